import Foundation
import FoundationXML
import Testing
import WidgetryGraphics

@Suite("PNG, SVG and PDF output")
struct OutputFileTests {
    /// A widget-sized list: 364 × 170 pt, the medium widget on a 6.7" iPhone.
    let list = DisplayList(size: CGSize(width: 364, height: 170), background: .white, commands: [
        .fill(.roundedRectangle(cornerRadius: 20, continuous: true), CGRect(x: 16, y: 16, width: 332, height: 138),
              .color(RGBAColor(red: 0.2, green: 0.4, blue: 0.9))),
        .text(AttributedText("Today", font: FontSpec(size: 17, weight: 600)), TextLayoutOptions(width: 300),
              CGRect(x: 24, y: 24, width: 300, height: 30)),
    ])

    @Test("PNG has ceil(points × scale) pixels", arguments: [1, 2, 3] as [CGFloat])
    func pngSize(_ scale: CGFloat) throws {
        let image = try RasterImage.decodePNG(DisplayListRenderer.render(list, format: .png, scale: scale))
        #expect(image.width == Int(364 * scale) && image.height == Int(170 * scale))
        // The background is opaque white in the corner.
        #expect(image.color(atX: 0, y: 0).isClose(to: .white))
        // 10.5 pt at 3x is 31.5 px, rounded up to 32.
        let odd = DisplayList(size: CGSize(width: 10.5, height: 1), background: .white)
        #expect(try RasterImage.decodePNG(DisplayListRenderer.render(odd, format: .png, scale: 3)).width == 32)
    }

    @Test("SVG parses as XML with width and height of points × scale", arguments: [1, 2, 3] as [CGFloat])
    func svgSize(_ scale: CGFloat) throws {
        let data = try DisplayListRenderer.render(list, format: .svg, scale: scale)
        let root = try XMLDocument(data: data).rootElement()!
        #expect(root.name == "svg")
        func number(_ name: String) -> Double? {
            // Looked up by name in the list: FoundationXML's attribute(forName:) misses attributes of a
            // namespaced root element on Linux.
            root.attributes?.first { $0.name == name }?.stringValue.flatMap { Double($0.replacingOccurrences(of: "px", with: "")) }
        }
        #expect(number("width") == Double(364 * scale))
        #expect(number("height") == Double(170 * scale))
    }

    @Test("PDF starts with %PDF and its MediaBox is points × scale", arguments: [1, 2, 3] as [CGFloat])
    func pdfSize(_ scale: CGFloat) throws {
        let data = try DisplayListRenderer.render(list, format: .pdf, scale: scale)
        #expect(data.starts(with: Data("%PDF".utf8)))
        let text = String(decoding: data, as: UTF8.self)
        let expected = "/MediaBox [ 0 0 \(Int(364 * scale)) \(Int(170 * scale)) ]"
        #expect(text.contains(expected))
    }

    @Test("Files are written in the format their extension names, replacing what was there")
    func writeFiles() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("widget.png")
        try Data("old contents".utf8).write(to: png)
        try DisplayListRenderer.write(list, to: png, scale: 2)
        let decoded = try RasterImage.decodePNG(Data(contentsOf: png))
        #expect(decoded.width == 728 && decoded.height == 340)
        try DisplayListRenderer.write(list, to: folder.appendingPathComponent("widget.SVG"), scale: 1)
        try DisplayListRenderer.write(list, to: folder.appendingPathComponent("widget.pdf"), scale: 1)
        // Only the three files remain: no temporary files are left behind.
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["widget.SVG", "widget.pdf", "widget.png"])
    }

    @Test("An unknown extension throws an error naming the supported formats")
    func unknownExtension() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let error = #expect(throws: RenderError.self) {
            try DisplayListRenderer.write(list, to: folder.appendingPathComponent("widget.bmp"), scale: 1)
        }
        let message = error?.description ?? ""
        #expect(message.contains("bmp") && message.contains(".png") && message.contains(".svg") && message.contains(".pdf"))
    }

    @Test("Bad sizes and scales throw instead of crashing")
    func badSizes() {
        #expect(throws: RenderError.invalidScale(0)) { try DisplayListRenderer.render(list, format: .png, scale: 0) }
        let empty = DisplayList(size: CGSize(width: 0, height: 10))
        #expect(throws: RenderError.invalidSize(empty.size)) { try DisplayListRenderer.render(empty, format: .pdf, scale: 1) }
        #expect(DisplayListRenderer.rasterize(DisplayList(size: CGSize(width: CGFloat.nan, height: 1)), scale: 1).width == 0)
    }

    @Test("A raster image survives a PNG round trip")
    func pngRoundTrip() throws {
        // Opaque pixels round-trip exactly; premultiplying a half-transparent one loses at most one step.
        let original = RasterImage(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 100, 200, 128])
        let decoded = try RasterImage.decodePNG(original.pngData())
        #expect(decoded.width == 2 && decoded.height == 1)
        #expect(Array(decoded.rgba[0..<4]) == [255, 0, 0, 255])
        #expect(zip(decoded.rgba[4...], original.rgba[4...]).allSatisfy { abs(Int($0) - Int($1)) <= 1 })
        #expect(throws: RenderError.self) { try RasterImage.decodePNG(Data("nope".utf8)) }
    }
}
