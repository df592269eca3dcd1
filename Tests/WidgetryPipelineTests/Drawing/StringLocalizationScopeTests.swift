import Foundation
import Testing
import WidgetryFoundation
import WidgetryKit
import WidgetryLocalization
import WidgetryPipeline
import WidgetryUI

/// A cell's reader sees the app in one localization: its environment's locale and layout direction, and what
/// `String(localized:)` returns in the cell's provider, all follow the localization iOS would choose.
@Suite struct StringLocalizationScopeTests {
    /// A folder with a String Catalog in English (development language) and the languages of `translations`.
    private func assets(_ translations: [String: String]) throws -> AssetCatalog {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("WidgetryKitTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let localizations = translations.map { language, value in
            #""\#(language)" : { "stringUnit" : { "state" : "translated", "value" : "\#(value)" } }"#
        }.joined(separator: ", ")
        let json = #"{ "sourceLanguage" : "en", "version" : "1.0", "strings" : { "Delivered" : { "localizations" : { \#(localizations) } } } }"#
        try Data(json.utf8).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
        return AssetCatalog(directories: [folder])
    }

    private func cell(_ locale: String) -> WidgetCell {
        var cell = WidgetCell(family: .systemSmall)
        cell.locale = .language(locale)
        return cell
    }

    @Test("An app without Arabic runs in English, left to right, for an Arabic reader; with Arabic, right to left")
    func environmentFollowsTheChosenLocalization() throws {
        let germanOnly = try assets(["de": "Zugestellt"])
        let arabic = WidgetRenderer.environment(for: cell("ar-EG"), options: WidgetOptions(), assets: germanOnly)
        #expect(arabic.layoutDirection == .leftToRight)
        // iOS's Locale.current for that reader: the app's language, the reader's region.
        #expect(arabic.locale.identifier.replacingOccurrences(of: "_", with: "-") == "en-EG")
        let swiss = WidgetRenderer.environment(for: cell("de-CH"), options: WidgetOptions(), assets: germanOnly)
        #expect(swiss.locale.identifier.replacingOccurrences(of: "_", with: "-") == "de-CH")

        let localized = WidgetRenderer.environment(for: cell("ar"), options: WidgetOptions(), assets: try assets(["ar": "تم التوصيل"]))
        #expect(localized.layoutDirection == .rightToLeft)
        // No string tables at all: the development language, English by Xcode's default.
        #expect(WidgetRenderer.environment(for: cell("ar"), options: WidgetOptions(), assets: AssetCatalog()).layoutDirection == .leftToRight)
    }

    @Test("String(localized:) in a provider reads the cell's localization, in an async provider's task too")
    func providersSeeTheCellsLocalization() throws {
        let assets = try assets(["de": "Zugestellt"])
        struct TestEntry: TimelineEntry { var date: Date; var label = "" }
        let midnight = Date(timeIntervalSince1970: 1_780_272_000), hour: TimeInterval = 3_600   // 2026-06-01 00:00 UTC
        let source = TimelineSource.async(kind: "scope", placeholder: TestEntry(date: midnight), timeline: { _ in
            Timeline(entries: [TestEntry(date: SimulatedClock.currentDate, label: String(localized: "Delivered"))], policy: .never)
        }, content: { Text(verbatim: $0.label) })
        func shown(in cell: WidgetCell) -> [String] {
            WidgetRenderer.withStringLocalization(for: cell, assets: assets) {
                let simulator = WidgetHostSimulator(source: source, family: .systemSmall, displaySize: CGSize(width: 170, height: 170),
                                                    configuration: SimulationConfiguration(completionWait: 5))
                let run = simulator.run(start: midnight, duration: hour)
                return simulator.filmstrip(for: run).filter { !$0.isPlaceholder }.flatMap { frame in
                    LayoutEngine.layout(frame.view, canvasSize: CGSize(width: 170, height: 170), environment: EnvironmentValues()).texts.map(\.text.string)
                }
            }
        }
        #expect(shown(in: cell("de")) == ["Zugestellt"])
        // The reader's language is not the app's: the development language.
        #expect(shown(in: cell("ja")) == ["Delivered"])
        // A cell without a locale reads the tables in its views' locale (English here): no English entry, so the key.
        #expect(shown(in: WidgetCell(family: .systemSmall)) == ["Delivered"])
    }

    @Test("Without a cell locale, a symbolic key reads its development-language value in providers and views alike")
    func symbolicKeysWithoutALocale() throws {
        // A catalog keyed by name, as apps with "manual" extraction write it: the key is never shown on a device.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("WidgetryKitTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let json = #"{ "sourceLanguage" : "en", "version" : "1.0", "strings" : { "appName" : { "extractionState" : "manual", "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Prayer Companion" } }, "de" : { "stringUnit" : { "state" : "translated", "value" : "Gebetsbegleiter" } } } } } }"#
        try Data(json.utf8).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
        let assets = AssetCatalog(directories: [folder])
        let cell = WidgetCell(family: .systemSmall)
        let fromProvider = WidgetRenderer.withStringLocalization(for: cell, assets: assets) { String(localized: "appName") }
        #expect(fromProvider == "Prayer Companion")
        let environment = WidgetRenderer.environment(for: cell, options: WidgetOptions(), assets: assets)
        #expect(Text("appName").plainString(in: environment) == fromProvider)
    }
}
