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
