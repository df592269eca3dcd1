import CPangoCairo
import Foundation

/// Writes 8-bit RGBA PNGs with zlib at a chosen compression level.
///
/// Cairo 1.16's PNG writer has no compression setting: libpng's defaults (zlib level 6 and an adaptive
/// filter tried per row) made encoding about 95% of rendering a widget to PNG. Gallery and preview images
/// are written once and viewed locally, so speed matters more than the last bytes: unfiltered rows at zlib's
/// fastest level write the same pixels faster, in files of about the same size for flat widget art
/// (docs/performance.md has the figures).
///
/// zlib is loaded with `dlopen` (it is always present: libpng, which Cairo links, needs it), so no module
/// map or build setting is needed; where it cannot be loaded, Cairo's writer is used instead.
enum PNGEncoder {
    /// Bytes of a PNG for an ARGB32 Cairo image surface (premultiplied, as Cairo draws), or `nil` when zlib
    /// is unavailable or fails, in which case the caller falls back to Cairo.
    static func encode(surface: OpaquePointer, level: Int32 = 1) -> Data? {
        guard let zlib = ZLib.shared else { return nil }
        cairo_surface_flush(surface)
        guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 else { return nil }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else { return nil }

        // Each row: its filter byte (0: none), then straight-alpha RGBA. Widget art is mostly runs of one
        // colour, which zlib's matcher takes whole; on the gallery's images unfiltered rows at level 1 came
        // out smaller than libpng's adaptive filters at level 6, and much faster (docs/performance.md).
        let rowBytes = 1 + width * 4
        var filtered = [UInt8](repeating: 0, count: rowBytes * height)
        filtered.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                let base = y * rowBytes + 1
                for x in 0..<width {
                    let pixel = PixelConversion.straightPixel(fromPremultipliedARGB: row[x])
                    let o = base + x * 4
                    out[o] = pixel.r
                    out[o + 1] = pixel.g
                    out[o + 2] = pixel.b
                    out[o + 3] = pixel.a
                }
            }
        }
        guard let compressed = zlib.compress(filtered, level: level) else { return nil }

        var png = Data(capacity: compressed.count + 64)
        png.append(contentsOf: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = [UInt8]()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        // 8 bits per channel, colour type 6 (RGBA), deflate, filter method 0, no interlace.
        header += [8, 6, 0, 0, 0]
        appendChunk("IHDR", header, to: &png, zlib: zlib)
        appendChunk("IDAT", compressed, to: &png, zlib: zlib)
        appendChunk("IEND", [], to: &png, zlib: zlib)
        return png
    }

    private static func appendChunk(_ type: String, _ body: [UInt8], to png: inout Data, zlib: ZLib) {
        var length = [UInt8]()
        length.appendBigEndian(UInt32(body.count))
        png.append(contentsOf: length)
        let typed = Array(type.utf8) + body
        png.append(contentsOf: typed)
        var crc = [UInt8]()
        crc.appendBigEndian(zlib.crc32(typed))
        png.append(contentsOf: crc)
    }
}

/// The three zlib functions the encoder needs, looked up once.
private final class ZLib: Sendable {
    typealias Compress2 = @convention(c) (UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt>?, UnsafePointer<UInt8>?, UInt, Int32) -> Int32
    typealias CompressBound = @convention(c) (UInt) -> UInt
    typealias CRC32 = @convention(c) (UInt, UnsafePointer<UInt8>?, UInt32) -> UInt

    static let shared: ZLib? = ZLib()

    private let compress2: Compress2
    private let compressBound: CompressBound
    private let crc: CRC32

    private init?() {
        #if os(macOS)
        let names = ["libz.1.dylib", "libz.dylib"]
        #else
        let names = ["libz.so.1", "libz.so"]
        #endif
        guard let handle = names.lazy.compactMap({ dlopen($0, RTLD_NOW | RTLD_LOCAL) }).first,
              let compress2 = dlsym(handle, "compress2"), let compressBound = dlsym(handle, "compressBound"),
              let crc = dlsym(handle, "crc32") else { return nil }
        // The handle stays open for the life of the process, as the function pointers need.
        self.compress2 = unsafeBitCast(compress2, to: Compress2.self)
        self.compressBound = unsafeBitCast(compressBound, to: CompressBound.self)
        self.crc = unsafeBitCast(crc, to: CRC32.self)
    }

    /// A zlib stream of `bytes` at `level` (0–9), or `nil` on failure.
    func compress(_ bytes: [UInt8], level: Int32) -> [UInt8]? {
        var capacity = compressBound(UInt(bytes.count))
        var output = [UInt8](repeating: 0, count: Int(capacity))
        let status = output.withUnsafeMutableBufferPointer { out in
            bytes.withUnsafeBufferPointer { input in
                compress2(out.baseAddress, &capacity, input.baseAddress, UInt(input.count), level)
            }
        }
        guard status == 0 else { return nil }
        output.removeSubrange(Int(capacity)...)
        return output
    }

    func crc32(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { UInt32(truncatingIfNeeded: crc(0, $0.baseAddress, UInt32($0.count))) }
    }
}

private extension Array where Element == UInt8 {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)])
    }
}
