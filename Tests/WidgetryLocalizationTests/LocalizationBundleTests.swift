import Foundation
import Testing
import WidgetryLocalization

/// Looking keys up across files and languages in Apple's fallback order.
@Suite struct LocalizationBundleTests {
    private func fallbackBundle() throws -> LocalizationBundle {
        try LocalizationBundle(contentsOf: [Fixtures.url("Fallback/Localizable.xcstrings")])
    }

    private func legacyBundle() throws -> LocalizationBundle {
        try LocalizationBundle(contentsOf: [
            "Legacy/Base.lproj/Localizable.strings", "Legacy/en.lproj/Localizable.strings", "Legacy/en.lproj/Localizable.stringsdict",
            "Legacy/de.lproj/Localizable.strings", "Legacy/de.lproj/Localizable.stringsdict",
        ].map(Fixtures.url))
    }

    @Test func localizationsListTheDevelopmentLanguageFirstAndLeaveBaseOut() throws {
        let bundle = try fallbackBundle()
        // The catalog's sourceLanguage is the development language.
        #expect(bundle.developmentLanguage == "en")
        #expect(bundle.localizations == ["en", "de", "pt", "pt-BR", "zh-Hans", "zh-Hant"])
        #expect(try legacyBundle().localizations == ["en", "de"])
        #expect(try LocalizationBundle(contentsOf: [], developmentLanguage: "fr").localizations == ["fr"])
    }

    @Test func regionThenLanguageThenDevelopmentLanguageThenTheKey() throws {
        let bundle = try fallbackBundle()
        // pt-BR has its own text.
        let garden = bundle.localizedString(forKey: "Garden", locale: Locale(identifier: "pt_BR"))
        #expect(garden.language == "pt-BR")
        #expect(try garden.formatted() == "Jardim (Brasil)")
        #expect(garden.status == .translated)
        // Only pt has "Watering can": the language serves the region, and that is not a fallback to report.
        let can = bundle.localizedString(forKey: "Watering can", locale: "pt-BR")
        #expect(can.language == "pt")
        #expect(try can.formatted() == "Regador")
        #expect(!can.isFallback)
        // Neither has "Fertilizer": the development language's text, reported as a missing translation in pt-BR.
        let fertilizer = bundle.localizedString(forKey: "Fertilizer", locale: "pt-BR")
        #expect(fertilizer.language == "en")
        #expect(fertilizer.matchedLocalization == "pt-BR")
        #expect(fertilizer.status == .missingTranslation)
        #expect(fertilizer.isMissing)
        #expect(try fertilizer.formatted() == "Fertilizer")
        // In no table at all: the key itself.
        let unknown = bundle.localizedString(forKey: "Compost", locale: "pt-BR")
        #expect(unknown.status == .missingKey)
        #expect(unknown.language == nil)
        #expect(try unknown.formatted() == "Compost")
        #expect(bundle.matchingLocalizations(for: "pt-BR") == ["pt-BR", "pt"])
        // European Portuguese prefers pt to Brazil's text, but would take pt-BR before English.
        #expect(bundle.matchingLocalizations(for: "pt-PT") == ["pt", "pt-BR"])
    }

    @Test func scriptsMatchAfterFillingInLikelySubtags() throws {
        let bundle = try fallbackBundle()
        #expect(try bundle.localizedString(forKey: "Garden", locale: "zh-Hans-CN").formatted() == "花园")
        // Taiwan and Hong Kong write Traditional Chinese.
        #expect(try bundle.localizedString(forKey: "Garden", locale: "zh_TW").formatted() == "花園")
        #expect(try bundle.localizedString(forKey: "Garden", locale: "zh-HK").formatted() == "花園")
        // Only zh-Hant has "Fertilizer": a Simplified Chinese reader gets English, never the Traditional text.
        let fertilizer = bundle.localizedString(forKey: "Fertilizer", locale: "zh-Hans-CN")
        #expect(fertilizer.language == "en")
        #expect(fertilizer.status == .missingTranslation)
        #expect(bundle.matchingLocalizations(for: "zh-Hans-CN") == ["zh-Hans"])
    }

    @Test func aLanguageTheAppLacksShowsTheDevelopmentLanguageWithoutCallingItMissing() throws {
        let resolution = try fallbackBundle().localizedString(forKey: "Garden", locale: "fi")
        #expect(resolution.status == .unsupportedLocale)
        #expect(resolution.language == "en")
        #expect(resolution.isFallback)
        #expect(!resolution.isMissing)
    }

    @Test func catalogKeysWithoutTranslationsAndUntranslatableKeys() throws {
        let bundle = try LocalizationBundle(contentsOf: [Fixtures.url("Catalog/Localizable.xcstrings")])
        let plantCare = bundle.localizedString(forKey: "Plant Care", locale: "de")
        #expect(plantCare.status == .missingTranslation)
        #expect(try plantCare.formatted() == "Plant Care")
        #expect(bundle.localizedString(forKey: "Plant Care", locale: "en").status == .translated)
        let brand = bundle.localizedString(forKey: "Verdant Pro", locale: "ja")
        #expect(brand.status == .doNotTranslate)
        #expect(!brand.isMissing)
        // "Next watering" is German only: Japanese falls back, Russian too.
        #expect(bundle.localizedString(forKey: "Next watering", locale: "ja").status == .missingTranslation)
        #expect(try bundle.localizedString(forKey: "Next watering", locale: "de-AT").formatted() == "Nächstes Gießen")
    }

