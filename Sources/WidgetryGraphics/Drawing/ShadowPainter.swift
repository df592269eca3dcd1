import CPangoCairo
import Foundation

/// Draws a drop shadow under a group that was just painted into a pattern: the group's coverage, moved by
/// the offset, blurred, and filled with the shadow colour. Cairo has no blur, so the coverage is drawn
/// into an alpha-only image in device pixels and blurred there with three box passes in each direction,
/// which approximate a Gaussian within a few per cent.
struct ShadowPainter {
    let cairo: OpaquePointer

    /// SwiftUI's shadow radius is the blur's reach, about two standard deviations of a Gaussian (as CSS
    /// defines its blur radius).
    static func standardDeviation(forRadius radius: CGFloat) -> CGFloat { radius / 2 }

    func draw(_ group: OpaquePointer, color: RGBAColor, radius: CGFloat, offset: CGSize) {
        var scaleX = 1.0, scaleY = 0.0
        cairo_user_to_device_distance(cairo, &scaleX, &scaleY)
        let scale = max(hypot(scaleX, scaleY), 1e-6)
        let sigma = Self.standardDeviation(forRadius: max(radius, 0)) * scale
        let pad = Int((3 * sigma).rounded(.up)) + 1

        // The area that can show anything: the clip, in device pixels.
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        let corners = [(x1, y1), (x2, y1), (x1, y2), (x2, y2)].map { corner -> (Double, Double) in
            var (x, y) = corner
            cairo_user_to_device(cairo, &x, &y)
            return (x, y)
        }
        let minX = Int((corners.map(\.0).min() ?? 0).rounded(.down)) - pad
        let minY = Int((corners.map(\.1).min() ?? 0).rounded(.down)) - pad
        let maxX = Int((corners.map(\.0).max() ?? 0).rounded(.up)) + pad
        let maxY = Int((corners.map(\.1).max() ?? 0).rounded(.up)) + pad
        let width = maxX - minX, height = maxY - minY
        // A shadow larger than 16 megapixels is not drawn rather than exhausting memory.
        guard width > 0, height > 0, width * height <= 16_777_216 else { return }

        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return }
        defer { cairo_surface_destroy(mask) }
        guard let maskContext = cairo_create(mask) else { return }
        // The same user space as the drawing, shifted so the area's corner is the image's origin.
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        matrix.x0 -= Double(minX)
        matrix.y0 -= Double(minY)
        cairo_set_matrix(maskContext, &matrix)
        cairo_translate(maskContext, offset.width, offset.height)
        cairo_set_source(maskContext, group)
        cairo_paint(maskContext)
        cairo_destroy(maskContext)

        cairo_surface_flush(mask)
        if sigma > 0.3, let data = cairo_image_surface_get_data(mask) {
            let stride = Int(cairo_image_surface_get_stride(mask))
            BoxBlur.blur(UnsafeMutableBufferPointer(start: data, count: stride * height), width: width, height: height,
                         stride: stride, sigma: sigma)
        }
        cairo_surface_mark_dirty(mask)

        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        let c = color.clamped
        cairo_set_source_rgba(cairo, c.red, c.green, c.blue, c.alpha)
        cairo_mask_surface(cairo, mask, Double(minX), Double(minY))
        cairo_restore(cairo)
    }
}

/// A Gaussian blur approximated by three box blurs per direction over 8-bit alpha.
enum BoxBlur {
    /// Box widths whose three passes have a variance closest to `sigma`² (Kovesi's construction).
    static func boxes(sigma: CGFloat) -> [Int] {
        let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let upper = lower + 2
        let m = ((12 * sigma * sigma - CGFloat(3 * lower * lower) - CGFloat(4 * 3 * lower) - 9) / CGFloat(-4 * lower - 4)).rounded()
        return (0..<3).map { CGFloat($0) < m ? lower : upper }
    }

    static func blur(_ pixels: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int, stride: Int, sigma: CGFloat) {
        var scratch = [UInt8](repeating: 0, count: max(width, height))
        for box in boxes(sigma: sigma) {
            let r = (box - 1) / 2
            guard r > 0 else { continue }
            for y in 0..<height { pass(pixels, start: y * stride, step: 1, count: width, radius: r, scratch: &scratch) }
            for x in 0..<width { pass(pixels, start: x, step: stride, count: height, radius: r, scratch: &scratch) }
        }
    }

    /// One running-sum box pass along a row or column; outside the image counts as transparent.
    private static func pass(_ pixels: UnsafeMutableBufferPointer<UInt8>, start: Int, step: Int, count: Int, radius: Int,
                             scratch: inout [UInt8]) {
        let window = 2 * radius + 1
        var sum = 0
        for i in 0...min(radius, count - 1) { sum += Int(pixels[start + i * step]) }
        for i in 0..<count {
            scratch[i] = UInt8((sum + window / 2) / window)
            let enter = i + radius + 1, leave = i - radius
            if enter < count { sum += Int(pixels[start + enter * step]) }
            if leave >= 0 { sum -= Int(pixels[start + leave * step]) }
        }
        for i in 0..<count { pixels[start + i * step] = scratch[i] }
    }
}
