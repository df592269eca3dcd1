import Accelerate
import Foundation
import simd
import Testing
import WidgetryCommonCrypto

/// Shared code that computes with simd, vDSP and CommonCrypto, as apps write it: the numbers are the
/// device's numbers.
@Suite struct NumericsFrameworksTests {
    @Test("simd: a 3-4-5 triangle, normalising, mixing, the cross product, clamping, reductions")
    func simdFunctions() {
        let v = simd_double3(3, 4, 0)
        #expect(simd_length(v) == 5)
        #expect(simd_normalize(v) == SIMD3(0.6, 0.8, 0))
        #expect(simd_distance(SIMD2<Float>(0, 0), SIMD2<Float>(6, 8)) == 10)
        #expect(simd_mix(SIMD3<Double>(0, 0, 0), SIMD3<Double>(10, 20, 30), SIMD3(repeating: 0.5)) == SIMD3(5, 10, 15))
        #expect(simd_cross(SIMD3<Float>(1, 0, 0), SIMD3<Float>(0, 1, 0)) == SIMD3(0, 0, 1))
        #expect(simd_dot(v, v) == 25)
        #expect(simd_clamp(SIMD3<Double>(-1, 0.5, 2), .zero, SIMD3(repeating: 1)) == SIMD3(0, 0.5, 1))
        #expect(simd_reduce_max(SIMD4<Double>(1, 7, 3, 2)) == 7)
        #expect(simd_max(SIMD2<Double>(1, 5), SIMD2<Double>(3, 2)) == SIMD2(3, 5))
        #expect(length(SIMD2<Double>(5, 12)) == 13)
    }

    @Test("simd_quatf: a quarter turn about z takes x to y")
    func quaternion() {
        let turn = simd_quatf(angle: .pi / 2, axis: [0, 0, 1])
        let turned = turn.act([1, 0, 0])
        #expect(abs(turned.x) < 1e-6 && abs(turned.y - 1) < 1e-6 && abs(turned.z) < 1e-6)
        #expect(abs(turn.angle - .pi / 2) < 1e-6)
        #expect(simd_length(turn.axis - SIMD3(0, 0, 1)) < 1e-6)
    }

    @Test("vDSP: sums, means, extremes, ramps and the C spellings")
    func vdsp() {
        let samples: [Double] = [2, 4, 4, 4, 5, 5, 7, 9]
        #expect(vDSP.sum(samples) == 40)
        #expect(vDSP.mean(samples) == 5)
        #expect(vDSP.maximum(samples) == 9 && vDSP.minimum(samples) == 2)
        #expect(vDSP.ramp(in: 0.0 ... 1.0, count: 5) == [0, 0.25, 0.5, 0.75, 1])
        #expect(vDSP.multiply(2.0, [1.0, 2.0]) == [2, 4])
        #expect(vDSP.add([1.0, 2.0], [3.0, 4.0]) == [4, 6])
        // The RMS of 3 and 4 is √((9 + 16) / 2).
        #expect(vDSP.rootMeanSquare([3.0, 4.0]) == (12.5).squareRoot())
        var mean = 0.0
        vDSP_meanvD(samples, 1, &mean, vDSP_Length(samples.count))
        #expect(mean == 5)
    }

