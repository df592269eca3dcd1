import _CryptoExtras
import Crypto
import Foundation

// CommonCrypto's one-shot symmetric cipher `CCCrypt` as Swift sees it on iOS (CommonCryptor.h), for AES in CBC and ECB
// modes with or without PKCS#7 padding — what apps use it for (a login form's password, a cached token) — computed with
// swift-crypto's AES. The other algorithms of the header (DES, 3DES, CAST, RC2, RC4, Blowfish) answer `kCCUnimplemented`,
// which CommonCrypto also answers for what a platform lacks. The constants are C enumerators, which Swift sees as `Int`.

/// Encrypt or decrypt, as `CCOperation`.
public typealias CCOperation = UInt32
/// The cipher, as `CCAlgorithm`.
public typealias CCAlgorithm = UInt32
/// Padding and mode bits, as `CCOptions`.
public typealias CCOptions = UInt32
/// What a call returns, as `CCCryptorStatus`.
public typealias CCCryptorStatus = Int32

/// Encrypt.
public let kCCEncrypt = 0
/// Decrypt.
public let kCCDecrypt = 1

/// AES (any key size).
public let kCCAlgorithmAES = 0
/// AES, its older name.
public let kCCAlgorithmAES128 = 0
/// DES (not offered here: `kCCUnimplemented`).
public let kCCAlgorithmDES = 1
/// Triple DES (not offered here).
public let kCCAlgorithm3DES = 2
/// CAST (not offered here).
public let kCCAlgorithmCAST = 3
/// RC4 (not offered here).
public let kCCAlgorithmRC4 = 4
/// RC2 (not offered here).
public let kCCAlgorithmRC2 = 5
/// Blowfish (not offered here).
public let kCCAlgorithmBlowfish = 6

/// PKCS#7 padding.
public let kCCOptionPKCS7Padding = 1
/// Electronic codebook mode (cipher-block chaining without it).
public let kCCOptionECBMode = 2

/// AES-128's key length in bytes.
public let kCCKeySizeAES128 = 16
/// AES-192's key length in bytes.
public let kCCKeySizeAES192 = 24
/// AES-256's key length in bytes.
public let kCCKeySizeAES256 = 32
/// AES's block length in bytes.
public let kCCBlockSizeAES128 = 16

/// The call succeeded.
public let kCCSuccess = 0
/// A parameter was wrong.
public let kCCParamError = -4300
/// `dataOutAvailable` was too small; `dataOutMoved` says how much is needed.
public let kCCBufferTooSmall = -4301
/// Memory could not be allocated.
public let kCCMemoryFailure = -4302
/// The input was not a whole number of blocks and no padding was asked for.
public let kCCAlignmentError = -4303
/// The padding of decrypted data was wrong (a wrong key, or data that is not ciphertext).
public let kCCDecodeError = -4304
/// The algorithm or mode is not offered.
public let kCCUnimplemented = -4305
/// The key length is not one the algorithm takes.
public let kCCKeySizeError = -4310

