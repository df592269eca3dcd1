import Foundation
import Testing
import WidgetryLocalization
@testable import WidgetryFoundation

/// Keys are formed as Xcode's string extraction forms them, the development-language text shows the
/// arguments in place, and inside a cell's string localization `String(localized:)` reads the tables.
@Suite struct LocalizationValueTests {
    @Test func interpolationsBecomeFormatSpecifiersInTheKey() {
        let name = "Ana", count = 3, distance = 2.5
        let value: String.LocalizationValue = "\(name) walked \(count) times, \(distance) km"
        // Xcode writes %@ for strings, %lld for integers and %lf for floating point into String Catalogs.
        #expect(value.key == "%@ walked %lld times, %lf km")
        #expect(value.arguments == [.string("Ana"), .int(3), .double(2.5)])
        #expect(value.description == "Ana walked 3 times, 2.5 km")
    }

    @Test func aLiteralPercentSignIsEscapedInTheKeyAndShownOnce() {
        let value: String.LocalizationValue = "\(80)% charged"
        #expect(value.key == "%lld%% charged")
        #expect(value.description == "80% charged")
        // A literal without interpolations is its own key and text, `%` and all.
        #expect(String.LocalizationValue("100% sure").description == "100% sure")
    }

    @Test func valuesAreWrittenForTheLocaleTheTextIsResolvedIn() {
        let amount = 1234.5
        let value: String.LocalizationValue = "Total \(amount, format: .currency(code: "EUR"))"
        #expect(value.key == "Total %@")
        for identifier in ["de", "ja"] {
            let locale = Locale(identifier: identifier)
            // Foundation's own currency style for the locale.
            #expect(value.text(for: locale) == "Total " + amount.formatted(.currency(code: "EUR").locale(locale)))
        }
        #expect(value.text(for: Locale(identifier: "de")) != value.text(for: Locale(identifier: "ja")))
    }

    @Test func stringLocalizedResolvesToTheDefaultValueWithArgumentsOutsideACell() {
        #expect(StringLocalization.current == nil)
        #expect(String(localized: "Hello") == "Hello")
        #expect(String(localized: "greeting.key", defaultValue: "Hi \("there")") == "Hi there")
        let resource: LocalizedStringResource = "Select \("Team")"
        #expect(resource.key == "Select %@")
        #expect(String(localized: resource) == "Select Team")
    }

