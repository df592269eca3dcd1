import CPangoCairo
import CPoppler
import Foundation

/// Draws the first page of a PDF image (an asset catalog's vector image) into pixels with poppler-glib over Cairo.
///
/// A single-scale PDF in an asset catalog is a vector image whose page size is its size in points: one PDF unit
/// (1/72 inch) is one point, and Xcode renders it at 1x, 2x and 3x for the devices, or keeps the vectors with
/// "Preserve Vector Data" (Xcode Help, "Add vector images": https://developer.apple.com/documentation/xcode/adding-images-to-your-xcode-project).
/// Widgetry renders it at ``scale`` pixels per point — the densest scale iPhones have — so the image measures its
/// page size in points and stays sharp at every output scale Widgetry draws (1x–3x).
enum PDFRasterizer {
    /// Pixels per point of the rendered page.
    static let scale = 3

    static func decode(path: String) -> Result<DecodedImage, ImageDecoder.Failure> {
        guard FileManager.default.fileExists(atPath: path) else { return .failure(.missing) }
        var error: UnsafeMutablePointer<GError>?
        guard let uri = g_filename_to_uri(path, nil, &error) else { return .failure(.unreadable(message(error))) }
        defer { g_free(uri) }
        guard let document = poppler_document_new_from_file(uri, nil, &error) else { return .failure(.unreadable(message(error))) }
        defer { g_object_unref(UnsafeMutableRawPointer(document)) }
        guard poppler_document_get_n_pages(document) > 0, let page = poppler_document_get_page(document, 0) else {
            return .failure(.unreadable("the PDF has no page"))
        }
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        var width: Double = 0, height: Double = 0
        poppler_page_get_size(page, &width, &height)
        let pixelWidth = Int((width * Double(scale)).rounded(.up)), pixelHeight = Int((height * Double(scale)).rounded(.up))
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth <= 16_384, pixelHeight <= 16_384 else {
            return .failure(.unreadable("the PDF page is \(width) × \(height) points; a vector image must be between 1 and 5461 points a side"))
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight)) else {
            return .failure(.unreadable("no memory for a \(pixelWidth) × \(pixelHeight) image"))
        }
        defer { cairo_surface_destroy(surface) }
        guard let cairo = cairo_create(surface) else { return .failure(.unreadable("Cairo could not draw the page")) }
        cairo_scale(cairo, Double(scale), Double(scale))
        // poppler-glib's render takes its own cairo_t type; both are the same C struct.
        poppler_page_render(page, cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return .failure(.unreadable("Cairo drew no pixels")) }
        let pixels = [UInt8](UnsafeBufferPointer(start: data, count: stride * pixelHeight))
        return .success(DecodedImage(width: pixelWidth, height: pixelHeight, stride: stride, pixels: pixels))
    }

    private static func message(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "not a PDF" }
        defer { g_error_free(error) }
        return String(cString: error.pointee.message)
    }
}