    @Test func resolvedPluralsUseTheTextsLanguageAndTheLocalesNumbers() throws {
        let bundle = try LocalizationBundle(contentsOf: [Fixtures.url("Catalog/Localizable.xcstrings")])
        let russian = bundle.localizedString(forKey: "%lld plants need water", locale: "ru", deviceIdiom: .iPhone)
        #expect(try russian.formatted([3]) == "3 растения нужно полить")
        // A Swiss German reader: German text and forms; numbers as Foundation writes them for de-CH.
        let swiss = bundle.localizedString(forKey: "%lld plants need water", locale: "de-CH")
        #expect(swiss.language == "de")
        let expected = String(format: "%lld", locale: Locale(identifier: "de-CH"), Int64(1234)) + " Pflanzen brauchen Wasser"
        #expect(try swiss.formatted([1234]) == expected)
        let device = bundle.localizedString(forKey: "Tap to water", locale: "en", deviceIdiom: .mac)
        #expect(try device.formatted() == "Click to water")
    }

    @Test func theStringsAndStringsdictPairAcrossBaseEnglishAndGerman() throws {
        let bundle = try legacyBundle()
        #expect(try bundle.localizedString(forKey: "Today", locale: "de").formatted() == "Heute")
        #expect(try bundle.localizedString(forKey: "greeting", locale: "de-DE").formatted(["Mia"]) == "Hallo, Mia!")
        #expect(try bundle.localizedString(forKey: "%d plants", locale: "de").formatted([1]) == "1 Pflanze")
        #expect(try bundle.localizedString(forKey: "%d plants", locale: "de").formatted([7]) == "7 Pflanzen")
        // The .stringsdict wins over the .strings entry with the same key.
        let english = bundle.localizedString(forKey: "%d plants", locale: "en-GB")
        #expect(try english.formatted([0]) == "No plants")
        #expect(english.source?.lastPathComponent == "Localizable.stringsdict")
        // Only Base has "Refresh": German reports it missing; English reads Base as its own text.
        let refresh = bundle.localizedString(forKey: "Refresh", locale: "de")
        #expect(refresh.language == "Base")
        #expect(refresh.status == .missingTranslation)
        #expect(try refresh.formatted() == "Refresh")
        #expect(bundle.localizedString(forKey: "Refresh", locale: "en").status == .translated)
    }

    @Test func filesOutsideAnyLprojServeEveryLanguage() throws {
        let folder = try Fixtures.temporaryFolder()
        let shared = try Fixtures.write(Data("\"Version\" = \"v2\";".utf8), to: "Widget/Localizable.strings", in: folder)
        let german = try Fixtures.write(Data("\"Today\" = \"Heute\";".utf8), to: "Widget/de.lproj/Localizable.strings", in: folder)
        let bundle = try LocalizationBundle(contentsOf: [shared, german])
        let version = bundle.localizedString(forKey: "Version", locale: "de")
        #expect(version.status == .shared)
        #expect(try version.formatted() == "v2")
    }

    @Test func oldLprojNamesAndUnderscoresNameTheSameLanguages() throws {
        let folder = try Fixtures.temporaryFolder()
        let german = try Fixtures.write(Data("\"Today\" = \"Heute\";".utf8), to: "German.lproj/Localizable.strings", in: folder)
        let brazilian = try Fixtures.write(Data("\"Today\" = \"Hoje\";".utf8), to: "pt_BR.lproj/Localizable.strings", in: folder)
        let bundle = try LocalizationBundle(contentsOf: [german, brazilian])
        #expect(bundle.localizations == ["en", "de", "pt-BR"])
        #expect(try bundle.localizedString(forKey: "Today", locale: "pt-BR").formatted() == "Hoje")
    }

    @Test func namedTablesAreSeparate() throws {
        let folder = try Fixtures.temporaryFolder()
        let table = try Fixtures.write(Data("\"Title\" = \"Pflanzen\";".utf8), to: "de.lproj/Widget.strings", in: folder)
        let bundle = try LocalizationBundle(contentsOf: [table])
        #expect(try bundle.localizedString(forKey: "Title", table: "Widget", locale: "de").formatted() == "Pflanzen")
        #expect(bundle.localizedString(forKey: "Title", locale: "de").status == .missingKey)
    }

    @Test func anUnsupportedFileIsNamed() throws {
        let url = URL(fileURLWithPath: "/tmp/Localizable.json")
        let error = try #require(throws: LocalizationError.self) { try LocalizationBundle(contentsOf: [url]) }
        #expect(error.description.hasPrefix("/tmp/Localizable.json: "))
    }

    @Test func theWidestTranslationIsChosenPerKey() throws {
        let bundle = try LocalizationBundle(contentsOf: [Fixtures.url("Catalog/Localizable.xcstrings")])
        // "%lld plants need water" with 5: en 19 characters, de 26, ru 23, ar 23, ja 11 → German.
        let widest = bundle.widestTranslation(forKey: "%lld plants need water", arguments: [5])
        #expect(widest.language == "de")
        #expect(try widest.formatted([5]) == "5 Pflanzen brauchen Wasser")
        // Counting each CJK character as four makes Japanese 41 wide, the widest.
        let wide = bundle.widestTranslation(forKey: "%lld plants need water", arguments: [5]) { text in
            text.unicodeScalars.reduce(0) { $0 + ($1.value >= 0x3000 ? 4 : 1) }
        }
        #expect(wide.language == "ja")
    }
}
