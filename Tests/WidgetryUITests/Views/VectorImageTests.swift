import Foundation
import Testing
import WidgetryGraphics
@testable import WidgetryUI

/// PDF (vector) images from an asset catalog: drawn at their page size in points, tinted when the catalog
/// renders them as templates.
@Suite struct VectorImageTests {
    let red = RGBAColor(red: 1, green: 0, blue: 0)
    let blue = RGBAColor(red: 0, green: 0, blue: 1)

    /// A catalog with one image set holding `name.pdf`: a 20 × 10 pt page whose left half (10 × 10 pt) is red and
    /// whose right half is empty, written by Cairo's PDF back end (Widgetry's own renderer) — one PDF unit per point.
    private func catalog(_ name: String, properties: [String: Any]) throws -> (AssetCatalog, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-vector-\(UUID().uuidString)")
        let set = folder.appendingPathComponent("Assets.xcassets/\(name).imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let page = DisplayList(size: CGSize(width: 20, height: 10), commands: [.fill(.rectangle, CGRect(x: 0, y: 0, width: 10, height: 10), .color(red))])
        try DisplayListRenderer.write(page, to: set.appendingPathComponent("\(name).pdf"), scale: 1)
        // As Xcode writes a single-scale PDF set: one universal entry without a scale, and the set's properties.
        let contents: [String: Any] = ["images": [["filename": "\(name).pdf", "idiom": "universal"]],
                                       "info": ["author": "xcode", "version": 1], "properties": properties]
        try JSONSerialization.data(withJSONObject: contents).write(to: set.appendingPathComponent("Contents.json"))
        return (AssetCatalog(directories: [folder]), folder)
    }

    private func draw(_ view: some View, catalog: AssetCatalog) -> (LayoutResult, RasterImage) {
        let result = layout(view, width: 40, height: 20) { $0.assetCatalog = catalog }
        return (result, DisplayListRenderer.rasterize(result.displayList(), scale: 2))
    }

    @Test("A single-scale PDF measures its page in points (20 × 10) and its pixels are drawn where the page has them")
    func drawnAtPageSize() throws {
        let (assets, folder) = try catalog("Logo", properties: ["preserves-vector-representation": true])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (result, image) = draw(Image("Logo").frame(width: 40, height: 20, alignment: .topLeading), catalog: assets)
        #expect(result.findings.isEmpty, "\(result.findings)")
        let frame = result.frame("Image(\"Logo\")")
        #expect(frame.size == CGSize(width: 20, height: 10))
        // At 2 pixels per point: the page's red half is x 0..<20 px, y 0..<20 px; its empty half x 20..<40 px.
        #expect(image.color(atX: 10, y: 10).isClose(to: red))
        #expect(image.color(atX: 30, y: 10).alpha == 0)
        // Below the 10 pt image nothing is drawn.
        #expect(image.color(atX: 10, y: 30).alpha == 0)
        // Decoded at the vector scale: 3 pixels per point, 60 × 30 pixels.
        let asset = try #require(assets.image(named: "Logo"))
        #expect(asset.scale == 3)
        #expect(try assets.images.pixelSize(ofImageAt: asset.path).get() == CGSize(width: 60, height: 30))
    }

    @Test("A resizable vector image scales to the frame it is given: 40 × 20 pt, red on its left half")
    func resizable() throws {
        let (assets, folder) = try catalog("Logo", properties: [:])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (_, image) = draw(Image("Logo").resizable().frame(width: 40, height: 20), catalog: assets)
        // 80 × 40 px: red where x < 40 px, empty beyond.
        #expect(image.color(atX: 20, y: 20).isClose(to: red))
        #expect(image.color(atX: 60, y: 20).alpha == 0)
    }

    @Test("Render As Template (template-rendering-intent) draws the shape in the foreground colour; .original keeps its own")
    func templateTint() throws {
        let (assets, folder) = try catalog("Glyph", properties: ["template-rendering-intent": "template"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(assets.image(named: "Glyph")?.isTemplate == true)
        let (_, tinted) = draw(Image("Glyph").foregroundStyle(blue.swiftUIColor).frame(width: 40, height: 20, alignment: .topLeading), catalog: assets)
        #expect(tinted.color(atX: 10, y: 10).isClose(to: blue))
        #expect(tinted.color(atX: 30, y: 10).alpha == 0)
        let (_, original) = draw(Image("Glyph").renderingMode(.original).foregroundStyle(blue.swiftUIColor)
            .frame(width: 40, height: 20, alignment: .topLeading), catalog: assets)
        #expect(original.color(atX: 10, y: 10).isClose(to: red))
        // An image the catalog does not mark can be made a template in code.
        let (plainAssets, plainFolder) = try catalog("Logo", properties: [:])
        defer { try? FileManager.default.removeItem(at: plainFolder) }
        let (_, coded) = draw(Image("Logo").renderingMode(.template).foregroundStyle(blue.swiftUIColor)
            .frame(width: 40, height: 20, alignment: .topLeading), catalog: plainAssets)
        #expect(coded.color(atX: 10, y: 10).isClose(to: blue))
    }
}

private extension RGBAColor {
    var swiftUIColor: Color { Color(red: red, green: green, blue: blue, opacity: alpha) }
}

private extension RGBAColor {
    /// Within 2 % per channel: antialiasing at the page's edges and 8-bit rounding, nothing more.
    func isClose(to other: RGBAColor, tolerance: Double = 0.02) -> Bool {
        abs(red - other.red) <= tolerance && abs(green - other.green) <= tolerance && abs(blue - other.blue) <= tolerance
            && abs(alpha - other.alpha) <= tolerance
    }
}
