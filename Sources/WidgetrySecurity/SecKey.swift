import Foundation
import WidgetryFoundation

// Keys, identities and signatures, as Security's SecKey.h, SecIdentity.h and SecImportExport.h: network libraries sign
// requests with a key imported from a PKCS #12 file (a client certificate). A check makes no request that needs one and
// Widgetry holds no cryptography of keys: the import fails with `errSecUnimplemented` (told once as a note), so code
// takes the path it takes on a device whose certificate did not import — its error, and no signed request.

/// A cryptographic key, as Security's `SecKey`: none is ever made here.
public final class SecKey: @unchecked Sendable {
    // `@unchecked`: no state.
    private init() {}
}

/// A certificate with its private key, as Security's `SecIdentity`: none is ever made here.
public final class SecIdentity: @unchecked Sendable {
    // `@unchecked`: no state.
    private init() {}
}

/// A certificate, as Security's `SecCertificate`: none is ever made here.
public final class SecCertificate: @unchecked Sendable {
    // `@unchecked`: no state.
    private init() {}
}

/// A function or operation not implemented (`errSecUnimplemented`, SecBase.h).
public let errSecUnimplemented: OSStatus = -4
/// The data could not be decoded (`errSecDecode`, SecBase.h).
public let errSecDecode: OSStatus = -26_275

// SecImportExport.h's keys; their text is Apple's.
nonisolated(unsafe) public let kSecImportExportPassphrase: CFString = "passphrase"
nonisolated(unsafe) public let kSecImportItemLabel: CFString = "label"
nonisolated(unsafe) public let kSecImportItemKeyID: CFString = "keyid"
nonisolated(unsafe) public let kSecImportItemTrust: CFString = "trust"
nonisolated(unsafe) public let kSecImportItemCertChain: CFString = "chain"
nonisolated(unsafe) public let kSecImportItemIdentity: CFString = "identity"

/// Imports the identities of a PKCS #12 file: not offered here, so it returns `errSecUnimplemented` and no items.
public func SecPKCS12Import(_ pkcs12Data: CFData, _ options: CFDictionary, _ items: UnsafeMutablePointer<CFArray?>) -> OSStatus {
    items.pointee = nil
    SkippedEffects.note("Security", "SecPKCS12Import returns errSecUnimplemented: Widgetry imports no certificates or keys, so code takes its failed-import path")
    return errSecUnimplemented
}

/// The private key of an identity: no identity exists here, so `errSecUnimplemented`.
public func SecIdentityCopyPrivateKey(_ identity: SecIdentity, _ privateKey: UnsafeMutablePointer<SecKey?>) -> OSStatus {
    privateKey.pointee = nil
    return errSecUnimplemented
}

/// The certificate of an identity: no identity exists here, so `errSecUnimplemented`.
public func SecIdentityCopyCertificate(_ identity: SecIdentity, _ certificate: UnsafeMutablePointer<SecCertificate?>) -> OSStatus {
    certificate.pointee = nil
    return errSecUnimplemented
}

/// The public key of a trust's leaf certificate: none (no trust is evaluated here).
public func SecTrustCopyKey(_ trust: SecTrust) -> SecKey? { nil }

/// The public key of a private key: none exists here.
public func SecKeyCopyPublicKey(_ key: SecKey) -> SecKey? { nil }

/// A key's external representation: none, with `error` saying why.
public func SecKeyCopyExternalRepresentation(_ key: SecKey, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> CFData? {
    SecKeyAlgorithm.reportUnimplemented(to: error)
    return nil
}

/// A key from its external representation: not offered, so `nil` with `error` saying why.
public func SecKeyCreateWithData(_ keyData: CFData, _ attributes: CFDictionary, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> SecKey? {
    SecKeyAlgorithm.reportUnimplemented(to: error)
    return nil
}

/// A new random key pair: not offered, so `nil` with `error` saying why.
public func SecKeyCreateRandomKey(_ parameters: CFDictionary, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> SecKey? {
    SecKeyAlgorithm.reportUnimplemented(to: error)
    return nil
}

/// A signature of `dataToSign`: none (no key exists here), with `error` saying why.
public func SecKeyCreateSignature(_ key: SecKey, _ algorithm: SecKeyAlgorithm, _ dataToSign: CFData,
                                  _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> CFData? {
    SecKeyAlgorithm.reportUnimplemented(to: error)
    return nil
}

/// Whether `signature` is valid: never, with `error` saying why.
public func SecKeyVerifySignature(_ key: SecKey, _ algorithm: SecKeyAlgorithm, _ signedData: CFData, _ signature: CFData,
                                  _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    SecKeyAlgorithm.reportUnimplemented(to: error)
    return false
}

/// Whether `key` supports `algorithm` for `operation`: no key exists here.
public func SecKeyIsAlgorithmSupported(_ key: SecKey, _ operation: SecKeyOperationType, _ algorithm: SecKeyAlgorithm) -> Bool { false }

/// What a key is asked to do, as Security's `SecKeyOperationType`.
public enum SecKeyOperationType: Int, Sendable {
    case sign, verify, encrypt, decrypt, keyExchange
}

/// A signing or encryption algorithm, as Security's `SecKeyAlgorithm`; the raw values are Apple's identifiers.
public struct SecKeyAlgorithm: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let rsaSignatureMessagePKCS1v15SHA1 = SecKeyAlgorithm(rawValue: "algid:sign:RSA:message-PKCS1v15:SHA1")
    public static let rsaSignatureMessagePKCS1v15SHA256 = SecKeyAlgorithm(rawValue: "algid:sign:RSA:message-PKCS1v15:SHA256")
    public static let rsaSignatureMessagePKCS1v15SHA512 = SecKeyAlgorithm(rawValue: "algid:sign:RSA:message-PKCS1v15:SHA512")
    public static let rsaSignatureDigestPKCS1v15SHA256 = SecKeyAlgorithm(rawValue: "algid:sign:RSA:digest-PKCS1v15:SHA256")
    public static let rsaSignatureMessagePSSSHA256 = SecKeyAlgorithm(rawValue: "algid:sign:RSA:message-PSS:SHA256")
    public static let ecdsaSignatureMessageX962SHA256 = SecKeyAlgorithm(rawValue: "algid:sign:ECDSA:message-X962:SHA256")
    public static let ecdsaSignatureDigestX962SHA256 = SecKeyAlgorithm(rawValue: "algid:sign:ECDSA:digest-X962:SHA256")
    public static let rsaEncryptionPKCS1 = SecKeyAlgorithm(rawValue: "algid:encrypt:RSA:PKCS1")
    public static let rsaEncryptionOAEPSHA256 = SecKeyAlgorithm(rawValue: "algid:encrypt:RSA:OAEP:SHA256")
    public static let eciesEncryptionCofactorVariableIVX963SHA256AESGCM =
        SecKeyAlgorithm(rawValue: "algid:encrypt:ECIES:ECDHC:KDFX963:SHA256:AESGCM-KDFIV")

    /// Hands the caller the error every key operation gives here, as Security's functions fill their `error` argument.
    static func reportUnimplemented(to error: UnsafeMutablePointer<Unmanaged<CFError>?>?) {
        error?.pointee = Unmanaged.passRetained(unimplemented())
    }

    /// The error every key operation gives here.
    static func unimplemented() -> CFError {
        NSError(domain: "NSOSStatusErrorDomain", code: Int(errSecUnimplemented),
                userInfo: [NSLocalizedDescriptionKey: "Widgetry holds no cryptographic keys: key operations are not offered"])
    }
}
