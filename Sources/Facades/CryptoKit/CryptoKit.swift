// `import CryptoKit`: swift-crypto's `Crypto`, Apple's open-source implementation of CryptoKit's API
// (hashes, HMAC, symmetric keys, AES-GCM, ChaChaPoly, P-256, Curve25519, `Insecure.MD5`/`SHA1`), under
// Apple's module name. Shared code hashes identifiers and signs requests with it.
@_exported import Crypto
