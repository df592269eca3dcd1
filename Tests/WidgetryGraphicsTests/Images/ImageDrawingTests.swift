import CGdkPixbuf
import Foundation
import Testing
import WidgetryFindings
import WidgetryGraphics

@Suite("Images")
struct ImageDrawingTests {
    let blue = RGBAColor(red: 0, green: 0, blue: 1)

    /// A 40 × 20 (2:1) solid blue PNG written with RasterImage.
    func writeBluePNG(in folder: URL) throws -> String {
        let pixels = [UInt8]((0..<(40 * 20)).flatMap { _ in [0, 0, 255, 255] as [UInt8] })
        let url = folder.appendingPathComponent("blue.png")
        try RasterImage(width: 40, height: 20, rgba: pixels).pngData().write(to: url)
        return url.path
    }

    func draw(_ path: String, mode: ImageContentMode) -> RasterImage {
        DisplayListRenderer.rasterize(
            DisplayList(size: CGSize(width: 30, height: 30),
                        commands: [.image(path: path, CGRect(x: 0, y: 0, width: 20, height: 20), mode)]),
            scale: 1)
    }

    @Test("Aspect fit letterboxes a 2:1 image in a square; fill covers and crops it")
    func fitAndFill() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try writeBluePNG(in: folder)
        #expect(try ImageStore().pixelSize(ofImageAt: path).get() == CGSize(width: 40, height: 20))

        // Fit scales 40 × 20 by 0.5 to 20 × 10, centred: rows 5..<15 are blue, rows 0..<5 empty.
        let fit = draw(path, mode: .fit)
        #expect(fit.color(atX: 10, y: 10).isClose(to: blue))
        #expect(fit.color(atX: 10, y: 2).alpha == 0)
        #expect(fit.color(atX: 10, y: 17).alpha == 0)

        // Fill scales by 1 to 40 × 20, covering the 20 × 20 rect and cropped to it.
        let fill = draw(path, mode: .fill)
        #expect(fill.color(atX: 10, y: 2).isClose(to: blue))
        #expect(fill.color(atX: 10, y: 17).isClose(to: blue))
        #expect(fill.color(atX: 25, y: 10).alpha == 0)

        // Stretch fills the rect exactly as well.
        #expect(draw(path, mode: .stretch).color(atX: 10, y: 2).isClose(to: blue))
    }

    @Test("A JPEG saved by gdk-pixbuf decodes, with its size")
    func jpeg() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("green.jpg").path
        let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, 30, 60)!
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        gdk_pixbuf_fill(pixbuf, 0x00FF_00FF)  // opaque green, as 0xRRGGBBAA
        var error: UnsafeMutablePointer<GError>?
        #expect(gdk_pixbuf_savev(pixbuf, path, "jpeg", nil, nil, &error) != 0)
        #expect(try ImageStore().pixelSize(ofImageAt: path).get() == CGSize(width: 30, height: 60))

        // Fit puts the 1:2 image in a 20 × 20 rect at 10 × 20, centred: columns 5..<15.
        let image = draw(path, mode: .fit)
        let centre = image.color(atX: 10, y: 10)
        #expect(centre.green > 0.9 && centre.red < 0.1 && centre.blue < 0.1)
        #expect(image.color(atX: 2, y: 10).alpha == 0)
    }

    @Test("A missing image draws a grey placeholder and warns")
    func missingImage() {
        let path = "/nonexistent/widgetry-\(UUID().uuidString).png"
        guard case .failure(let problem) = ImageStore().pixelSize(ofImageAt: path) else { Issue.record("a missing file has no size"); return }
        #expect(problem.finding.kind == .missingImage && problem.finding.message.contains(path))
        let image = draw(path, mode: .fit)
        // Off the diagonals and the centred file name, the placeholder is its opaque light grey.
        let grey = image.color(atX: 6, y: 2)
        #expect(grey.alpha == 1)
        #expect(abs(grey.red - grey.green) < 0.01 && grey.red > 0.7 && grey.red < 0.95)
        #expect(image.color(atX: 25, y: 25).alpha == 0)
    }

    @Test("A file that is not an image is reported as unreadable")
    func unreadableImage() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("broken.png")
        try Data("not a png".utf8).write(to: url)
        guard case .failure(let problem) = ImageStore().pixelSize(ofImageAt: url.path) else { Issue.record("a broken file has no size"); return }
        #expect(problem.finding.kind == .unreadableImage && problem.finding.message.contains(url.path))
        #expect(draw(url.path, mode: .fill).color(atX: 6, y: 2).alpha == 1)
    }
}

/// `colorMultiply(_:)` on images: the painter multiplies each pixel by the open multiply groups' colours.
@Suite struct MultipliedImageTests {
    /// A 10 × 10 PNG of one colour (straight RGBA bytes).
    func writePNG(_ rgba: [UInt8], in folder: URL) throws -> String {
        let url = folder.appendingPathComponent("swatch.png")
        try RasterImage(width: 10, height: 10, rgba: [UInt8]((0..<100).flatMap { _ in rgba })).pngData().write(to: url)
        return url.path
    }

    func draw(_ path: String, in groups: [RenderingGroup]) -> RGBAColor {
        let image = DrawCommand.image(path: path, CGRect(x: 0, y: 0, width: 10, height: 10), .stretch)
        let commands = groups.map { DrawCommand.beginGroup($0) } + [image] + groups.map { _ in DrawCommand.endGroup }
        return DisplayListRenderer.rasterize(DisplayList(size: CGSize(width: 10, height: 10), commands: commands), scale: 1).color(atX: 5, y: 5)
    }

    @Test("A white image multiplied by purple is purple; nested groups multiply again; alpha is multiplied too")
    func multipliesPixels() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let white = try writePNG([255, 255, 255, 255], in: folder)
        let purple = RGBAColor(red: 0.6, green: 0.2, blue: 0.8)
        #expect(draw(white, in: [.multiplied(purple)]).isClose(to: purple))
        // 0.6 × 0.5 = 0.3, 0.2 × 0.5 = 0.1, 0.8 × 0.5 = 0.4.
        let grey = RGBAColor(red: 0.5, green: 0.5, blue: 0.5)
        #expect(draw(white, in: [.multiplied(purple), .multiplied(grey)]).isClose(to: RGBAColor(red: 0.3, green: 0.1, blue: 0.4)))
        // A half-transparent factor halves the alpha and keeps the (straight) colour.
        #expect(draw(white, in: [.multiplied(RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5))]).isClose(to: RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5)))
        // Outside a group the image keeps its colours.
        #expect(draw(white, in: []).isClose(to: RGBAColor(red: 1, green: 1, blue: 1)))
    }
}