    /// English and German, with a plural: what a provider's `String(localized:)` reads inside a cell.
    private static func bundle() throws -> LocalizationBundle {
        let json = #"""
        { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
          "Hello" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo" } } } },
          "%lld parcels" : { "localizations" : {
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld parcel" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld parcels" } } } } },
            "de" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Paket" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Pakete" } } } } } } } } }
        """#
        var table = StringTable(name: LocalizationBundle.defaultTable)
        table.add(try StringCatalog(data: Data(json.utf8)))
        return LocalizationBundle(tables: [table], developmentLanguage: "en")
    }

    @Test func insideACellStringLocalizedReadsTheCellsTranslationWithItsPluralForm() throws {
        let german = StringLocalization(bundle: try Self.bundle(), readerLocale: "de")
        StringLocalization.$current.withValue(german) {
            #expect(String(localized: "Hello") == "Hallo")
            // German's `one` form for 1; `other` for 1,234, grouped as German groups (Foundation's own digits).
            #expect(String(localized: "\(1) parcels") == "1 Paket")
            #expect(String(localized: "\(1234) parcels") == Int64(1234).formatted(.number.locale(Locale(identifier: "de"))) + " Pakete")
            let resource: LocalizedStringResource = "Hello"
            #expect(String(localized: resource) == "Hallo")
            // A key in no table: the text as written.
            #expect(String(localized: "Goodbye") == "Goodbye")
            // Naming another locale looks that reader's localization up in the same tables.
            #expect(String(localized: "\(2) parcels", locale: Locale(identifier: "en")) == "2 parcels")
        }
        // The scope ends with the cell.
        #expect(String(localized: "Hello") == "Hello")
    }

    @Test("NSLocalizedString, as the front door forwards it, reads the cell's tables, as the main bundle's on iOS")
    func nsLocalizedStringReadsTheCellsTables() throws {
        // The module-level function the front door writes beside a module's files (GeneratedPackagePlanner).
        func NSLocalizedString(_ key: String, tableName: String? = nil, bundle: Bundle = Bundle.main, value: String = "", comment: String) -> String {
            WidgetryFoundation.mainBundleLocalizedString(key, tableName: tableName, bundle: bundle, value: value, comment: comment)
        }
        let german = StringLocalization(bundle: try Self.bundle(), readerLocale: "de")
        StringLocalization.$current.withValue(german) {
            #expect(NSLocalizedString("Hello", comment: "greeting") == "Hallo")
            // A plural entry gives its `other` form, which the app fills with String(format:).
            #expect(String(format: NSLocalizedString("%lld parcels", comment: ""), 3) == "3 Pakete")
            // A key in no table: the value given, else the key.
            #expect(NSLocalizedString("Goodbye", value: "Bye", comment: "") == "Bye")
            #expect(NSLocalizedString("Goodbye", comment: "") == "Goodbye")
        }
        // Outside a cell, Foundation's answer: the test bundle has no tables, so the key.
        #expect(NSLocalizedString("Hello", comment: "") == "Hello")
    }

    @Test func aReaderWhoseLanguageTheAppLacksGetsTheDevelopmentLanguage() throws {
        // iOS runs an app without Japanese in its development language for a Japanese reader.
        let japanese = StringLocalization(bundle: try Self.bundle(), readerLocale: "ja-JP")
        #expect(japanese.locale.identifier.hasPrefix("en"))
        StringLocalization.$current.withValue(japanese) {
            #expect(String(localized: "Hello") == "Hello")
            #expect(String(localized: "\(1) parcels") == "1 parcel")
        }
    }
}

/// Markdown as widgets write it in attributed strings: the markers removed, each run's presentation kept.
@Suite struct InlineMarkdownTests {
    typealias Intent = AttributeScopes.MarkdownAttributes.InlinePresentationIntentAttribute

    /// Each run's text and presentation.
    static func runs(_ markdown: String, _ syntax: AttributedString.MarkdownParsingOptions.InterpretedSyntax = .inlineOnly) throws
        -> [(String, InlinePresentationIntent, URL?)] {
        let string = try AttributedString(markdown: markdown, options: AttributedString.MarkdownParsingOptions(interpretedSyntax: syntax))
        return string.runs.map { (String(string[$0.range].characters), $0[Intent.self] ?? [], $0.link) }
    }

    @Test("Strong, emphasis, strikethrough and code spans become runs without their markers")
    func emphasisAndCode() throws {
        let runs = try Self.runs("Due **today** at _noon_, ~~late~~ `v2` ***now***")
        #expect(runs.map(\.0) == ["Due ", "today", " at ", "noon", ", ", "late", " ", "v2", " ", "now"])
        #expect(runs.map(\.1) == [[], .stronglyEmphasized, [], .emphasized, [], .strikethrough, [], .code, [], [.stronglyEmphasized, .emphasized]])
    }

    @Test("Links carry their URL; escapes, snake_case and unmatched markers stay text")
    func linksAndLiterals() throws {
        let runs = try Self.runs("Open [the **app**](https://example.com/a) \\*not\\* snake_case_name 2 * 3")
        #expect(runs.map(\.0).joined() == "Open the app *not* snake_case_name 2 * 3")
        #expect(runs.first { $0.0 == "app" }?.1 == .stronglyEmphasized)
        #expect(runs.first { $0.0 == "app" }?.2 == URL(string: "https://example.com/a"))
        #expect(runs.filter { $0.2 != nil }.map(\.0).joined() == "the app")
    }

    @Test("Line breaks are spaces unless whitespace is preserved")
    func whitespace() throws {
        #expect(try Self.runs("one\ntwo").map(\.0).joined() == "one two")
        #expect(try Self.runs("one\ntwo", .inlineOnlyPreservingWhitespace).map(\.0).joined() == "one\ntwo")
    }
}
