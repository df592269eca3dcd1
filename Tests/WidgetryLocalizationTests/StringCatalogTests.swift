import Foundation
import Testing
@testable import WidgetryLocalization

/// `Fixtures/Catalog/Localizable.xcstrings`: plural variations, a two-number substitution and device
/// variations in English, German, Russian, Arabic and Japanese.
@Suite struct StringCatalogTests {
    private func catalog() throws -> StringCatalog { try StringCatalog(contentsOf: Fixtures.url("Catalog/Localizable.xcstrings")) }

    /// `key` in `language`, formatted with numbers written for that language.
    private func text(_ key: String, _ language: String, _ arguments: [FormatArgument], device: DeviceIdiom? = nil) throws -> String {
        let value = try #require(try catalog().localizedString(forKey: key, language: language))
        return try value.formatted(arguments, locale: Locale(identifier: language), language: language, deviceIdiom: device)
    }

    @Test func readsTheFileLevelFieldsAndEachEntrysMetadata() throws {
        let catalog = try catalog()
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.version == "1.0")
        #expect(catalog.languages == ["en", "ar", "de", "ja", "ru"])
        #expect(catalog.strings.count == 7)
        let headline = try #require(catalog.strings["%lld plants need water"])
        #expect(headline.comment == "Headline of the watering widget; the number counts plants due today.")
        #expect(headline.extractionState == "manual")
        #expect(headline.shouldTranslate)
        #expect(catalog.strings["Verdant Pro"]?.shouldTranslate == false)
        #expect(catalog.localizedString(forKey: "Tap to water", language: "ru")?.state == "needs_review")
    }

    @Test func aKeyWithoutLocalizationsIsItsOwnSourceLanguageText() throws {
        let catalog = try catalog()
        #expect(catalog.localizedString(forKey: "Plant Care", language: "en") == LocalizedString("Plant Care"))
        // Not translated: nothing in German (the bundle then falls back, see LocalizationBundleTests).
        #expect(catalog.localizedString(forKey: "Plant Care", language: "de") == nil)
        #expect(catalog.localizedString(forKey: "Not in the catalog", language: "en") == nil)
    }

    @Test func pluralVariationsFollowEachLanguagesRules() throws {
        let key = "%lld plants need water"
        #expect(try text(key, "en", [1]) == "1 plant needs water")
        #expect(try text(key, "en", [3]) == "3 plants need water")
        // English has no `zero` form here, so 0 is `other`.
        #expect(try text(key, "en", [0]) == "0 plants need water")
        #expect(try text(key, "de", [1]) == "1 Pflanze braucht Wasser")
        // Foundation groups integers for a locale: 1234 in German is "1.234".
        #expect(try text(key, "de", [1234]) == "1.234 Pflanzen brauchen Wasser")
        // Russian: 1 and 21 end in 1 (not 11) → one; 3 and 22 end in 2–4 (not 12–14) → few; 5, 11, 12 → many.
        #expect(try text(key, "ru", [21]) == "21 растение нужно полить")
        #expect(try text(key, "ru", [22]) == "22 растения нужно полить")
        #expect(try text(key, "ru", [11]) == "11 растений нужно полить")
        #expect(try text(key, "ru", [5]) == "5 растений нужно полить")
        // Arabic: 0 zero, 1 one, 2 two, 3–10 few, 11–99 many (by n % 100), 100 other (100 % 100 = 0).
        #expect(try text(key, "ar", [0]) == "لا نباتات تحتاج إلى الري")
        #expect(try text(key, "ar", [2]) == "نبتتان تحتاجان إلى الري")
        #expect(try text(key, "ar", [7]) == "7 نباتات تحتاج إلى الري")
        #expect(try text(key, "ar", [11]) == "11 نبتة تحتاج إلى الري")
        #expect(try text(key, "ar", [100]) == "100 من النباتات تحتاج إلى الري")
        // Japanese has only `other`.
        #expect(try text(key, "ja", [1]) == "水やりが必要な植物：1")
    }

    @Test func aSubstitutionWithTwoCountedNumbersChoosesEachFormByItsOwnArgument() throws {
        let key = "%lld plants in %lld rooms"
        #expect(try text(key, "en", [1, 1]) == "1 plant in 1 room")
        #expect(try text(key, "en", [3, 1]) == "3 plants in 1 room")
        #expect(try text(key, "de", [1, 2]) == "1 Pflanze in 2 Räumen")
        // 21 → one, 3 → few (see above).
        #expect(try text(key, "ru", [21, 3]) == "21 растение в 3 комнатах")
        #expect(try text(key, "ru", [5, 1]) == "5 растений в 1 комнате")
        #expect(try text(key, "ar", [2, 0]) == "نبتتان في لا غرف")
        #expect(try text(key, "ar", [12, 3]) == "12 نبتة في 3 غرف")
        // Japanese puts rooms (argNum 2) first: argNum, not position, says which number each form counts.
        #expect(try text(key, "ja", [3, 2]) == "2室に3株")
    }

    @Test func deviceVariationsPickTheDeviceThenOtherThenIPhone() throws {
        #expect(try text("Tap to water", "en", [], device: .iPad) == "Tap the leaf to water")
        #expect(try text("Tap to water", "en", [], device: .mac) == "Click to water")
        // No `other` form in English: a device without its own form gets iPhone's.
        #expect(try text("Tap to water", "en", [], device: .appleWatch) == "Tap to water")
        #expect(try text("Tap to water", "de", [], device: .iPhone) == "Zum Gießen tippen")
        #expect(try text("Tap to water", "de", [], device: .mac) == "Zum Gießen klicken")
        #expect(try text("Tap to water", "ja", [], device: .mac) == "タップして水やり")
    }

    @Test func pluralsNestInsideDeviceVariations() throws {
        #expect(try text("%lld days left", "en", [1], device: .iPhone) == "1 day left")
        #expect(try text("%lld days left", "en", [4], device: .iPhone) == "4 days left")
        #expect(try text("%lld days left", "en", [4], device: .appleWatch) == "4d")
    }

    @Test func invalidJSONNamesTheFileAndTheLineOfTheProblem() throws {
        let url = try Fixtures.url("Broken/Malformed.xcstrings")
        let error = try #require(throws: LocalizationError.self) { try StringCatalog(contentsOf: url) }
        // Line 9 is `"value" : Garten`, the unquoted value; it starts in column 23.
        #expect(error.kind == .malformed)
        #expect(error.line == 9)
        #expect(error.column == 23)
        #expect(error.description.hasPrefix(url.path + ":9:23: invalid JSON"))
        #expect(error.description.contains("Malformed.xcstrings"))
    }

    @Test func aFileThatEndsEarlyPointsAtTheBraceLeftOpen() throws {
        let url = try Fixtures.url("Broken/Truncated.xcstrings")
        let error = try #require(throws: LocalizationError.self) { try StringCatalog(contentsOf: url) }
        // Line 6 opens `"de" : {`, the innermost object the cut-off file never closes (column 16).
        #expect(error.line == 6)
        #expect(error.column == 16)
        #expect(error.message.contains("never closed"))
    }

    @Test func anEntryOfTheWrongShapeNamesFileKeyLanguageAndLine() throws {
        let url = try Fixtures.url("Broken/MissingValue.xcstrings")
        let error = try #require(throws: LocalizationError.self) { try StringCatalog(contentsOf: url) }
        #expect(error.kind == .unexpectedStructure)
        #expect(error.key == "Garden")
        #expect(error.language == "de")
        // Line 9 is `"de" : {` inside the "Garden" entry (the French one before it is fine).
        #expect(error.line == 9)
        #expect(error.description == "\(url.path):9: key \"Garden\", language de: the localization: \"stringUnit\" has no string \"value\"")
    }

    @Test func anUnknownPluralCategoryIsAnErrorRatherThanASilentlyMissingForm() throws {
        let url = try Fixtures.url("Broken/UnknownCategory.xcstrings")
        let error = try #require(throws: LocalizationError.self) { try StringCatalog(contentsOf: url) }
        #expect(error.key == "%lld plants")
        #expect(error.language == "en")
        #expect(error.message.contains("unknown plural category \"One\""))
    }

    @Test func aMissingSourceLanguageIsReported() throws {
        let error = try #require(throws: LocalizationError.self) {
            try StringCatalog(data: Data(#"{ "strings" : {} }"#.utf8), url: URL(fileURLWithPath: "/tmp/Bare.xcstrings"))
        }
        #expect(error.description == "/tmp/Bare.xcstrings:1: \"sourceLanguage\" is missing or not a string")
    }
}
