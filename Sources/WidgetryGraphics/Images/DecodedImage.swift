import CPangoCairo
import Foundation

/// Decoded pixels in Cairo's ARGB32 format (premultiplied alpha, native-endian 32-bit words), ready to paint.
struct DecodedImage: Sendable, Hashable {
    var width: Int
    var height: Int
    /// Bytes per row, as `cairo_format_stride_for_width` requires.
    var stride: Int
    var pixels: [UInt8]

    /// Runs `body` with a Cairo surface over the pixels, destroyed afterwards.
    ///
    /// The surface only ever serves as a source pattern, so Cairo never writes to the memory and handing it
    /// the array's storage as mutable is safe; it stays valid for exactly the duration of `body`.
    func withSurface<Result>(_ body: (OpaquePointer) -> Result) -> Result? {
        pixels.withUnsafeBufferPointer { buffer -> Result? in
            guard let base = buffer.baseAddress else { return nil }
            guard let surface = cairo_image_surface_create_for_data(
                UnsafeMutablePointer(mutating: base), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride))
            else { return nil }
            defer {
                cairo_surface_finish(surface)
                cairo_surface_destroy(surface)
            }
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
            return body(surface)
        }
    }
}

extension DecodedImage {
    /// Walks every pixel as unpremultiplied (red, green, blue, alpha) in 0...1. Cairo's ARGB32 is a
    /// native-endian word; on the little-endian machines Swift on Linux runs on, bytes are B, G, R, A.
    func forEachPixel(_ body: (Double, Double, Double, Double) -> Void) {
        for row in 0..<height {
            var offset = row * stride
            for _ in 0..<width {
                let alpha = Double(pixels[offset + 3]) / 255
                if alpha > 0 {
                    body(Double(pixels[offset + 2]) / 255 / alpha, Double(pixels[offset + 1]) / 255 / alpha,
                         Double(pixels[offset]) / 255 / alpha, alpha)
                } else {
                    body(0, 0, 0, 0)
                }
                offset += 4
            }
        }
    }

    /// The same image with its luminance (Rec. 709) times its alpha as the alpha of white: how the accented
    /// mode's `.accentedDesaturated` and `.desaturated` keep a photo readable as a monochrome picture.
    func luminanceAsAlpha() -> DecodedImage {
        var copy = self
        var index = 0
        forEachPixel { red, green, blue, alpha in
            let luma = min(max(0.2126 * red + 0.7152 * green + 0.0722 * blue, 0), 1)
            let value = UInt8((luma * alpha * 255).rounded())
            let rowOffset = (index / width) * stride + (index % width) * 4
            copy.pixels[rowOffset] = value; copy.pixels[rowOffset + 1] = value
            copy.pixels[rowOffset + 2] = value; copy.pixels[rowOffset + 3] = value
            index += 1
        }
        return copy
    }

    /// The same image with every pixel multiplied by `factor`, component by component, alpha included
    /// (`colorMultiply(_:)`). Exact on premultiplied pixels: each colour byte scales by its component times the
    /// factor's alpha, the alpha byte by the factor's alpha.
    func multiplied(by factor: RGBAColor) -> DecodedImage {
        let c = factor.clamped
        // Bytes are B, G, R, A (Cairo's native-endian ARGB32 on little-endian machines; see `forEachPixel`).
        let scales = [c.blue * c.alpha, c.green * c.alpha, c.red * c.alpha, c.alpha]
        var copy = self
        for row in 0..<height {
            var offset = row * stride
            for _ in 0..<width {
                for channel in 0..<4 {
                    copy.pixels[offset + channel] = UInt8((Double(pixels[offset + channel]) * scales[channel]).rounded())
                }
                offset += 4
            }
        }
        return copy
    }

    /// Coverage statistics of the pixels.
    var coverage: ImageCoverage {
        var opaque = 0, total = 0
        forEachPixel { _, _, _, alpha in
            total += 1
            if alpha >= 0.9 { opaque += 1 }
        }
        return ImageCoverage(opaqueFraction: total == 0 ? 0 : Double(opaque) / Double(total))
    }
}

/// How much of an image is opaque: what decides whether the accented mode turns it into a solid shape.
public struct ImageCoverage: Sendable, Hashable {
    /// The share of pixels at least 90% opaque (0...1). A photo is 1; an icon on a transparent
    /// background is well below.
    public var opaqueFraction: Double
}
