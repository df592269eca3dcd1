import Foundation
import Testing
import WidgetryXcode
@testable import WidgetryFrontDoor

/// The symbols Xcode 15+ generates from asset catalogs, so `Color(.brand)` and `.foregroundStyle(.brand)` compile.
@Suite struct AssetSymbolGeneratorTests {
    /// An asset catalog with `sets` (paths such as "BrandColor.colorset") and namespace folders.
    private func catalog(_ sets: [String], namespaces: [String] = []) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-assets-\(UUID().uuidString)/Assets.xcassets")
        for set in sets {
            let url = root.appendingPathComponent(set)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try Data(#"{"info":{"author":"xcode","version":1}}"#.utf8).write(to: url.appendingPathComponent("Contents.json"))
        }
        for folder in namespaces {
            try Data(#"{"properties":{"provides-namespace":true}}"#.utf8)
                .write(to: root.appendingPathComponent(folder).appendingPathComponent("Contents.json"))
        }
        return root
    }

    @Test("Names as Xcode writes them: lower camel case, no trailing Color or Image, leading capitals lowered")
    func names() {
        #expect(AssetSymbolGenerator.symbolName(for: ["BrandColor"], kind: .color) == "brand")
        #expect(AssetSymbolGenerator.symbolName(for: ["AccentColor"], kind: .color) == "accent")
        #expect(AssetSymbolGenerator.symbolName(for: ["widget-background"], kind: .color) == "widgetBackground")
        #expect(AssetSymbolGenerator.symbolName(for: ["URLIcon"], kind: .image) == "urlIcon")
        #expect(AssetSymbolGenerator.symbolName(for: ["App Logo Image"], kind: .image) == "appLogo")
        #expect(AssetSymbolGenerator.symbolName(for: ["Icons", "Fern"], kind: .image) == "iconsFern")
        #expect(AssetSymbolGenerator.symbolName(for: ["2x2"], kind: .image) == "_2x2")
        // "Color" alone keeps its name: nothing would be left.
        #expect(AssetSymbolGenerator.symbolName(for: ["Color"], kind: .color) == "color")
    }

    @Test("Resource symbols for every set; members on Color, ShapeStyle, UIColor, UIImage except system and user names")
    func source() throws {
        let url = try catalog(["BrandColor.colorset", "Red.colorset", "TileColor.colorset", "Fern.imageset", "Icons/Leaf.imageset"],
                              namespaces: ["Icons"])
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let assets = AssetSymbolGenerator.assets(in: [url])
        #expect(assets.map(\.name) == ["BrandColor", "Red", "TileColor", "Fern", "Icons/Leaf"])
        // The code declares `static let tile = Color("TileColor")` itself (written before Xcode 15).
        let declared = AssetSymbolGenerator.declaredStaticNames(in: ["extension Color {\n    static let tile = Color(\"TileColor\")\n    static let count = 3\n}"])
        #expect(declared == ["tile"])
        // A colour of a type nested in an extension (`UIColor.BackColors.backDefault`) does not clash with `UIColor.backDefault`.
        #expect(AssetSymbolGenerator.declaredStaticNames(in: [
            "extension UIColor {\n    enum BackColors {\n        static let backDefault = UIColor(named: \"BackDefault\")\n    }\n}",
        ]).isEmpty)
        let source = try #require(AssetSymbolGenerator.source(for: assets, extensions: true, declaredNames: declared))
        #expect(source.contains(#"static let brand = ColorResource(name: "BrandColor")"#))
        #expect(source.contains(#"static let tile = ColorResource(name: "TileColor")"#))
        #expect(source.contains(#"static let iconsLeaf = ImageResource(name: "Icons/Leaf")"#))
        #expect(source.contains("static var brand: Color { Color(ColorResource.brand) }"))
        #expect(source.contains("static var brand: UIColor { UIColor(resource: ColorResource.brand) }"))
        #expect(source.contains("static var fern: UIImage { UIImage(resource: ImageResource.fern) }"))
        // `Color.red` is SwiftUI's; `tile` is the code's own: neither gets a member, both keep their resource.
        #expect(source.contains(#"static let red = ColorResource(name: "Red")"#))
        #expect(!source.contains("static var red:"))
        #expect(!source.contains("static var tile:"))
        // Without the extensions setting only the resources are written.
        let plain = try #require(AssetSymbolGenerator.source(for: assets, extensions: false, declaredNames: []))
        #expect(!plain.contains("extension Color {") && plain.contains("extension ImageResource {"))
        #expect(AssetSymbolGenerator.source(for: [], extensions: true, declaredNames: []) == nil)
    }

    @Test("A catalog --assets adds generates symbols too, as Xcode does for every catalog of the target; files named one by one bring none")
    func catalogFromTheCommandLine() throws {
        let url = try catalog(["IconWhite.imageset"])
        let root = url.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("Widget.swift")
        try Data("import SwiftUI\nlet icon = Image(.iconWhite)\n".utf8).write(to: file)
        #expect(try FrontDoor.targetSources(for: FrontDoorRequest(sources: [file])).assetCatalogs.isEmpty)
        let target = try FrontDoor.targetSources(for: FrontDoorRequest(sources: [file], assets: [url]))
        #expect(target.assetCatalogs == [url.standardizedFileURL])
        #expect(AssetSymbolGenerator.assets(in: target.assetCatalogs).map(\.symbol) == ["iconWhite"])
    }

    @Test("The planner adds the symbols file where the target has catalogs and keeps two files of one name apart")
    func planner() throws {
        let url = try catalog(["BrandColor.colorset"])
        let root = url.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: root) }
        var files: [URL] = []
        for path in ["Views/Row.swift", "Widget/Row.swift", "Widget/BrandWidget.swift"] {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("import SwiftUI\nlet \(path.hasPrefix("Views") ? "a" : "b") = Color(.brand)\n".utf8).write(to: file)
            files.append(file)
        }
        var target = TargetSources(name: "Brand", moduleName: "Brand", swiftFiles: files.sorted { $0.path < $1.path }, assetCatalogs: [url])
        let plan = try GeneratedPackagePlanner().plan(
            target: target, frameworks: [], folder: root.appendingPathComponent("out"), widgetryPackage: URL(fileURLWithPath: "/opt/widgetry"))
        let module = try #require(plan.package.modules.last)
        // SwiftPM names object files by file name: the second Row.swift is written as Row-2.swift.
        #expect(Set(module.files.keys).isSuperset(of: ["Views/Row.swift", "Widget/Row-2.swift", "Widget/BrandWidget.swift"]))
        #expect(module.files["WidgetryAssets/GeneratedAssetSymbols.swift"]?.contains("static let brand") == true)
        #expect(module.products.isSuperset(of: ["SwiftUI", "UIKit"]))
        // ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS = NO: nothing generated.
        target.generatesAssetSymbols = false
        let off = try GeneratedPackagePlanner().plan(
            target: target, frameworks: [], folder: root.appendingPathComponent("out"), widgetryPackage: URL(fileURLWithPath: "/opt/widgetry"))
        #expect(off.package.modules.last?.files["WidgetryAssets/GeneratedAssetSymbols.swift"] == nil)
    }

    @Test("A file reached twice, through a folder's symbolic link, is compiled once")
    func symlinkedFolder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-links-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let models = root.appendingPathComponent("Models")
        try FileManager.default.createDirectory(at: models, withIntermediateDirectories: true)
        try Data("struct Device {}\n".utf8).write(to: models.appendingPathComponent("Device.swift"))
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Widget"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("Widget/Models"), withDestinationURL: models)
        let files = [models.appendingPathComponent("Device.swift"), root.appendingPathComponent("Widget/Models/Device.swift")]
        #expect(GeneratedPackagePlanner.distinctFiles(files) == [files[0]])
    }
}
