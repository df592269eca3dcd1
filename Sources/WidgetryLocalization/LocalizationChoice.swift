import Foundation

/// The one localization an app runs in for a reader, chosen as iOS chooses it for the whole app
/// (`Bundle.preferredLocalizations`): the app's best localization for the reader's language, or its
/// development language when none serves it. iOS then reads every table in that localization, lays the app
/// out in that script's direction, and builds `Locale.current` from its language and the reader's region.
///
/// So an app localized into English and German shows an Arabic reader English text laid out left to right
/// (with Egyptian formats for an `ar-EG` reader), never a mirrored layout around English words.
public struct LocalizationChoice: Hashable, Sendable {
    /// The reader's locale, normalised (`ar-EG`, `pt-BR`).
    public let readerLocale: String
    /// The localization the app runs in: one of its own (`de`, `pt-BR`, `zh-Hans`), or its development language.
    public let localization: String
    /// Whether a localization of the app serves the reader's language; false when the app runs in its
    /// development language because it is not localized into the reader's.
    public let servesReader: Bool
    /// The locale the app formats with, `Locale.current` on iOS: the chosen localization's language and
    /// script with the reader's region (`de-CH` for a Swiss reader of German text, `en-EG` for an Egyptian
    /// reader of an app that has no Arabic), or the localization's own region when the reader names none.
    public let localeIdentifier: String

    /// The choice among `localizations` (`LocalizationBundle.localizations`) for a reader of `readerLocale`,
    /// by the fallback order of ``LocalizationBundle/matchingLocalizations(for:)``.
    public init(readerLocale: String, localizations: [String], developmentLanguage: String) {
        let reader = LanguageTag.normalize(readerLocale)
        let best = LanguageMatcher.searchOrder(for: reader, among: localizations).first
        self.readerLocale = reader
        localization = best ?? LanguageTag.normalize(developmentLanguage)
        servesReader = best != nil
        guard let chosen = LanguageTag(localization), localization != LanguageTag.base else {
            localeIdentifier = localization
            return
        }
        let region = LanguageTag(reader)?.region ?? chosen.region
        localeIdentifier = LanguageTag(language: chosen.language, script: chosen.script, region: region).identifier
    }

    /// Which way the chosen localization's script runs: the app's layout direction.
    public var characterDirection: Locale.LanguageDirection { LocaleAxis.characterDirection(of: localization) }

    /// Whether the app is laid out right to left (its chosen localization is Arabic, Hebrew, …).
    public var isRightToLeft: Bool { characterDirection == .rightToLeft }
}

extension LocalizationBundle {
    /// The localization the app runs in for a reader of `locale` (see ``LocalizationChoice``). Lookups for
    /// the reader start in it: it is the first of ``matchingLocalizations(for:)``.
    public func chosenLocalization(for locale: String) -> LocalizationChoice {
        LocalizationChoice(readerLocale: locale, localizations: localizations, developmentLanguage: developmentLanguage)
    }
}
