import Foundation
import Testing
import WidgetryFindings
@testable import WidgetryGraphics

@Suite("Drawing display lists")
struct DisplayListRendererTests {
    let red = RGBAColor(red: 1, green: 0, blue: 0)

    @Test("A red rectangle's pixels are red at 2x and the rest stays transparent")
    func redRectangle() {
        let list = DisplayList(size: CGSize(width: 40, height: 40),
                               commands: [.fill(.rectangle, CGRect(x: 10, y: 10, width: 20, height: 20), .color(red))])
        let image = DisplayListRenderer.rasterize(list, scale: 2)
        #expect(image.width == 80 && image.height == 80)
        // The rectangle covers pixels 20..<60 at 2x.
        #expect(image.color(atX: 20, y: 20).isClose(to: red))
        #expect(image.color(atX: 59, y: 59).isClose(to: red))
        #expect(image.color(atX: 19, y: 40).alpha == 0)
        #expect(image.color(atX: 60, y: 40).alpha == 0)
    }

    @Test("Clipping keeps pixels outside the clip transparent")
    func clipping() {
        let list = DisplayList(size: CGSize(width: 20, height: 20), commands: [
            .beginClip(.rectangle, CGRect(x: 0, y: 0, width: 10, height: 10)),
            .fill(.rectangle, CGRect(x: 0, y: 0, width: 20, height: 20), .color(red)),
            .endClip,
            .fill(.rectangle, CGRect(x: 15, y: 0, width: 5, height: 5), .color(.black)),
        ])
        let image = DisplayListRenderer.rasterize(list, scale: 1)
        #expect(image.color(atX: 5, y: 5).isClose(to: red))
        #expect(image.color(atX: 12, y: 12).alpha == 0)
        #expect(image.color(atX: 5, y: 15).alpha == 0)
        // The clip ended, so the later fill outside it is drawn.
        #expect(image.color(atX: 17, y: 2).isClose(to: .black))
    }

    @Test("Layer opacity halves alpha once for overlapping shapes")
    func layerOpacity() {
        let list = DisplayList(size: CGSize(width: 10, height: 10), commands: [
            .beginLayer(opacity: 0.5),
            .fill(.rectangle, CGRect(x: 0, y: 0, width: 10, height: 10), .color(red)),
            .fill(.rectangle, CGRect(x: 0, y: 0, width: 5, height: 10), .color(red)),
            .endLayer,
        ])
        let image = DisplayListRenderer.rasterize(list, scale: 1)
        // Group opacity composites the layer once: 0.5, also where the two fills overlap (not 0.75).
        #expect(abs(image.color(atX: 2, y: 5).alpha - 0.5) < 0.01)
        #expect(abs(image.color(atX: 7, y: 5).alpha - 0.5) < 0.01)
        #expect(image.color(atX: 7, y: 5).isClose(to: red.withAlpha(0.5)))
    }

    @Test("Rounded corners leave the corner pixel empty and the middle of each edge filled",
          arguments: [ShapeKind.roundedRectangle(cornerRadius: 10, continuous: false),
                      .roundedRectangle(cornerRadius: 10, continuous: true), .capsule, .ellipse])
    func roundedShapes(_ shape: ShapeKind) {
        let list = DisplayList(size: CGSize(width: 40, height: 40),
                               commands: [.fill(shape, CGRect(x: 0, y: 0, width: 40, height: 40), .color(red))])
        let image = DisplayListRenderer.rasterize(list, scale: 1)
        #expect(image.color(atX: 0, y: 0).alpha == 0)
        #expect(image.color(atX: 20, y: 1).alpha > 0.9)
        #expect(image.color(atX: 1, y: 20).alpha > 0.9)
        #expect(image.color(atX: 20, y: 20).isClose(to: red))
    }

    @Test("A left-to-right gradient goes from its first colour to its last")
    func gradient() {
        let blue = RGBAColor(red: 0, green: 0, blue: 1)
        let paint = Paint.linearGradient(stops: [GradientStop(color: red, location: 0), GradientStop(color: blue, location: 1)],
                                         start: CGPoint(x: 0, y: 0.5), end: CGPoint(x: 1, y: 0.5))
        let image = DisplayListRenderer.rasterize(
            DisplayList(size: CGSize(width: 100, height: 10), commands: [.fill(.rectangle, CGRect(x: 0, y: 0, width: 100, height: 10), paint)]),
            scale: 1)
        let left = image.color(atX: 0, y: 5), right = image.color(atX: 99, y: 5), middle = image.color(atX: 50, y: 5)
        #expect(left.red > 0.95 && left.blue < 0.05)
        #expect(right.blue > 0.95 && right.red < 0.05)
        #expect(abs(middle.red - 0.5) < 0.02 && abs(middle.blue - 0.5) < 0.02)
    }

