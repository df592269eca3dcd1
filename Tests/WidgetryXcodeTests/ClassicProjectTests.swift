import Foundation
import Testing
import WidgetryXcode

/// A project in the format Xcode 15 writes (objectVersion 56): files are references in build phases,
/// placed on disk by the group tree.
@Suite struct ClassicProjectTests {
    private let path = "Classic/Plants.xcodeproj"

    @Test func listsTheTargetsInXcodesOrderWithTheirProductTypes() throws {
        let project = try Fixtures.project(path)
        #expect(project.targets.map(\.name) == ["Plant App", "PlantWidgetExtension", "PlantKit", "PlantStore"])
        #expect(project.targets.map(\.productType) == [
            "com.apple.product-type.application", "com.apple.product-type.app-extension",
            "com.apple.product-type.framework", "com.apple.product-type.library.static",
        ])
        #expect(project.targets.filter(\.isWidgetExtension).map(\.name) == ["PlantWidgetExtension"])
        #expect(project.configurations == ["Debug", "Release"])
        #expect(project.url.lastPathComponent == "Plants.xcodeproj")
    }

    @Test func swiftFilesAreFoundThroughGroupsWithAndWithoutPathsAndSourceRoot() throws {
        let sources = try Fixtures.project(path).sources(ofTarget: "PlantWidgetExtension")
        // Views/ sits in the Widget group's folder; Common/ is under a group with no path of its own
        // (so the project folder); Generated/ is SOURCE_ROOT-relative though listed in the Widget group.
        #expect(Fixtures.relative(sources.swiftFiles, to: try Fixtures.folder(of: path)) == [
            "Common/Formatting.swift", "Generated/Strings.swift", "Widget/PlantWidget.swift", "Widget/Views/EntryView.swift",
        ])
        for file in sources.swiftFiles {
            #expect(FileManager.default.fileExists(atPath: file.path), "\(file.path) should exist")
        }
    }

    @Test func onlySwiftFilesOfTheSourcesPhaseAreCompiled() throws {
        let sources = try Fixtures.project(path).sources(ofTarget: "PlantStore")
        #expect(Fixtures.relative(sources.swiftFiles, to: try Fixtures.folder(of: path)) == ["PlantStore/Store.swift"])
    }

    @Test func resourcesGiveAssetCatalogsAndLocalizedStrings() throws {
        let sources = try Fixtures.project(path).sources(ofTarget: "PlantWidgetExtension")
        let folder = try Fixtures.folder(of: path)
        #expect(Fixtures.relative(sources.assetCatalogs, to: folder) == ["Widget/Assets.xcassets"])
        // The variant group gives one file per language.
        #expect(Fixtures.relative(sources.stringFiles, to: folder) == [
            "Widget/Plurals.stringsdict", "Widget/en.lproj/Localizable.strings", "Widget/fr.lproj/Localizable.strings",
        ])
    }

    @Test func fontsAreTheUIAppFontsEntriesAtTheirBundlePaths() throws {
        let sources = try Fixtures.project(path).sources(ofTarget: "PlantWidgetExtension")
        let folder = try Fixtures.folder(of: path)
        #expect(Fixtures.relative(sources.infoPlist, to: folder) == "Widget/Info.plist")
        // Inter-Bold.ttf is copied to the bundle's top level; Serif.otf sits in the blue folder
        // "Bundled", so only "Bundled/Serif.otf" names it and a bare "Serif.otf" is missing on iOS too.
        #expect(Fixtures.relative(sources.fontFiles, to: folder) == ["Widget/Bundled/Serif.otf", "Widget/Fonts/Inter-Bold.ttf"])
        #expect(sources.missingFonts == ["Serif.otf", "Missing.otf"])
    }

    @Test func compilationConditionsInheritFromTheProjectPerConfiguration() throws {
        let project = try Fixtures.project(path)
        // Debug: the target's array "$(inherited) WIDGET" over the project's "DEBUG $(inherited)".
        let debug = try project.sources(ofTarget: "PlantWidgetExtension")
        #expect(debug.compilationConditions == ["DEBUG", "WIDGET"])
        #expect(debug.swiftLanguageVersion == "6.0")
        // Release: a string, the project setting nothing.
        let release = try project.sources(ofTarget: "PlantWidgetExtension", configuration: "Release")
        #expect(release.compilationConditions == ["WIDGET", "RELEASE_LOGGING"])
        // $(PROJECT_DIR) in INFOPLIST_FILE names the same file.
        #expect(release.infoPlist == debug.infoPlist)
        #expect(try project.sources(ofTarget: "Plant App").swiftLanguageVersion == "5.0")
    }

    @Test func bareSlashRegexLiteralsAreOnUnlessATargetTurnsThemOff() throws {
        let project = try Fixtures.project(path)
        // Xcode 14 and later pass -enable-bare-slash-regex unless SWIFT_ENABLE_BARE_SLASH_REGEX is NO (Xcode 14 release notes):
        // the widget sets nothing, PlantStore sets NO.
        #expect(try project.sources(ofTarget: "PlantWidgetExtension").enablesBareSlashRegex)
        #expect(try !project.sources(ofTarget: "PlantStore").enablesBareSlashRegex)
    }

    @Test func moduleNamesFollowXcode() throws {
        let project = try Fixtures.project(path)
        // PRODUCT_NAME "$(TARGET_NAME)" with a space; an explicit PRODUCT_MODULE_NAME; a product name with a dash.
        #expect(try project.sources(ofTarget: "Plant App").moduleName == "Plant_App")
        #expect(try project.sources(ofTarget: "PlantKit").moduleName == "PlantCore")
        #expect(try project.sources(ofTarget: "PlantStore").moduleName == "Plant_Store")
    }

    @Test func infoPlistPathsSubstituteSourceRootAndTargetName() throws {
        let sources = try Fixtures.project(path).sources(ofTarget: "PlantKit")
        #expect(Fixtures.relative(sources.infoPlist, to: try Fixtures.folder(of: path)) == "PlantKit/Info.plist")
        #expect(sources.fontFiles.isEmpty && sources.missingFonts.isEmpty)
    }

    @Test func dependenciesAreTheLibrariesDependedOnOrLinked() throws {
        let project = try Fixtures.project(path)
        let widget = try project.sources(ofTarget: "PlantWidgetExtension")
        // PlantKit through a target dependency, PlantStore only through the frameworks phase; WidgetKit
        // is the SDK's and not a target.
        #expect(widget.dependencies.map(\.name) == ["PlantKit", "PlantStore"])
        let kit = try #require(widget.dependencies.first)
        #expect(Fixtures.relative(kit.swiftFiles, to: try Fixtures.folder(of: path)) == ["PlantKit/Plant.swift"])
        #expect(kit.dependencies.map(\.moduleName) == ["Plant_Store"])
        // The app depends on the extension to embed it: not a module to compile.
        #expect(try project.sources(ofTarget: "Plant App").dependencies.map(\.name) == ["PlantKit"])
    }

    @Test func aDependencyWithoutTheConfigurationUsesItsDefault() throws {
        // PlantStore has only Debug; Xcode builds it with that when the app is built for Release.
        let release = try Fixtures.project(path).sources(ofTarget: "PlantWidgetExtension", configuration: "Release")
        #expect(release.dependencies.map(\.name) == ["PlantKit", "PlantStore"])
    }
}
