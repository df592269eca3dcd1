import Foundation

/// What an app's strings are read with for one reader: the app's tables, the locale their values are
/// formatted for (the app's `Locale.current`, from its ``LocalizationChoice``), and the pseudo-locale, if
/// any. `Text` builds one from its environment; `String(localized:)` and `LocalizedStringResource`, which
/// have no environment, read ``current``.
public struct StringLocalization: Sendable {
    /// The app's string tables; nil when it has none (text is shown as written, values still formatted).
    public var bundle: LocalizationBundle?
    /// The locale values are formatted for, and whose localization is looked up.
    public var locale: Locale
    /// The pseudo-locale applied to the text, if any.
    public var pseudoLocale: PseudoLocale?

    /// Strings read with `bundle` for `locale`, transformed by `pseudoLocale`.
    public init(bundle: LocalizationBundle?, locale: Locale, pseudoLocale: PseudoLocale? = nil) {
        self.bundle = bundle
        self.locale = locale
        self.pseudoLocale = pseudoLocale
    }

    /// Strings as a reader of `readerLocale` sees them: in the localization the app chooses for that reader
    /// (an app without tables runs in its development language, English by Xcode's default), formatted
    /// with that localization's language and the reader's region.
    public init(bundle: LocalizationBundle?, readerLocale: String) {
        self.init(bundle: bundle, choice: bundle?.chosenLocalization(for: readerLocale)
            ?? LocalizationChoice(readerLocale: readerLocale, localizations: [], developmentLanguage: LocalizationBundle.defaultDevelopmentLanguage))
    }

    /// Strings read with `bundle` in the localization `choice` names, formatted for its locale.
    public init(bundle: LocalizationBundle?, choice: LocalizationChoice) {
        self.init(bundle: bundle, locale: Locale(identifier: choice.localeIdentifier))
    }

    /// Strings under a pseudo-locale: the development language's text, transformed, formatted for that language.
    public init(bundle: LocalizationBundle?, pseudoLocale: PseudoLocale) {
        let language = bundle?.developmentLanguage ?? LocalizationBundle.defaultDevelopmentLanguage
        self.init(bundle: bundle, locale: Locale(identifier: language), pseudoLocale: pseudoLocale)
    }

    /// What a localized string shows, and how it was found.
    public struct Resolved: Hashable, Sendable {
        /// The text to show.
        public var text: String
        /// Where the value came from; nil when there are no tables to look in.
        public var status: LocalizationBundle.Resolution.Status?
        /// The locale looked up (`de-CH`); empty when there are no tables.
        public var locale: String
    }

    /// The text of `key` in `table` with `arguments`: the tables' value in Apple's fallback order, formatted
    /// for ``locale`` (plural forms, numbers, self-formatting values), then the pseudo-locale applied.
    /// When no table has the key (or the value does not take the arguments), `fallback` is shown: the text as
    /// written, in pieces, each value among them written for ``locale``.
    public func resolve(key: String, table: String?, arguments: [FormatArgument], fallback: [FormatArgument]) -> Resolved {
        let pseudo = pseudoLocale
        // Most widgets have no string tables: answer before asking the locale for its identifier, an ICU call,
        // since this runs for every text of every cell.
        guard let bundle else {
            let text = Self.join(fallback, locale: locale)
            return Resolved(text: pseudo.map { $0.transform(text) } ?? text, status: nil, locale: "")
        }
        let identifier = locale.identifier.replacingOccurrences(of: "_", with: "-")
        let resolution = pseudo == .longest
            ? bundle.widestTranslation(forKey: key, table: table, arguments: arguments)
            : bundle.localizedString(forKey: key, table: table, locale: identifier)
        var text: String
        if resolution.status != .missingKey, let formatted = try? resolution.formatted(arguments, locale: locale) {
            text = formatted
        } else {
            text = Self.join(fallback, locale: locale)
        }
        if let pseudo, pseudo != .longest { text = pseudo.transform(text) }
        return Resolved(text: text, status: resolution.status, locale: identifier)
    }

    /// The pieces of a text written for `locale`; a lone literal without touching the locale.
    private static func join(_ pieces: [FormatArgument], locale: Locale) -> String {
        if pieces.count == 1, case .string(let text) = pieces[0] { return text }
        return pieces.map { $0.text(for: locale) }.joined()
    }

    /// The strings of the cell being rendered, for code with no environment to read: a timeline provider,
    /// or a view's `body` calling `String(localized:)`; nil outside a cell with a locale (text is then
    /// shown in the development language, as written).
    ///
    /// On iOS the bundle's localization belongs to the process: the app runs in one language. Here one
    /// process renders cells in many languages, several threads at once, and a widget's provider and body run
    /// inside one cell's render on one thread. A task-local value is the narrowest equivalent of the
    /// process's choice: bound for that render only (and inherited by tasks the provider starts), so no cell
    /// sees another's language and nothing process-wide changes.
    @TaskLocal public static var current: StringLocalization?
}
