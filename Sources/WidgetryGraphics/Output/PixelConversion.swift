import CPangoCairo
import Foundation

/// Converts between Cairo's premultiplied ARGB32 words and the straight-alpha RGBA bytes of ``RasterImage``.
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
            out.initialize(repeating: 0)
            count = width * height * 4
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let word = row[x]
                    let a = word >> 24
                    let o = (y * width + x) * 4
                    // Opaque and empty pixels (most of a widget) need no division.
                    if a == 255 {
                        out[o] = UInt8(truncatingIfNeeded: word >> 16)
                        out[o + 1] = UInt8(truncatingIfNeeded: word >> 8)
                        out[o + 2] = UInt8(truncatingIfNeeded: word)
                        out[o + 3] = 255
                        continue
                    }
                    guard a > 0 else { continue }
                    out[o + 3] = UInt8(a)
                    func unpremultiply(_ channel: UInt32) -> UInt8 { UInt8(min(255, (channel * 255 + a / 2) / a)) }
                    out[o] = unpremultiply((word >> 16) & 0xFF)
                    out[o + 1] = unpremultiply((word >> 8) & 0xFF)
                    out[o + 2] = unpremultiply(word & 0xFF)
                }
            }
        }
        return RasterImage(width: width, height: height, rgba: rgba)
    }

    /// Premultiplied native-endian ARGB32 rows for straight-alpha RGBA bytes.
    static func argb32(from image: RasterImage) -> (pixels: [UInt8], stride: Int) {
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(image.width)))
        var pixels = [UInt8](repeating: 0, count: stride * image.height)
        pixels.withUnsafeMutableBytes { out in
            for y in 0..<image.height {
                let row = (out.baseAddress! + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<image.width {
                    let i = (y * image.width + x) * 4
                    let a = UInt32(image.rgba[i + 3])
                    let r = (UInt32(image.rgba[i]) * a + 127) / 255
                    let g = (UInt32(image.rgba[i + 1]) * a + 127) / 255
                    let b = (UInt32(image.rgba[i + 2]) * a + 127) / 255
                    row[x] = a << 24 | r << 16 | g << 8 | b
                }
            }
        }
        return (pixels, stride)
    }
}