    @Test("Commands with NaN or infinite geometry are skipped and reported; the rest is drawn")
    func nonFiniteGeometry() {
        let list = DisplayList(size: CGSize(width: 10, height: 10), commands: [
            .fill(.rectangle, CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), .color(.black)),
            .beginClip(.rectangle, CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)),
            .stroke(.ellipse, CGRect(x: 0, y: 0, width: 10, height: 10), .color(.black), lineWidth: .nan),
            .endClip,
            .fill(.rectangle, CGRect(x: 0, y: 0, width: 10, height: 10), .color(red)),
        ])
        let image = DisplayListRenderer.rasterize(list, scale: 1)
        #expect(image.color(atX: 5, y: 5).isClose(to: red))
        // The drawing step's findings name what was skipped: the NaN stroke, in the cell's findings.
        let findings = DisplayListCheck.findings(in: list)
        #expect(findings.contains { $0.kind == .invalidValue && $0.message.contains("stroke") })
    }

    @Test("Text lays out identically at 1x, 2x and 3x")
    func textScaleInvariance() {
        let text = AttributedText("Widgetry 今天 lays out text", font: inter(17))
        let options = TextLayoutOptions(width: 120, maxLines: 2)
        let measured = uncachedMeasurer.measure(text, options: options)
        var boxes: [(CGFloat, CGFloat, CGFloat, CGFloat)] = []
        for scale in [1, 2, 3] as [CGFloat] {
            let list = DisplayList(size: CGSize(width: 140, height: 70),
                                   commands: [.text(text, options, CGRect(x: 10, y: 10, width: 120, height: 60))])
            let ink = inkBounds(of: DisplayListRenderer.rasterize(list, scale: scale))!
            boxes.append((CGFloat(ink.minX) / scale, CGFloat(ink.minY) / scale,
                          CGFloat(ink.maxX + 1) / scale, CGFloat(ink.maxY + 1) / scale))
            // Ink stays inside the measured box placed at (10, 10), give or take antialiasing.
            #expect(CGFloat(ink.maxX + 1) / scale <= 10 + measured.size.width + 1)
            #expect(CGFloat(ink.maxY + 1) / scale <= 10 + measured.size.height + 1)
        }
        // Same layout: ink edges agree to within one 1x pixel (antialiasing differs by resolution).
        for box in boxes.dropFirst() {
            #expect(abs(box.0 - boxes[0].0) <= 1 && abs(box.1 - boxes[0].1) <= 1)
            #expect(abs(box.2 - boxes[0].2) <= 1 && abs(box.3 - boxes[0].3) <= 1)
        }
    }

    @Test("Centred text is drawn in the middle of its width")
    func centredText() {
        let text = AttributedText("Mid", font: inter(20))
        let list = DisplayList(size: CGSize(width: 200, height: 40), commands: [
            .text(text, TextLayoutOptions(width: 200, alignment: .center), CGRect(x: 0, y: 0, width: 200, height: 40)),
        ])
        let ink = inkBounds(of: DisplayListRenderer.rasterize(list, scale: 1))!
        // Glyph side bearings are small: the ink's centre is within 2 pt of the middle (100 pt).
        #expect(abs(CGFloat(ink.minX + ink.maxX + 1) / 2 - 100) < 2)
    }

    @Test("A symbol placeholder draws in its colour inside its rectangle")
    func symbolPlaceholder() {
        let list = DisplayList(size: CGSize(width: 40, height: 40),
                               commands: [.symbolPlaceholder(name: "cloud.sun.fill", CGRect(x: 10, y: 10, width: 20, height: 20), red)])
        let image = DisplayListRenderer.rasterize(list, scale: 2)
        let ink = inkBounds(of: image)!
        #expect(ink.minX >= 20 && ink.maxX < 60 && ink.minY >= 20 && ink.maxY < 60)
        // The outline runs along the middle of the left edge.
        #expect(image.color(atX: 21, y: 40).red > 0.9)
    }

    @Test("renderPDF writes one page per list, each its own size, and the first page draws what its list holds")
    func pdfPages() throws {
        let first = DisplayList(size: CGSize(width: 20, height: 10), commands: [.fill(.rectangle, CGRect(x: 0, y: 0, width: 10, height: 10), .color(red))])
        let second = DisplayList(size: CGSize(width: 50, height: 80))
        let data = try DisplayListRenderer.renderPDF(pages: [first, second])
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("/MediaBox [ 0 0 20 10 ]") && text.contains("/MediaBox [ 0 0 50 80 ]"))
        #expect(try DisplayListRenderer.renderPDF(pages: []).isEmpty)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-pages-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: file) }
        try data.write(to: file)
        let page = try PDFRasterizer.decode(path: file.path).get()
        // The first page at 3 pixels per point: 60 × 30, its left half red.
        #expect(page.width == 60 && page.height == 30)
        let leftPixel = 15 * page.stride + 10 * 4, rightPixel = 15 * page.stride + 50 * 4
        // Cairo's ARGB32 bytes are B, G, R, A on little-endian machines.
        #expect(page.pixels[leftPixel + 2] == 255 && page.pixels[leftPixel + 3] == 255)
        #expect(page.pixels[rightPixel + 3] == 0)
    }
}
