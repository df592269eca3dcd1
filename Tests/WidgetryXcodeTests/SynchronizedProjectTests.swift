import Foundation
import Testing
import WidgetryXcode

/// A project in the format Xcode 16 writes (objectVersion 77): targets own folders on disk
/// (synchronized groups) rather than lists of files.
@Suite struct SynchronizedProjectTests {
    private let path = "Synchronized/Weather.xcodeproj"

    @Test func everySwiftFileUnderTheFolderExceptTheTargetsExceptions() throws {
        let sources = try Fixtures.project(path).sources(ofTarget: "WeatherWidgetExtension")
        // Nested folders are descended into; Previews/PreviewData.swift (a file) and Legacy/ (a folder)
        // are excepted; the Swift file inside the asset catalog is not compiled; Forecast.swift comes
        // from the app's folder, whose exception set for this target adds it.
        #expect(Fixtures.relative(sources.swiftFiles, to: try Fixtures.folder(of: path)) == [
            "Weather/Shared/Forecast.swift",
            "WeatherWidget/Views/ForecastView.swift",
            "WeatherWidget/Views/Rows/HourRow.swift",
            "WeatherWidget/WeatherWidget.swift",
        ])
    }

    @Test func anotherTargetsExceptionSetDoesNotApply() throws {
        // The app owns Weather/; the exception set there names the widget extension, so the app keeps
        // every file, and none of the widget's.
        let app = try Fixtures.project(path).sources(ofTarget: "Weather")
        let folder = try Fixtures.folder(of: path)
        #expect(Fixtures.relative(app.swiftFiles, to: folder) == [
            "Weather/Shared/Forecast.swift", "Weather/Shared/Secret.swift", "Weather/WeatherApp.swift",
        ])
        #expect(Fixtures.relative(app.assetCatalogs, to: folder) == ["Weather/Assets.xcassets"])
        // Its Info.plist is generated, and the extension it embeds is not a module dependency.
        #expect(app.infoPlist == nil)
        #expect(app.dependencies.isEmpty)
    }

    @Test func assetCatalogsStringsAndFontsComeFromTheFolder() throws {
        let sources = try Fixtures.project(path).sources(ofTarget: "WeatherWidgetExtension")
        let folder = try Fixtures.folder(of: path)
        #expect(Fixtures.relative(sources.assetCatalogs, to: folder) == ["WeatherWidget/Assets.xcassets"])
        #expect(Fixtures.relative(sources.stringFiles, to: folder) == [
            "WeatherWidget/Localizable.xcstrings", "WeatherWidget/de.lproj/Widget.stringsdict", "WeatherWidget/en.lproj/Localizable.strings",
        ])
        #expect(Fixtures.relative(sources.infoPlist, to: folder) == "WeatherWidget/Info.plist")
        // Rounded.ttf is copied to the bundle's top level; Typefaces/ is an explicit folder, copied whole.
        #expect(Fixtures.relative(sources.fontFiles, to: folder) == ["WeatherWidget/Fonts/Rounded.ttf", "WeatherWidget/Typefaces/Condensed.otf"])
        #expect(sources.missingFonts.isEmpty)
    }

    @Test func settingsLayerTheTargetsXcconfigBetweenProjectAndTarget() throws {
        let project = try Fixtures.project(path)
        let debug = try project.sources(ofTarget: "WeatherWidgetExtension")
        // Project "DEBUG", then Widget.xcconfig's "$(inherited) FROM_XCCONFIG" (its trailing comment and
        // its simulator-only assignment left out), then the target's "$(inherited) WIDGET".
        #expect(debug.compilationConditions == ["DEBUG", "FROM_XCCONFIG", "WIDGET"])
        // From the file Widget.xcconfig includes, over the project's 5.0.
        #expect(debug.swiftLanguageVersion == "5.10")
        // Release has no xcconfig.
        let release = try project.sources(ofTarget: "WeatherWidgetExtension", configuration: "Release")
        #expect(release.compilationConditions == ["WIDGET"])
        #expect(release.swiftLanguageVersion == "5.0")
        #expect(debug.moduleName == "WeatherWidgetExtension")
    }

    @Test("A configuration file the project names but the clone lacks is read as empty and reported, not fatal")
    func missingXcconfigIsReported() throws {
        // CocoaPods writes its Pods-*.xcconfig at `pod install`, and teams git-ignore secrets files: in a
        // fresh clone the project names files that are not there. 10 of 165 survey extensions stopped here.
        let copy = try Fixtures.copy("Synchronized")
        defer { try? FileManager.default.removeItem(at: copy) }
        let missing = copy.appendingPathComponent("Config/Widget.xcconfig")
        try FileManager.default.removeItem(at: missing)
        let sources = try XcodeProject(contentsOf: copy.appendingPathComponent("Weather.xcodeproj")).sources(ofTarget: "WeatherWidgetExtension")
        // The project's "DEBUG" and the target's "WIDGET" stay; the missing file's FROM_XCCONFIG is gone.
        #expect(sources.compilationConditions == ["DEBUG", "WIDGET"])
        #expect(sources.missingConfigurationFiles.map(\.lastPathComponent) == ["Widget.xcconfig"])
        #expect(!sources.swiftFiles.isEmpty)
    }

    @Test("A file a configuration file includes that the clone lacks is reported; the including file's own settings stay")
    func missingIncludedXcconfigIsReported() throws {
        // Flutter's Debug.xcconfig includes Generated.xcconfig, which `flutter pub get` writes: a fresh clone lacks it,
        // and the project's targets (the widget extension beside Runner) must still be readable.
        let copy = try Fixtures.copy("Synchronized")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.removeItem(at: copy.appendingPathComponent("Config/Shared.xcconfig"))
        let sources = try XcodeProject(contentsOf: copy.appendingPathComponent("Weather.xcodeproj")).sources(ofTarget: "WeatherWidgetExtension")
        // Widget.xcconfig's FROM_XCCONFIG stays; Shared.xcconfig's SWIFT_VERSION 5.10 is gone, so the project's 5.0 applies.
        #expect(sources.compilationConditions == ["DEBUG", "FROM_XCCONFIG", "WIDGET"])
        #expect(sources.swiftLanguageVersion == "5.0")
        #expect(sources.missingConfigurationFiles.map(\.lastPathComponent) == ["Shared.xcconfig"])
    }

    @Test("Core Data models in a synchronized folder, and in the app's folder named by the widget's exception, are the widget's models")
    func synchronizedDataModels() throws {
        // A widget sharing the app's model lists it as an exception of the app's synchronized folder, beside the
        // persistence file; Xcode then generates the model's entity classes for the widget too.
        let copy = try Fixtures.copy("Synchronized")
        defer { try? FileManager.default.removeItem(at: copy) }
        for model in ["Weather/Shared/Forecasts.xcdatamodeld/Forecasts.xcdatamodel", "WeatherWidget/Cache.xcdatamodeld/Cache.xcdatamodel"] {
            let folder = copy.appendingPathComponent(model)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("<model/>".utf8).write(to: folder.appendingPathComponent("contents"))
        }
        let pbxproj = copy.appendingPathComponent("Weather.xcodeproj/project.pbxproj")
        let text = try String(contentsOf: pbxproj, encoding: .utf8)
            .replacingOccurrences(of: "\t\t\t\tShared/Forecast.swift,\n", with: "\t\t\t\tShared/Forecast.swift,\n\t\t\t\tShared/Forecasts.xcdatamodeld,\n")
        try text.write(to: pbxproj, atomically: true, encoding: .utf8)
        let sources = try XcodeProject(contentsOf: copy.appendingPathComponent("Weather.xcodeproj")).sources(ofTarget: "WeatherWidgetExtension")
        #expect(Set(sources.dataModels.map(\.lastPathComponent)) == ["Forecasts.xcdatamodeld", "Cache.xcdatamodeld"])
        #expect(!sources.dataResources.contains { $0.url.path.contains("xcdatamodeld") })
    }

    @Test("Without a configuration asked for, a project with no Debug uses the target's default configuration")
    func noDebugConfigurationFallsBack() throws {
        let copy = try Fixtures.copy("Synchronized")
        defer { try? FileManager.default.removeItem(at: copy) }
        let pbxproj = copy.appendingPathComponent("Weather.xcodeproj/project.pbxproj")
        let text = try String(contentsOf: pbxproj, encoding: .utf8).replacingOccurrences(of: "name = Debug;", with: "name = Development;")
        try text.write(to: pbxproj, atomically: true, encoding: .utf8)
        let project = try XcodeProject(contentsOf: copy.appendingPathComponent("Weather.xcodeproj"))
        // Asked for explicitly, a configuration the target lacks is an error naming the ones there are.
        #expect(throws: XcodeProjectError.self) { try project.sources(ofTarget: "WeatherWidgetExtension", configuration: "Debug") }
        // Not asked for: the target's default configuration, Release here (no xcconfig: the target's WIDGET only).
        #expect(try project.sources(ofTarget: "WeatherWidgetExtension").compilationConditions == ["WIDGET"])
    }

    @Test func theWidgetExtensionIsRecognised() throws {
        let targets = try Fixtures.project(path).targets
        #expect(targets.map(\.name) == ["Weather", "WeatherWidgetExtension"])
        #expect(targets.map(\.isWidgetExtension) == [false, true])
    }
}
