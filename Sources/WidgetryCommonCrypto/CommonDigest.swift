import Crypto
import Foundation

// CommonCrypto's digest and HMAC functions as Swift sees them on iOS
// (https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/CC_SHA.3cc.html),
// computed with swift-crypto, the open-source implementation of CryptoKit: shared code that hashes an
// identifier or signs a request gets the same bytes as on a device. The front door maps `import
// CommonCrypto` here (swift-crypto itself asks `canImport(CommonCrypto)` to choose Darwin's).

/// A length in bytes, as `CC_LONG`.
public typealias CC_LONG = UInt32

/// MD5's digest length in bytes.
public let CC_MD5_DIGEST_LENGTH: Int32 = 16
/// SHA-1's digest length in bytes.
public let CC_SHA1_DIGEST_LENGTH: Int32 = 20
/// SHA-256's digest length in bytes.
public let CC_SHA256_DIGEST_LENGTH: Int32 = 32
/// SHA-384's digest length in bytes.
public let CC_SHA384_DIGEST_LENGTH: Int32 = 48
/// SHA-512's digest length in bytes.
public let CC_SHA512_DIGEST_LENGTH: Int32 = 64

/// Writes `digest`'s bytes to `md` and returns `md`, as the `CC_*` functions do.
private func write<D: Digest>(_ digest: D, to md: UnsafeMutablePointer<UInt8>?) -> UnsafeMutablePointer<UInt8>? {
    guard let md else { return nil }
    for (index, byte) in digest.enumerated() { md[index] = byte }
    return md
}

private func bytes(_ data: UnsafeRawPointer?, _ len: CC_LONG) -> UnsafeRawBufferPointer {
    UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : Int(len))
}

/// The MD5 digest of `len` bytes at `data`, written to `md` (16 bytes).
@discardableResult
public func CC_MD5(_ data: UnsafeRawPointer?, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>?) -> UnsafeMutablePointer<UInt8>? {
    write(Insecure.MD5.hash(data: bytes(data, len)), to: md)
}
/// The SHA-1 digest of `len` bytes at `data`, written to `md` (20 bytes).
@discardableResult
public func CC_SHA1(_ data: UnsafeRawPointer?, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>?) -> UnsafeMutablePointer<UInt8>? {
    write(Insecure.SHA1.hash(data: bytes(data, len)), to: md)
}
/// The SHA-256 digest of `len` bytes at `data`, written to `md` (32 bytes).
@discardableResult
public func CC_SHA256(_ data: UnsafeRawPointer?, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>?) -> UnsafeMutablePointer<UInt8>? {
    write(SHA256.hash(data: bytes(data, len)), to: md)
}
/// The SHA-384 digest of `len` bytes at `data`, written to `md` (48 bytes).
@discardableResult
public func CC_SHA384(_ data: UnsafeRawPointer?, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>?) -> UnsafeMutablePointer<UInt8>? {
    write(SHA384.hash(data: bytes(data, len)), to: md)
}
/// The SHA-512 digest of `len` bytes at `data`, written to `md` (64 bytes).
@discardableResult
public func CC_SHA512(_ data: UnsafeRawPointer?, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>?) -> UnsafeMutablePointer<UInt8>? {
    write(SHA512.hash(data: bytes(data, len)), to: md)
}

/// The hash an HMAC uses, as `CCHmacAlgorithm`.
public typealias CCHmacAlgorithm = UInt32
/// HMAC with SHA-1 (CommonCrypto's constants import as `Int`; apps write `CCHmacAlgorithm(kCCHmacAlgSHA256)`).
public let kCCHmacAlgSHA1 = 0
/// HMAC with MD5.
public let kCCHmacAlgMD5 = 1
/// HMAC with SHA-256.
public let kCCHmacAlgSHA256 = 2
/// HMAC with SHA-384.
public let kCCHmacAlgSHA384 = 3
/// HMAC with SHA-512.
public let kCCHmacAlgSHA512 = 4

/// The HMAC of `dataLength` bytes at `data` under `keyLength` bytes of `key`, written to `macOut` (the
/// algorithm's digest length).
public func CCHmac(_ algorithm: CCHmacAlgorithm, _ key: UnsafeRawPointer?, _ keyLength: Int,
                   _ data: UnsafeRawPointer?, _ dataLength: Int, _ macOut: UnsafeMutableRawPointer?) {
    let key = SymmetricKey(data: UnsafeRawBufferPointer(start: key, count: key == nil ? 0 : keyLength))
    let message = UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : dataLength)
    let mac: [UInt8]
    switch Int(algorithm) {
    case kCCHmacAlgMD5: mac = Array(HMAC<Insecure.MD5>.authenticationCode(for: message, using: key))
    case kCCHmacAlgSHA256: mac = Array(HMAC<SHA256>.authenticationCode(for: message, using: key))
    case kCCHmacAlgSHA384: mac = Array(HMAC<SHA384>.authenticationCode(for: message, using: key))
    case kCCHmacAlgSHA512: mac = Array(HMAC<SHA512>.authenticationCode(for: message, using: key))
    default: mac = Array(HMAC<Insecure.SHA1>.authenticationCode(for: message, using: key))
    }
    guard let macOut else { return }
    mac.withUnsafeBytes { macOut.copyMemory(from: $0.baseAddress!, byteCount: mac.count) }
}
