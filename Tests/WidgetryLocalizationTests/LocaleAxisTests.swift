import Foundation
import Testing
import WidgetryLocalization

/// `--locale all|de,ja,ar` and each locale's direction.
@Suite struct LocaleAxisTests {
    private let localizations = ["en", "ar", "de", "ja"]

    @Test func allIsEveryLocalizationWithTheDevelopmentLanguageFirst() throws {
        let bundle = try LocalizationBundle(contentsOf: [Fixtures.url("Catalog/Localizable.xcstrings")])
        #expect(try LocaleAxis(parsing: "all", bundle: bundle).locales == ["en", "ar", "de", "ja", "ru"])
    }

    @Test func aListIsNormalisedInTheOrderGivenWithoutRepeats() throws {
        let axis = try LocaleAxis(parsing: "de, ja,ar,pt_BR,zh-hans,de", localizations: localizations)
        #expect(axis.locales == ["de", "ja", "ar", "pt-BR", "zh-Hans"])
        // Valid locales the tables lack are kept (iOS shows them English) and listed.
        #expect(axis.unlocalized == ["pt-BR", "zh-Hans"])
        #expect(try LocaleAxis(parsing: "de-AT", localizations: localizations).unlocalized.isEmpty)
        #expect(try LocaleAxis(parsing: "es-419", localizations: localizations).locales == ["es-419"])
    }

    @Test func anUnknownIdentifierIsNamedWithWhatTheTablesContain() {
        let error = #expect(throws: LocalizationError.self) { try LocaleAxis(parsing: "de,deutsch", localizations: localizations) }
        #expect(error?.kind == .unknownLocale)
        #expect(error?.description == "unknown locale \"deutsch\"; the string tables contain: en, ar, de, ja (or use \"all\")")
        #expect(throws: LocalizationError.self) { try LocaleAxis(parsing: "xx", localizations: localizations) }
        #expect(throws: LocalizationError.self) { try LocaleAxis(parsing: "de-QQ", localizations: localizations) }
        #expect(throws: LocalizationError.self) { try LocaleAxis(parsing: "de,,ja", localizations: localizations) }
        #expect(throws: LocalizationError.self) { try LocaleAxis(parsing: "Base", localizations: localizations) }
    }

    @Test func rightToLeftLanguages() {
        for identifier in ["ar", "he", "fa", "ur", "ar-EG"] {
            #expect(LocaleAxis.isRightToLeft(identifier), "\(identifier)")
        }
        for identifier in ["en", "de", "ja", "zh-Hant", "ru"] {
            #expect(LocaleAxis.characterDirection(of: identifier) == .leftToRight, "\(identifier)")
        }
    }
}
