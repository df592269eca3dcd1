import CGdkPixbuf
import CPangoCairo
import Foundation

/// Decodes PNG and JPEG files with gdk-pixbuf (Cairo alone reads only PNG), and PDF vector images with poppler (``PDFRasterizer``).
enum ImageDecoder {
    enum Failure: Error {
        case missing
        case unreadable(String)
    }

    static func decode(path: String) -> Result<DecodedImage, Failure> {
        if (path as NSString).pathExtension.lowercased() == "pdf" { return PDFRasterizer.decode(path: path) }
        guard FileManager.default.fileExists(atPath: path) else { return .failure(.missing) }
        var error: UnsafeMutablePointer<GError>?
        guard let loaded = gdk_pixbuf_new_from_file(path, &error) else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown format"
            if let error { g_error_free(error) }
            return .failure(.unreadable(reason))
        }
        defer { g_object_unref(UnsafeMutableRawPointer(loaded)) }
        // Photos from phones are often stored sideways with an EXIF orientation tag. The call returns a new
        // reference whether or not it rotated (the same pixbuf with its count raised when there is no tag),
        // so it is always released: releasing it only when rotated leaked every decoded image.
        let oriented = gdk_pixbuf_apply_embedded_orientation(loaded)
        defer { if let oriented { g_object_unref(UnsafeMutableRawPointer(oriented)) } }
        return .success(convert(oriented ?? loaded))
    }

    /// gdk-pixbuf gives straight-alpha RGB(A) bytes; Cairo wants premultiplied native-endian ARGB words.
    private static func convert(_ pixbuf: OpaquePointer) -> DecodedImage {
        let width = Int(gdk_pixbuf_get_width(pixbuf))
        let height = Int(gdk_pixbuf_get_height(pixbuf))
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
        let hasAlpha = gdk_pixbuf_get_has_alpha(pixbuf) != 0
        let sourceStride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        let source = gdk_pixbuf_read_pixels(pixbuf)!
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        var pixels = [UInt8](repeating: 0, count: stride * height)
        pixels.withUnsafeMutableBytes { destination in
            for y in 0..<height {
                let row = source + y * sourceStride
                let out = (destination.baseAddress! + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let p = row + x * channels
                    let a = hasAlpha ? UInt32(p[3]) : 255
                    let r = (UInt32(p[0]) * a + 127) / 255
                    let g = (UInt32(p[1]) * a + 127) / 255
                    let b = (UInt32(p[2]) * a + 127) / 255
                    out[x] = a << 24 | r << 16 | g << 8 | b
                }
            }
        }
        return DecodedImage(width: width, height: height, stride: stride, pixels: pixels)
    }
}
