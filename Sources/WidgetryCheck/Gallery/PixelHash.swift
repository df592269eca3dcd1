import WidgetryGraphics

/// The content hash of a gallery image: 64-bit FNV-1a over the width and height (each as four bytes,
/// little-endian) and then the straight-alpha RGBA bytes, rows top to bottom, written `fnv1a64:` and 16
/// lower-case hex digits.
///
/// It hashes decoded pixels, not PNG bytes, so two encoders (Widgetry's zlib writer, Cairo's fallback) or
/// compression levels give the same hash for the same picture. FNV-1a (Fowler, Noll and Vo; parameters from
/// their published definition: offset basis 0xcbf29ce484222325, prime 0x100000001b3) is not cryptographic;
/// it only has to tell a changed picture from an unchanged one, and the package has no hashing dependency.
public enum PixelHash {
    /// The hash of `image`.
    public static func of(_ image: RasterImage) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let prime: UInt64 = 0x0000_0100_0000_01b3
        @inline(__always) func mix(_ byte: UInt8) {
            hash = (hash ^ UInt64(byte)) &* prime
        }
        for value in [UInt32(truncatingIfNeeded: image.width), UInt32(truncatingIfNeeded: image.height)] {
            for shift in stride(from: 0, to: 32, by: 8) { mix(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
        }
        image.rgba.withUnsafeBufferPointer { bytes in
            for byte in bytes { mix(byte) }
        }
        let digits = String(hash, radix: 16)
        return "fnv1a64:" + String(repeating: "0", count: 16 - digits.count) + digits
    }
}
