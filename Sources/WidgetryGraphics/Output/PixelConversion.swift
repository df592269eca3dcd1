import CPangoCairo
import Foundation

/// Converts between Cairo's premultiplied ARGB32 words and the straight-alpha RGBA bytes of ``RasterImage``.
///
/// Both loops run on raw buffers with the opaque and empty cases (most of a widget) first and no
/// per-pixel zero-fill or closure: the earlier version spent about 8 ns a pixel, 4.5 ms of a 5.5 ms @3x
/// rasterize (see docs/performance.md).
enum PixelConversion {
    /// Reads an ARGB32 image surface (flushed first) into straight-alpha RGBA.
    static func straightRGBA(from surface: OpaquePointer) -> RasterImage {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else {
            return RasterImage(width: max(width, 0), height: max(height, 0), rgba: [])
        }
        let rgba = [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, count in
            let bytes = out.baseAddress!
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                let target = bytes + y * width * 4
                for x in 0..<width {
                    // Byte stores into the UInt8 buffer, not a UInt32 store: the optimizer merges them, and
                    // typed access keeps clear of the aliasing rules a punned store would lean on.
                    let pixel = straightPixel(fromPremultipliedARGB: row[x])
                    target[x * 4] = pixel.r
                    target[x * 4 + 1] = pixel.g
                    target[x * 4 + 2] = pixel.b
                    target[x * 4 + 3] = pixel.a
                }
            }
            count = width * height * 4
        }
        return RasterImage(width: width, height: height, rgba: rgba)
    }

    /// Premultiplied native-endian ARGB32 rows for straight-alpha RGBA bytes.
    static func argb32(from image: RasterImage) -> (pixels: [UInt8], stride: Int) {
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(image.width)))
        var pixels = [UInt8](repeating: 0, count: stride * image.height)
        pixels.withUnsafeMutableBytes { out in
            image.rgba.withUnsafeBufferPointer { source in
                let input = source.baseAddress!
                for y in 0..<image.height {
                    // Cairo's rows are UInt32 words (the stride is a multiple of 4).
                    let row = (out.baseAddress! + y * stride).assumingMemoryBound(to: UInt32.self)
                    let first = y * image.width * 4
                    for x in 0..<image.width {
                        let i = first + x * 4
                        row[x] = premultipliedARGB(r: UInt32(input[i]), g: UInt32(input[i + 1]), b: UInt32(input[i + 2]), a: UInt32(input[i + 3]))
                    }
                }
            }
        }
        return (pixels, stride)
    }

    /// The straight-alpha bytes of one premultiplied ARGB32 pixel.
    @inline(__always)
    static func straightPixel(fromPremultipliedARGB word: UInt32) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let a = word >> 24
        // Opaque and empty pixels (most of a widget) need no division.
        if a == 255 { return (UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8), UInt8(truncatingIfNeeded: word), 255) }
        if a == 0 { return (0, 0, 0, 0) }
        func unpremultiply(_ channel: UInt32) -> UInt8 { UInt8(min(255, (channel * 255 + a / 2) / a)) }
        return (unpremultiply((word >> 16) & 0xFF), unpremultiply((word >> 8) & 0xFF), unpremultiply(word & 0xFF), UInt8(a))
    }

    /// The premultiplied ARGB32 pixel for straight-alpha channels.
    @inline(__always)
    static func premultipliedARGB(r: UInt32, g: UInt32, b: UInt32, a: UInt32) -> UInt32 {
        if a == 255 { return 0xFF00_0000 | r << 16 | g << 8 | b }
        if a == 0 { return 0 }
        return a << 24 | ((r * a + 127) / 255) << 16 | ((g * a + 127) / 255) << 8 | (b * a + 127) / 255
    }
}
