import Foundation
import WidgetryLocalization

/// The language a cell shows its localized text in: a real locale (`de`, `ja`, `ar`, `pt-BR`) or one of
/// Xcode's pseudo-locales. One coordinate of a check's matrix (`--locale`, `--pseudo`).
public enum CellLocale: Sendable, Hashable, CustomStringConvertible, Comparable {
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

    /// Whether text runs right to left (Arabic, Hebrew, …, or the right-to-left pseudo-locale).
    public var isRightToLeft: Bool {
        switch self {
        case .language(let identifier): LocaleAxis.isRightToLeft(identifier)
        case .pseudo(let pseudo): pseudo.isRightToLeft
        }
    }

    public static func < (a: CellLocale, b: CellLocale) -> Bool { a.description < b.description }
}
