import Foundation
import Testing
import WidgetryGraphics
@testable import WidgetryUI

/// Asset catalogs as Xcode lays them out: handed over directly (the front door passes a target's
/// catalogs), and with sets inside group folders.
@Suite struct AssetCatalogFolderTests {
    /// A catalog with `Board/Badge.imageset` (a 2×2 px PNG at @2x) and `Colors/Ink.colorset` (pure red),
    /// both inside group folders.
    private func catalog() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-catalog-\(UUID().uuidString)/Assets.xcassets")
        let imageSet = root.appendingPathComponent("Board/Badge.imageset")
        let colorSet = root.appendingPathComponent("Colors/Ink.colorset")
        for folder in [imageSet, colorSet] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        var list = DisplayList(size: CGSize(width: 2, height: 2))
        list.append(.fill(.rectangle, CGRect(x: 0, y: 0, width: 2, height: 2), .color(.black)))
        try DisplayListRenderer.write(list, to: imageSet.appendingPathComponent("badge@2x.png"), scale: 1)
        try Data(#"{"images":[{"filename":"badge@2x.png","idiom":"universal","scale":"2x"}],"info":{"author":"xcode","version":1}}"#.utf8)
            .write(to: imageSet.appendingPathComponent("Contents.json"))
        try Data(#"{"colors":[{"color":{"color-space":"srgb","components":{"red":"1.000","green":"0.000","blue":"0.000","alpha":"1.000"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#.utf8)
            .write(to: colorSet.appendingPathComponent("Contents.json"))
        return root
    }

    @Test("A catalog folder given directly is searched, groups included")
    func catalogGivenDirectly() throws {
        let root = try catalog()
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let assets = AssetCatalog(directories: [root])
        #expect(assets.image(named: "Badge")?.scale == 2)
        let red = try assets.color(named: "Ink", scheme: .light).get()
        #expect(red.red == 1 && red.green == 0 && red.blue == 0)
    }

    @Test("The folder holding the catalog finds the same sets")
    func catalogInsideFolder() throws {
        let root = try catalog()
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let assets = AssetCatalog(directories: [root.deletingLastPathComponent()])
        #expect(assets.image(named: "Badge") != nil)
        #expect(assets.image(named: "Missing") == nil)
    }
}
