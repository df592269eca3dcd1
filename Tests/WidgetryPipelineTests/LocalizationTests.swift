import Foundation
import Testing
import WidgetryFindings
import WidgetryKit
import WidgetryPipeline
import WidgetryUI

/// `Text("key")` looked up in a widget's string tables for the cell's locale, through the one pipeline.
@Suite struct LocalizationTests {
    /// A String Catalog (English development language, German and Japanese) in a fresh folder.
    private func catalogFolder(_ json: String) throws -> AssetCatalog {
        let folder = try temporaryFolder()
        try Data(json.utf8).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
        return AssetCatalog(directories: [folder])
    }

    private static let catalog = #"""
    {
      "sourceLanguage" : "en",
      "version" : "1.0",
      "strings" : {
        "Departures" : { "localizations" : {
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Abfahrten" } },
          "ja" : { "stringUnit" : { "state" : "translated", "value" : "出発" } } } },
        "%lld trains" : { "localizations" : {
          "en" : { "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld train" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld trains" } } } } },
          "de" : { "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Zug" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Züge" } } } } } } }
      }
    }
    """#

    private func texts(_ view: some View, locale: CellLocale?, assets: AssetCatalog) -> (strings: [String], findings: [Finding]) {
        var cell = WidgetCell(family: .systemMedium)
        cell.locale = locale
        let rendered = CellPipeline().render(AnyView(view), named: "w", in: cell, assets: assets, output: .layout)
        return (rendered.layout?.texts.map(\.text.string) ?? [], rendered.findings)
    }

    @Test("Keys are looked up per locale, interpolations choose their plural form, and missing ones fall back")
    func lookup() throws {
        let assets = try catalogFolder(Self.catalog)
        let view = VStack { Text("Departures"); Text("\(1) trains"); Text("\(4) trains") }
        #expect(texts(view, locale: nil, assets: assets).strings == ["Departures", "1 train", "4 trains"])
        #expect(texts(view, locale: .language("de"), assets: assets).strings == ["Abfahrten", "1 Zug", "4 Züge"])
        // de-AT falls back to de (Apple's order: region → language → development language → key).
        #expect(texts(view, locale: .language("de-AT"), assets: assets).strings.first == "Abfahrten")
        // Japanese lacks the plural key: the development language's text, and a finding naming the key.
        let japanese = texts(view, locale: .language("ja"), assets: assets)
        #expect(japanese.strings == ["出発", "1 train", "4 trains"])
        #expect(japanese.findings.filter { $0.kind == .missingTranslation }.count == 2)
        #expect(japanese.findings.first { $0.kind == .missingTranslation }?.message.contains("%lld trains") == true)
    }

    @Test("Text not in any table is reported for a localized widget; verbatim text is not")
    func notLocalized() throws {
        let assets = try catalogFolder(Self.catalog)
        let view = VStack { Text("Platform"); Text(verbatim: "ICE 599") }
        let found = texts(view, locale: .language("de"), assets: assets).findings.filter { $0.kind == .notLocalized }
        #expect(found.map(\.path) == ["VStack/Text(\"Platform\")[0]"])
    }

    @Test("Pseudo-locales transform the text, right-to-left mirrors the layout")
    func pseudo() throws {
        let assets = try catalogFolder(Self.catalog)
        let doubled = texts(Text("Departures"), locale: .pseudo(.doubleLength), assets: assets).strings
        #expect(doubled == ["DDeeppaarrttuurreess"])
        var cell = WidgetCell(family: .systemMedium)
        cell.locale = .pseudo(.rightToLeft)
        let layout = CellPipeline().render(AnyView(Text("Departures").frame(maxWidth: .infinity, alignment: .leading)), named: "w",
                                           in: cell, assets: assets, output: .layout).layout
        // Leading is the right edge in a right-to-left layout: the text ends at the content's right margin (338 − 16).
        let frame = try #require(layout?.texts.first?.element.frame)
        #expect(abs(frame.maxX - 322) < 0.5)
    }

    @Test("A malformed catalog is an error naming the file and line")
    func malformed() throws {
        let assets = try catalogFolder("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"A\" : { \"localizations\" : }\n  }\n}\n")
        #expect { try assets.loadStrings() } throws: { error in
            let text = "\(error)"
            return text.contains("Localizable.xcstrings") && text.contains(":4:")
        }
        // Rendering still works: the text is shown as written.
        #expect(texts(Text("A"), locale: .language("de"), assets: assets).strings == ["A"])
    }
}
