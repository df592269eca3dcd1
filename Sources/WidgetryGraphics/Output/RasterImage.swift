import CPangoCairo
import Foundation

/// A bitmap with straight (not premultiplied) alpha, four bytes per pixel (R, G, B, A), rows top to bottom.
public struct RasterImage: Sendable, Hashable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// `width × height × 4` bytes.
    public var rgba: [UInt8]

    /// Creates a bitmap; `rgba` must hold `width × height × 4` bytes.
    public init(width: Int, height: Int, rgba: [UInt8]) {
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// The colour of one pixel, components in 0...1; transparent black outside the bitmap.
    public func color(atX x: Int, y: Int) -> RGBAColor {
        guard x >= 0, y >= 0, x < width, y < height else { return .clear }
        let i = (y * width + x) * 4
        return RGBAColor(red: Double(rgba[i]) / 255, green: Double(rgba[i + 1]) / 255,
                         blue: Double(rgba[i + 2]) / 255, alpha: Double(rgba[i + 3]) / 255)
    }

    /// The bitmap encoded as PNG.
    public func pngData() throws -> Data {
        guard width > 0, height > 0, width <= 32_767, height <= 32_767 else {
            throw RenderError.invalidSize(CGSize(width: width, height: height))
        }
        guard rgba.count == width * height * 4 else {
            throw RenderError.invalidPNG("expected \(width * height * 4) RGBA bytes for \(width) × \(height), got \(rgba.count)")
        }
        var (pixels, stride) = PixelConversion.argb32(from: self)
        return try pixels.withUnsafeMutableBufferPointer { buffer in
            guard let surface = cairo_image_surface_create_for_data(
                buffer.baseAddress, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride)) else {
                throw RenderError.cairo("could not create an image surface")
            }
            defer { cairo_surface_destroy(surface) }
            return try Self.encodePNG(surface)
        }
    }

    /// Decodes PNG data (any bit depth or colour type Cairo reads) into straight-alpha RGBA.
    public static func decodePNG(_ data: Data) throws -> RasterImage {
        let stream = ByteStream(data)
        guard let decoded = cairo_image_surface_create_from_png_stream(ByteStream.read, stream.opaque) else {
            throw RenderError.invalidPNG("Cairo returned no surface")
        }
        defer { cairo_surface_destroy(decoded) }
        let status = cairo_surface_status(decoded)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.invalidPNG(String(cString: cairo_status_to_string(status)))
        }
        // Cairo may decode to RGB24 or A8; painting onto ARGB32 gives one layout to convert from.
        let width = cairo_image_surface_get_width(decoded)
        let height = cairo_image_surface_get_height(decoded)
        guard let argb = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else {
            throw RenderError.cairo("could not create an image surface")
        }
        defer { cairo_surface_destroy(argb) }
        let cairo = cairo_create(argb)
        cairo_set_source_surface(cairo, decoded, 0, 0)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cairo)
        cairo_destroy(cairo)
        return PixelConversion.straightRGBA(from: argb)
    }

    /// PNG bytes for an ARGB32 surface: Widgetry's fast zlib writer (see ``PNGEncoder``), or Cairo's where
    /// zlib cannot be loaded.
    static func encodePNG(_ surface: OpaquePointer) throws -> Data {
        if let data = PNGEncoder.encode(surface: surface) { return data }
        let stream = ByteStream()
        let status = cairo_surface_write_to_png_stream(surface, ByteStream.write, stream.opaque)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo(String(cString: cairo_status_to_string(status)))
        }
        return stream.data
    }
}
