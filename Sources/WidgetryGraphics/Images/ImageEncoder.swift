import CGdkPixbuf
import Foundation

/// Encodes image files as JPEG with gdk-pixbuf, for UIKit's `UIImage.jpegData(compressionQuality:)`
/// (Cairo writes only PNG).
public enum ImageEncoder {
    /// The image at `path` as JPEG bytes at `quality` 0…1 (gdk-pixbuf's 0…100 scale); `nil` when the file is
    /// missing or not an image. JPEG has no alpha: transparent pixels keep their colour channels, as UIKit's
    /// encoder drops alpha.
    public static func jpegData(ofImageAt path: String, quality: Double) -> Data? {
        guard let pixbuf = gdk_pixbuf_new_from_file(path, nil) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        // The JPEG writer refuses four channels on older gdk-pixbuf; drop alpha by copying into an RGB pixbuf.
        let rgb: OpaquePointer
        if gdk_pixbuf_get_has_alpha(pixbuf) != 0 {
            let width = gdk_pixbuf_get_width(pixbuf), height = gdk_pixbuf_get_height(pixbuf)
            guard let copy = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, width, height) else { return nil }
            let fromStride = Int(gdk_pixbuf_get_rowstride(pixbuf)), toStride = Int(gdk_pixbuf_get_rowstride(copy))
            let from = gdk_pixbuf_read_pixels(pixbuf)!, to = gdk_pixbuf_get_pixels(copy)!
            for y in 0..<Int(height) {
                for x in 0..<Int(width) {
                    for c in 0..<3 { to[y * toStride + x * 3 + c] = from[y * fromStride + x * 4 + c] }
                }
            }
            rgb = copy
        } else {
            rgb = pixbuf
            g_object_ref(UnsafeMutableRawPointer(pixbuf))
        }
        defer { g_object_unref(UnsafeMutableRawPointer(rgb)) }
        let percent = String(Int((min(max(quality.isFinite ? quality : 1, 0), 1) * 100).rounded()))
        var buffer: UnsafeMutablePointer<gchar>?
        var size: gsize = 0
        let saved = "quality".withCString { key in
            percent.withCString { value in
                var keys: [UnsafeMutablePointer<gchar>?] = [UnsafeMutablePointer(mutating: key), nil]
                var values: [UnsafeMutablePointer<gchar>?] = [UnsafeMutablePointer(mutating: value), nil]
                return gdk_pixbuf_save_to_bufferv(rgb, &buffer, &size, "jpeg", &keys, &values, nil)
            }
        }
        guard saved != 0, let buffer else { return nil }
        defer { g_free(buffer) }
        return Data(bytes: buffer, count: Int(size))
    }
}
