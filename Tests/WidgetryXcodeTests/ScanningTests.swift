import Foundation
import Testing
import WidgetryXcode

/// `--sources DIR`: plain folders read the way a synchronized folder is, minus what is not the widget's code.
@Suite struct ScanningTests {
    @Test func findsSourcesAndResourcesAndSkipsBuildProjectAndTestFolders() throws {
        let folder = try Fixtures.temporaryFolder()
        for path in [
            "Widget/Widget.swift", "Widget/Views/Row.swift", "Widget/Assets.xcassets/Contents.json",
            "Widget/Assets.xcassets/Inside.swift", "Widget/Fonts/A.ttf", "Widget/Fonts/B.otf", "Widget/Fonts/C.ttc",
            "Widget/en.lproj/Localizable.strings", "Widget/Plurals.stringsdict", "Widget/Catalog.xcstrings",
            "Widget/.hidden/Hidden.swift", "Widget/.build/checkouts/Dependency.swift", "Widget/.build-linux/Other.swift",
            "Widget/DerivedData/Generated.swift", "Widget/App.xcodeproj/Inside.swift", "Widget/WidgetTests/WidgetTests.swift",
            "Widget/README.md",
        ] {
            try Fixtures.write("// \(path)\n", to: path, in: folder)
        }
        let sources = try TargetSources.scanning(directories: [folder.appendingPathComponent("Widget")], name: "My Widget-Kit")
        let base = folder.appendingPathComponent("Widget")
        #expect(Fixtures.relative(sources.swiftFiles, to: base) == ["Views/Row.swift", "Widget.swift"])
        #expect(Fixtures.relative(sources.assetCatalogs, to: base) == ["Assets.xcassets"])
        #expect(Fixtures.relative(sources.fontFiles, to: base) == ["Fonts/A.ttf", "Fonts/B.otf", "Fonts/C.ttc"])
        #expect(Fixtures.relative(sources.stringFiles, to: base) == ["Catalog.xcstrings", "Plurals.stringsdict", "en.lproj/Localizable.strings"])
        #expect(sources.name == "My Widget-Kit")
        #expect(sources.moduleName == "My_Widget_Kit")
    }

    @Test func severalFoldersMergeIntoOneSortedList() throws {
        let folder = try Fixtures.temporaryFolder()
        try Fixtures.write("", to: "B/Two.swift", in: folder)
        try Fixtures.write("", to: "A/One.swift", in: folder)
        let sources = try TargetSources.scanning(
            directories: [folder.appendingPathComponent("B"), folder.appendingPathComponent("A"), folder.appendingPathComponent("B")], name: "W")
        #expect(Fixtures.relative(sources.swiftFiles, to: folder) == ["A/One.swift", "B/Two.swift"])
    }

    @Test func aMissingFolderIsNamed() throws {
        let missing = try Fixtures.temporaryFolder().appendingPathComponent("Typo")
        #expect(throws: XcodeProjectError.directoryNotFound(missing)) {
            try TargetSources.scanning(directories: [missing], name: "W")
        }
        #expect("\(XcodeProjectError.directoryNotFound(missing))".contains(missing.path))
    }

    @Test("A single shared file is a source of its own beside a folder, as a model file scattered in the app is passed")
    func singleFilesJoinFolders() throws {
        let folder = try Fixtures.temporaryFolder()
        try Fixtures.write("", to: "Widget/Widget.swift", in: folder)
        try Fixtures.write("", to: "App/Model/Item.swift", in: folder)
        try Fixtures.write("", to: "App/Model/Unrelated.swift", in: folder)
        let sources = try TargetSources.scanning(
            directories: [folder.appendingPathComponent("Widget"), folder.appendingPathComponent("App/Model/Item.swift")], name: "W")
        #expect(Fixtures.relative(sources.swiftFiles, to: folder) == ["App/Model/Item.swift", "Widget/Widget.swift"])
    }

    @Test("A Core Data model or asset catalog passed itself is taken whole, as found inside a folder")
    func packageFoldersPassedThemselves() throws {
        let folder = try Fixtures.temporaryFolder()
        try Fixtures.write("<model/>", to: "App/Store.xcdatamodeld/Store.xcdatamodel/contents", in: folder)
        try Fixtures.write("{}", to: "App/Assets.xcassets/Contents.json", in: folder)
        try Fixtures.write("", to: "Widget/Widget.swift", in: folder)
        let sources = try TargetSources.scanning(directories: [
            folder.appendingPathComponent("Widget"), folder.appendingPathComponent("App/Store.xcdatamodeld"),
            folder.appendingPathComponent("App/Assets.xcassets"),
        ], name: "W")
        #expect(Fixtures.relative(sources.dataModels, to: folder) == ["App/Store.xcdatamodeld"])
        #expect(Fixtures.relative(sources.assetCatalogs, to: folder) == ["App/Assets.xcassets"])
        #expect(TargetSources.isPackageFolder(named: "Store.xcdatamodeld") && !TargetSources.isPackageFolder(named: "Shared"))
    }
}