    func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }

    @Test("CommonCrypto: FIPS 180 and RFC 1321 digests of \"abc\", RFC 4231's HMAC-SHA256 test 2")
    func digests() {
        let data = Data("abc".utf8)
        var sha256 = [UInt8](repeating: 0, count: Int(CC_SHA256_DIGEST_LENGTH))
        var sha1 = [UInt8](repeating: 0, count: Int(CC_SHA1_DIGEST_LENGTH))
        var md5 = [UInt8](repeating: 0, count: Int(CC_MD5_DIGEST_LENGTH))
        data.withUnsafeBytes {
            _ = CC_SHA256($0.baseAddress, CC_LONG(data.count), &sha256)
            _ = CC_SHA1($0.baseAddress, CC_LONG(data.count), &sha1)
            _ = CC_MD5($0.baseAddress, CC_LONG(data.count), &md5)
        }
        #expect(hex(sha256) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex(sha1) == "a9993e364706816aba3e25717850c26c9cd0d89d")
        #expect(hex(md5) == "900150983cd24fb0d6963f7d28e17f72")
        let key = Array("Jefe".utf8), message = Array("what do ya want for nothing?".utf8)
        var mac = [UInt8](repeating: 0, count: Int(CC_SHA256_DIGEST_LENGTH))
        CCHmac(CCHmacAlgorithm(kCCHmacAlgSHA256), key, key.count, message, message.count, &mac)
        #expect(hex(mac) == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    }

    /// `bytes` of a hex string.
    func bytes(_ hex: String) -> [UInt8] {
        stride(from: 0, to: hex.count, by: 2).map { UInt8(hex.dropFirst($0).prefix(2), radix: 16)! }
    }

    /// One `CCCrypt` call as apps write it (output buffer a block longer than the input), giving the status and the bytes.
    func crypt(_ op: Int, _ options: Int, key: [UInt8], iv: [UInt8]?, _ input: [UInt8]) -> (CCCryptorStatus, [UInt8]) {
        var out = [UInt8](repeating: 0, count: input.count + kCCBlockSizeAES128)
        var moved = 0
        let status = CCCrypt(CCOperation(op), CCAlgorithm(kCCAlgorithmAES), CCOptions(options), key, key.count, iv,
                             input, input.count, &out, out.count, &moved)
        return (status, Array(out.prefix(moved)))
    }

    @Test("CommonCrypto: CCCrypt gives NIST SP 800-38A's AES-128 ECB and CBC blocks, pads with PKCS#7 and decrypts back")
    func aes() {
        // SP 800-38A, F.1.1 (ECB-AES128) and F.2.1 (CBC-AES128), first block.
        let key = bytes("2b7e151628aed2a6abf7158809cf4f3c"), iv = bytes("000102030405060708090a0b0c0d0e0f")
        let block = bytes("6bc1bee22e409f96e93d7e117393172a")
        #expect(crypt(kCCEncrypt, kCCOptionECBMode, key: key, iv: nil, block) == (0, bytes("3ad77bb40d7a3660a89ecaf32466ef97")))
        #expect(crypt(kCCEncrypt, 0, key: key, iv: iv, block) == (0, bytes("7649abac8119b246cee98e9b12e9197d")))
        // With PKCS#7 a whole block of padding follows a full block; the first block is unchanged, and decryption removes it.
        for options in [kCCOptionPKCS7Padding, kCCOptionPKCS7Padding | kCCOptionECBMode] {
            let (status, sealed) = crypt(kCCEncrypt, options, key: key, iv: iv, block)
            #expect(status == kCCSuccess && sealed.count == 32 && Array(sealed.prefix(16)) == crypt(kCCEncrypt, options & kCCOptionECBMode, key: key, iv: iv, block).1)
            #expect(crypt(kCCDecrypt, options, key: key, iv: iv, sealed) == (0, block))
            let text = Array("hunter2".utf8)
            let (_, short) = crypt(kCCEncrypt, options, key: bytes(String(repeating: "ab", count: 32)), iv: nil, text)
            #expect(short.count == 16 && crypt(kCCDecrypt, options, key: bytes(String(repeating: "ab", count: 32)), iv: nil, short).1 == text)
        }
        // CommonCrypto's errors: no padding on a partial block, a bad key length, a small buffer (with the length needed).
        #expect(crypt(kCCEncrypt, kCCOptionECBMode, key: key, iv: nil, [1, 2, 3]).0 == kCCAlignmentError)
        #expect(crypt(kCCEncrypt, kCCOptionPKCS7Padding, key: Array(key.prefix(10)), iv: nil, block).0 == kCCKeySizeError)
        var small = [UInt8](repeating: 0, count: 4), needed = 0
        let status = CCCrypt(CCOperation(kCCEncrypt), CCAlgorithm(kCCAlgorithmAES128), CCOptions(kCCOptionPKCS7Padding), key, key.count, nil,
                             block, block.count, &small, small.count, &needed)
        #expect(status == kCCBufferTooSmall && needed == 32)
        #expect(crypt(kCCEncrypt, 0, key: key, iv: iv, block).0 != kCCUnimplemented)
    }
}
