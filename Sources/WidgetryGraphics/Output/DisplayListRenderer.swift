import CPangoCairo
import Foundation

/// Draws ``DisplayList``s as PNG, SVG or PDF, or into a ``RasterImage``.
///
/// Layout is done in points and only the output resolution depends on `scale`, so 1×, 2× and 3× renders
/// of the same list differ only in sharpness.
public enum DisplayListRenderer {
    /// Cairo's limit for an image surface side.
    private static let maximumPixels = 32_767

    /// The encoded file contents. PNG is `ceil(points × scale)` pixels; SVG and PDF pages are
    /// `points × scale` (pixels and PDF points respectively).
    public static func render(_ list: DisplayList, format: OutputFormat, scale: CGFloat, images: ImageStore = .shared) throws -> Data {
        try validate(list.size, scale: scale)
        switch format {
        case .png:
            let (width, height) = try pixelSize(list.size, scale: scale)
            guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
                throw RenderError.cairo("could not create an image surface")
            }
            defer { cairo_surface_destroy(surface) }
            try draw(list, on: surface, scale: scale, images: images)
            return try RasterImage.encodePNG(surface)
        case .svg, .pdf:
            let stream = ByteStream()
            let width = list.size.width * scale
            let height = list.size.height * scale
            let surface: OpaquePointer? = format == .svg
                ? cairo_svg_surface_create_for_stream(ByteStream.write, stream.opaque, width, height)
                : cairo_pdf_surface_create_for_stream(ByteStream.write, stream.opaque, width, height)
            guard let surface else { throw RenderError.cairo("could not create a \(format.rawValue) surface") }
            defer { cairo_surface_destroy(surface) }
            if format == .svg {
                // Cairo 1.16 otherwise writes "pt" sizes, which browsers show at 4/3 of the intended pixels.
                cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
            }
            // A vector surface keeps the glyphs it was given and writes them out when finished: all of it is
            // text work (``PangoEngine/withCurrent(_:)``).
            try PangoEngine.withCurrent { _ in
                try draw(list, on: surface, scale: scale, images: images)
                cairo_surface_finish(surface)
            }
            let status = cairo_surface_status(surface)
            guard status == CAIRO_STATUS_SUCCESS else {
                throw RenderError.cairo(String(cString: cairo_status_to_string(status)))
            }
            return stream.data
        }
    }

    /// A PDF document with one page per list, each page the list's size in PDF points (Core Graphics' PDF contexts,
    /// whose pages may differ in size); an empty array gives no bytes.
    public static func renderPDF(pages: [DisplayList], images: ImageStore = .shared) throws -> Data {
        guard let first = pages.first else { return Data() }
        for page in pages { try validate(page.size, scale: 1) }
        let stream = ByteStream()
        guard let surface = cairo_pdf_surface_create_for_stream(ByteStream.write, stream.opaque, first.size.width, first.size.height) else {
            throw RenderError.cairo("could not create a pdf surface")
        }
        defer { cairo_surface_destroy(surface) }
        try PangoEngine.withCurrent { _ in
            for page in pages {
                // The size applies to the page about to be drawn.
                cairo_pdf_surface_set_size(surface, page.size.width, page.size.height)
                try draw(page, on: surface, scale: 1, images: images)
                cairo_surface_show_page(surface)
            }
            cairo_surface_finish(surface)
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo(String(cString: cairo_status_to_string(status))) }
        return stream.data
    }

    /// Renders to `url` in the format its extension names. The file is written beside the destination
    /// under a temporary name and then renamed over it, so an existing file is never left half-written.
    public static func write(_ list: DisplayList, to url: URL, scale: CGFloat, images: ImageStore = .shared) throws {
        guard let format = OutputFormat(pathExtension: url.pathExtension) else {
            throw RenderError.unknownFormat(url.pathExtension)
        }
        let data = try render(list, format: format, scale: scale, images: images)
        let destination = url.standardizedFileURL
        let temporary = destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try data.write(to: temporary)
        } catch {
            throw RenderError.cannotWrite(path: destination.path, reason: error.localizedDescription)
        }
        guard rename(temporary.path, destination.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw RenderError.cannotWrite(path: destination.path, reason: reason)
        }
    }

    /// The list drawn into a bitmap of `ceil(points × scale)` pixels. Unusable sizes or scales give an
    /// empty (0 × 0) image and a warning rather than a crash.
    public static func rasterize(_ list: DisplayList, scale: CGFloat, images: ImageStore = .shared) -> RasterImage {
        do {
            try validate(list.size, scale: scale)
            let (width, height) = try pixelSize(list.size, scale: scale)
            guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
                throw RenderError.cairo("could not create an image surface")
            }
            defer { cairo_surface_destroy(surface) }
            try draw(list, on: surface, scale: scale, images: images)
            return PixelConversion.straightRGBA(from: surface)
        } catch {
            // `DisplayListCheck.findings(in:scale:)` names the unusable size or scale.
            return RasterImage(width: 0, height: 0, rgba: [])
        }
    }

    /// Draws `list` into a new bitmap and discards it: the drawing cost alone, which the benchmarks compare
    /// with the same drawing done by direct Cairo and Pango calls.
    @_spi(Benchmarks) public static func drawDiscardingPixels(_ list: DisplayList, scale: CGFloat, images: ImageStore = .shared) throws {
        try validate(list.size, scale: scale)
        let (width, height) = try pixelSize(list.size, scale: scale)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw RenderError.cairo("could not create an image surface")
        }
        defer { cairo_surface_destroy(surface) }
        try draw(list, on: surface, scale: scale, images: images)
        cairo_surface_flush(surface)
    }

    static func validate(_ size: CGSize, scale: CGFloat) throws {
        guard scale.isFinite, scale > 0 else { throw RenderError.invalidScale(scale) }
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw RenderError.invalidSize(size)
        }
    }

    private static func pixelSize(_ size: CGSize, scale: CGFloat) throws -> (Int, Int) {
        // The tolerance keeps 364 pt × 3 at 1092 px even when the product carries a rounding error.
        func pixels(_ points: CGFloat) -> CGFloat { (points * scale - 1e-9).rounded(.up) }
        let width = pixels(size.width), height = pixels(size.height)
        guard width <= CGFloat(maximumPixels), height <= CGFloat(maximumPixels) else {
            throw RenderError.tooLarge(width: Int(min(width, 1e9)), height: Int(min(height, 1e9)))
        }
        return (max(1, Int(width)), max(1, Int(height)))
    }

    private static func draw(_ list: DisplayList, on surface: OpaquePointer, scale: CGFloat, images: ImageStore) throws {
        guard let cairo = cairo_create(surface) else { throw RenderError.cairo("could not create a context") }
        defer { cairo_destroy(cairo) }
        cairo_scale(cairo, scale, scale)
        DisplayListPainter(cairo: cairo, images: images).paint(list)
        let status = cairo_status(cairo)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo(String(cString: cairo_status_to_string(status)))
        }
    }
}