/// Encrypts or decrypts `dataInLength` bytes at `dataIn` into `dataOut` in one call, as CommonCrypto's `CCCrypt`.
///
/// AES only; CBC unless `options` has `kCCOptionECBMode`, with an all-zero IV when `iv` is nil (as CommonCrypto). When
/// `dataOutAvailable` is too small the call answers `kCCBufferTooSmall` and writes the length needed to `dataOutMoved`.
@discardableResult
public func CCCrypt(_ op: CCOperation, _ alg: CCAlgorithm, _ options: CCOptions,
                    _ key: UnsafeRawPointer?, _ keyLength: Int, _ iv: UnsafeRawPointer?,
                    _ dataIn: UnsafeRawPointer?, _ dataInLength: Int,
                    _ dataOut: UnsafeMutableRawPointer?, _ dataOutAvailable: Int,
                    _ dataOutMoved: UnsafeMutablePointer<Int>?) -> CCCryptorStatus {
    guard Int(alg) == kCCAlgorithmAES else { return CCCryptorStatus(kCCUnimplemented) }
    guard Int(op) == kCCEncrypt || Int(op) == kCCDecrypt, let key else { return CCCryptorStatus(kCCParamError) }
    guard [kCCKeySizeAES128, kCCKeySizeAES192, kCCKeySizeAES256].contains(keyLength) else { return CCCryptorStatus(kCCKeySizeError) }
    let input = dataIn.map { Data(bytes: $0, count: dataInLength) } ?? Data()
    let cipher = AESCipher(key: SymmetricKey(data: UnsafeRawBufferPointer(start: key, count: keyLength)),
                           iv: iv.map { Array(UnsafeRawBufferPointer(start: $0, count: kCCBlockSizeAES128)) },
                           pads: Int(options) & kCCOptionPKCS7Padding != 0, chainsBlocks: Int(options) & kCCOptionECBMode == 0)
    let output: Data
    switch Int(op) == kCCEncrypt ? cipher.encrypt(input) : cipher.decrypt(input) {
    case .success(let data): output = data
    case .failure(let status): return CCCryptorStatus(status.rawValue)
    }
    dataOutMoved?.pointee = output.count
    guard output.count <= dataOutAvailable, let dataOut else { return CCCryptorStatus(kCCBufferTooSmall) }
    output.copyBytes(to: dataOut.assumingMemoryBound(to: UInt8.self), count: output.count)
    return CCCryptorStatus(kCCSuccess)
}

/// AES in CBC or ECB mode, with PKCS#7 padding or none: what `CCCrypt` computes.
struct AESCipher {
    /// A `CCCrypt` status other than success.
    struct Status: Error { let rawValue: Int }

    let key: SymmetricKey
    /// The IV for CBC; nil means all zeroes.
    let iv: [UInt8]?
    let pads: Bool
    /// CBC (true) or ECB (false).
    let chainsBlocks: Bool

    private static let block = kCCBlockSizeAES128

    func encrypt(_ plaintext: Data) -> Result<Data, Status> {
        guard pads || plaintext.count % Self.block == 0 else { return .failure(Status(rawValue: kCCAlignmentError)) }
        do {
            if chainsBlocks { return .success(try AES._CBC.encrypt(plaintext, using: key, iv: cbcIV(), noPadding: !pads)) }
            var bytes = [UInt8](plaintext)
            if pads {
                // PKCS#7: n bytes of value n, a whole block when the text already fills its last one.
                let count = Self.block - bytes.count % Self.block
                bytes += [UInt8](repeating: UInt8(count), count: count)
            }
            for start in stride(from: 0, to: bytes.count, by: Self.block) {
                try AES.permute(&bytes[start..<start + Self.block], key: key)
            }
            return .success(Data(bytes))
        } catch {
            return .failure(Status(rawValue: kCCParamError))
        }
    }

    func decrypt(_ ciphertext: Data) -> Result<Data, Status> {
        guard ciphertext.count % Self.block == 0 else { return .failure(Status(rawValue: kCCAlignmentError)) }
        if chainsBlocks {
            do { return .success(try AES._CBC.decrypt(ciphertext, using: key, iv: cbcIV(), noPadding: !pads)) } catch {
                return .failure(Status(rawValue: kCCDecodeError))
            }
        }
        var bytes = [UInt8](ciphertext)
        do {
            for start in stride(from: 0, to: bytes.count, by: Self.block) {
                try AES.inversePermute(&bytes[start..<start + Self.block], key: key)
            }
        } catch {
            return .failure(Status(rawValue: kCCParamError))
        }
        guard pads else { return .success(Data(bytes)) }
        guard let count = bytes.last.map(Int.init), (1...Self.block).contains(count), count <= bytes.count,
              bytes.suffix(count).allSatisfy({ Int($0) == count }) else { return .failure(Status(rawValue: kCCDecodeError)) }
        return .success(Data(bytes.dropLast(count)))
    }

    private func cbcIV() throws -> AES._CBC.IV {
        try AES._CBC.IV(ivBytes: iv ?? [UInt8](repeating: 0, count: Self.block))
    }
}
