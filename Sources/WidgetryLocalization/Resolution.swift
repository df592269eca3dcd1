import Foundation

extension LocalizationBundle {
    /// The outcome of looking a key up for a locale: the value to show, where it came from, and whether that
    /// is what a reader of the locale should see — so a check can report "missing translation for key X in de".
    public struct Resolution: Hashable, Sendable {
        /// Where the value came from.
        public enum Status: String, Hashable, Sendable {
            /// From a localization that serves the locale (`pt` for `pt-BR` counts).
            case translated
            /// From a file outside any `.lproj`, the same in every language by design.
            case shared
            /// The locale's localization exists but lacks the key; the development language's (or `Base`'s)
            /// text is shown instead. A missing translation.
            case missingTranslation
            /// The app is not localized into the locale's language at all; the development language is shown,
            /// as iOS shows it for the whole app. Not a missing translation.
            case unsupportedLocale
            /// The catalog marks the key `shouldTranslate: false`; the source text is shown everywhere.
            case doNotTranslate
            /// No table has the key: the key itself is shown (a string that is not localized at all).
            case missingKey
        }

        /// The key looked up.
        public let key: String
        /// The table looked in.
        public let table: String
        /// The locale asked for, normalised (`pt-BR`).
        public let locale: String
        /// The localization whose value is used (`pt`, `Base`, `en`); nil for a shared file or the key itself.
        public let language: String?
        /// The best localization for the locale, whether or not it had the key; nil when none serves it.
        public let matchedLocalization: String?
        /// Where the value came from.
        public let status: Status
        /// The value to format (the key itself when nothing was found).
        public let value: LocalizedString
        /// The file the value came from.
        public let source: URL?
        /// The device whose `device` variations apply.
        public let deviceIdiom: DeviceIdiom?
        /// The bundle's development language, whose plural rules apply to the key shown as is.
        let developmentLanguage: String

        /// Whether the text shown is not the locale's own (any status but `translated`, `shared`, `doNotTranslate`).
        public var isFallback: Bool { ![.translated, .shared, .doNotTranslate].contains(status) }

        /// Whether this is a problem to report: a missing translation or a key in no table.
        public var isMissing: Bool { status == .missingTranslation || status == .missingKey }

        /// The language the text is written in, whose plural rules choose its forms.
        public var textLanguage: String {
            guard let language, language != "Base" else { return developmentLanguage }
            return language
        }

        /// The value formatted with `arguments`: plural forms by the text's language, numbers written for
        /// `locale` (by default the locale asked for, so a `pt-BR` reader of `pt` text sees Brazilian numbers).
        public func formatted(_ arguments: [FormatArgument] = [], locale: Locale? = nil) throws -> String {
            try value.formatted(arguments, locale: locale ?? Locale(identifier: self.locale), language: textLanguage, deviceIdiom: deviceIdiom)
        }
    }
}
