import Foundation
import WidgetryKit
import WidgetryLocalization

/// The language a cell shows its localized text in: a real locale (`de`, `ja`, `ar`, `pt-BR`) or one of
/// Xcode's pseudo-locales. One coordinate of a check's matrix (`--locale`, `--pseudo`).
public enum CellLocale: Sendable, Hashable, CustomStringConvertible {
    /// A locale identifier, looked up in the widget's string tables with Apple's fallback order.
    case language(String)
    /// A pseudo-locale applied to the development language's text (or, for `longest`, the widest translation).
    case pseudo(PseudoLocale)

    /// The name reports and the command line use: `de`, or `pseudo-double-length`.
    public var description: String {
        switch self {
        case .language(let identifier): identifier
        case .pseudo(let pseudo): "pseudo-" + pseudo.argument
        }
    }

    /// Reads ``description`` back.
    public init?(_ name: String) {
        if name.hasPrefix("pseudo-") {
            guard let pseudo = PseudoLocale(argument: String(name.dropFirst("pseudo-".count))) else { return nil }
            self = .pseudo(pseudo)
        } else {
            guard !name.isEmpty else { return nil }
            self = .language(name)
        }
    }

    /// The localization an app with the string tables `strings` runs in for this cell's reader (iOS's one
    /// choice for the whole app: docs/localization.md); nil for a pseudo-locale, which shows the development
    /// language. An app without tables runs in its development language, English by Xcode's default.
    public func localizationChoice(strings: LocalizationBundle?) -> LocalizationChoice? {
        guard case .language(let identifier) = self else { return nil }
        return Self.choice(for: identifier, strings: strings)
    }

    private static func choice(for reader: String, strings: LocalizationBundle?) -> LocalizationChoice {
        strings?.chosenLocalization(for: reader)
            ?? LocalizationChoice(readerLocale: reader, localizations: [], developmentLanguage: LocalizationBundle.defaultDevelopmentLanguage)
    }

    /// How the app reads in this cell, from one choice of localization: what its strings are read with (the
    /// chosen localization's locale — its language, the reader's region — or, for a pseudo-locale, the
    /// development language transformed), and whether it is laid out right to left (the chosen
    /// localization's script runs that way, so an app that has no Arabic is laid out left to right for an
    /// Arabic reader, as on iOS; or the pseudo-locale is the right-to-left one).
    public func localization(strings: LocalizationBundle?) -> (strings: StringLocalization, isRightToLeft: Bool) {
        switch self {
        case .language(let identifier):
            let choice = Self.choice(for: identifier, strings: strings)
            return (StringLocalization(bundle: strings, choice: choice), choice.isRightToLeft)
        case .pseudo(let pseudo):
            return (StringLocalization(bundle: strings, pseudoLocale: pseudo), pseudo.isRightToLeft)
        }
    }
}
