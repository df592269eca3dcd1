import Foundation
import Testing
import WidgetryLocalization

/// The one localization an app runs in for a reader, and what text reads like in it.
@Suite struct LocalizationChoiceTests {
    /// English (development language), German, Portuguese and Brazilian Portuguese, Simplified and
    /// Traditional Chinese; no Arabic.
    private func bundle() throws -> LocalizationBundle {
        try LocalizationBundle(contentsOf: [Fixtures.url("Fallback/Localizable.xcstrings")])
    }

    @Test func theBestLocalizationIsChosenAndTheReadersRegionKept() throws {
        let bundle = try bundle()
        let swiss = bundle.chosenLocalization(for: "de_CH")
        #expect(swiss.localization == "de")
        #expect(swiss.servesReader)
        #expect(swiss.localeIdentifier == "de-CH")
        // A European Portuguese reader: the bare language before Brazil's, formats of Portugal.
        let portugal = bundle.chosenLocalization(for: "pt-PT")
        #expect(portugal.localization == "pt")
        #expect(portugal.localeIdentifier == "pt-PT")
        // Taiwan writes Traditional Chinese: the script comes from the localization, the region from the reader.
        let taiwan = bundle.chosenLocalization(for: "zh-TW")
        #expect(taiwan.localization == "zh-Hant")
        #expect(taiwan.localeIdentifier == "zh-Hant-TW")
        // The first localization searched for a key is the chosen one.
        #expect(bundle.matchingLocalizations(for: "pt-PT").first == portugal.localization)
    }

    @Test func aReaderTheAppHasNoLocalizationForGetsTheDevelopmentLanguageLeftToRight() throws {
        let egypt = try bundle().chosenLocalization(for: "ar-EG")
        #expect(egypt.localization == "en")
        #expect(!egypt.servesReader)
        // Locale.current on iOS: the app's language with the reader's region.
        #expect(egypt.localeIdentifier == "en-EG")
        #expect(!egypt.isRightToLeft)
        #expect(try bundle().chosenLocalization(for: "ar").localeIdentifier == "en")
    }

    @Test func anAppLocalizedIntoArabicIsLaidOutRightToLeftForAnArabicReader() {
        let choice = LocalizationChoice(readerLocale: "ar-SA", localizations: ["en", "ar"], developmentLanguage: "en")
        #expect(choice.localization == "ar")
        #expect(choice.localeIdentifier == "ar-SA")
        #expect(choice.isRightToLeft)
        #expect(!LocalizationChoice(readerLocale: "en", localizations: ["en", "ar"], developmentLanguage: "en").isRightToLeft)
    }

    @Test func theLocaleAxisCallsUnservedLocalesUnlocalized() throws {
        let axis = try LocaleAxis(parsing: "de-CH,ar,pt-PT", bundle: bundle())
        #expect(axis.unlocalized == ["ar"])
    }
}

/// What `String(localized:)` and `Text` show for a reader: the tables' value, or the text as written, each
/// value written for the reader's locale.
@Suite struct StringLocalizationTests {
    private let date = Date(timeIntervalSince1970: 1_780_000_000)

    /// A date that writes itself in the long date style of the locale it is shown in.
    private var dueDate: FormatArgument {
        let date = self.date
        let style = Date.FormatStyle(date: .long, time: .omitted, timeZone: TimeZone(identifier: "UTC")!)
        return .formatted(LocaleFormattedValue(developmentText: "the due date") { style.locale($0).format(date) })
    }

    @Test func aSelfFormattingValueIsWrittenForTheFormattersLocale() throws {
        let german = Locale(identifier: "de"), japanese = Locale(identifier: "ja")
        let expected = { (locale: Locale) in
            "Due " + self.date.formatted(Date.FormatStyle(date: .long, time: .omitted, timeZone: TimeZone(identifier: "UTC")!).locale(locale))
        }
        #expect(try StringFormatter.format("Due %@", arguments: [dueDate], locale: german) == expected(german))
        #expect(try StringFormatter.format("Due %@", arguments: [dueDate], locale: japanese) == expected(japanese))
        #expect(expected(german) != expected(japanese))
        // Without a locale, the text as written where it was interpolated.
        #expect(try StringFormatter.format("Due %@", arguments: [dueDate]) == "Due the due date")
    }

    @Test func textNoTableHasIsShownAsWrittenWithItsValuesInTheReadersLocale() throws {
        let bundle = try LocalizationBundle(contentsOf: [Fixtures.url("Fallback/Localizable.xcstrings")])
        let german = StringLocalization(bundle: bundle, readerLocale: "de")
        let resolved = german.resolve(key: "Due %@", table: nil, arguments: [dueDate], fallback: ["Due ", dueDate])
        #expect(resolved.status == .missingKey)
        #expect(resolved.text == "Due " + dueDate.text(for: Locale(identifier: "de")))
        #expect(german.resolve(key: "Garden", table: nil, arguments: [], fallback: ["Garden"]).text == "Garten")
        // Without tables the values are still written for the locale; there is no status to report.
        let tableless = StringLocalization(bundle: nil, locale: Locale(identifier: "ja"))
        let shown = tableless.resolve(key: "Due %@", table: nil, arguments: [dueDate], fallback: ["Due ", dueDate])
        #expect(shown.status == nil)
        #expect(shown.text == "Due " + dueDate.text(for: Locale(identifier: "ja")))
    }

    @Test func aPseudoLocaleTransformsTheDevelopmentLanguage() throws {
        let bundle = try LocalizationBundle(contentsOf: [Fixtures.url("Fallback/Localizable.xcstrings")])
        let doubled = StringLocalization(bundle: bundle, pseudoLocale: .doubleLength)
        #expect(doubled.resolve(key: "Garden", table: nil, arguments: [], fallback: ["Garden"]).text == "GGaarrddeenn")
    }
}
