import Foundation

/// Xcode's pseudo-languages: made-up "translations" that show, before any translator is involved, which
/// layouts break with longer text, unexpected letters, clipping or right-to-left text.
///
/// `transform(_:)` rewrites only the text between format specifiers (`%@`, `%1$d`, `%.1f`, `%#@files@`,
/// `%arg`, `%%`), so the result still formats with the same arguments. The rules are Widgetry's own,
/// in the spirit of Xcode's:
/// - `doubleLength`: every character is written twice (`Hello` → `HHeelllloo`), spaces too, so the text is
///   twice as long and its words twice as wide; line breaks stay single so the line structure is kept.
/// - `accented`: ASCII letters become accented look-alikes (`Hello` → `Ĥéļļö`) and the text grows by
///   about 30% (the accented letters of its own start, repeated), the growth translators typically add.
/// - `bounded`: the text is wrapped in `[# ` and ` #]`, so a clipped start or end shows.
/// - `rightToLeft`: the text is wrapped in RIGHT-TO-LEFT OVERRIDE (U+202E) … POP DIRECTIONAL FORMATTING
///   (U+202C), which draws it mirrored, and the layout should run right to left (`isRightToLeft`).
/// - `longest`: not a text transformation — per key, the widest real translation
///   (`LocalizationBundle.widestTranslation`); `transform` returns the text unchanged.
public enum PseudoLocale: String, CaseIterable, Hashable, Sendable {
    /// Twice as long.
    case doubleLength = "double-length"
    /// Accented letters, 30% longer.
    case accented
    /// Wrapped in `[# … #]`.
    case bounded
    /// Drawn right to left.
    case rightToLeft = "rtl"
    /// The widest real translation of each key.
    case longest

    /// The mode for a `--pseudo` argument: `double-length`, `accented`, `bounded`, `rtl`, `longest`
    /// (case-insensitive; `right-to-left` also reads as `rtl`).
    public init?(argument: String) {
        let spelling = argument.trimmingCharacters(in: .whitespaces).lowercased()
        if spelling == "right-to-left" { self = .rightToLeft; return }
        self.init(rawValue: spelling)
    }

    /// The spelling `init(argument:)` reads, for help texts and reports.
    public var argument: String { rawValue }

    /// Whether the layout should run right to left under this pseudo-locale.
    public var isRightToLeft: Bool { self == .rightToLeft }

    /// `string` transformed, its format specifiers untouched.
    public func transform(_ string: String) -> String {
        switch self {
        case .doubleLength:
            return mapText(string, recognizingArg: false, Self.doubled)
        case .accented:
            var pool: [Character] = []
            let mapped = mapText(string, recognizingArg: false) { text in
                let accented = Self.accented(text)
                pool += accented.filter(\.isLetter)
                return accented
            }
            // 30% more letters, rounded up, taken from the text's own accented letters so widths stay realistic.
            let extra = (pool.count * 3 + 9) / 10
            guard extra > 0 else { return mapped }
            return mapped + String((0..<extra).map { pool[$0 % pool.count] })
        case .bounded:
            return "[# " + string + " #]"
        case .rightToLeft:
            return "\u{202E}" + string + "\u{202C}"
        case .longest:
            return string
        }
    }

    /// Every string of `value` transformed: the main forms as `transform(_:)` does; the forms of its
    /// `%#@name@` variables only letter by letter (doubled or accented), since they land inside the main
    /// text, which already carries the brackets, direction marks and padding.
    public func transform(_ value: LocalizedString) -> LocalizedString {
        var result = value
        result.variation = value.variation.mapValues(transform)
        result.substitutions = value.substitutions.mapValues { substitution in
            var changed = substitution
            changed.variation = substitution.variation.mapValues { form in
                switch self {
                case .doubleLength: mapText(form, recognizingArg: true, Self.doubled)
                case .accented: mapText(form, recognizingArg: true, Self.accented)
                case .bounded, .rightToLeft, .longest: form
                }
            }
            return changed
        }
        return result
    }

    /// `string` with `change` applied to each run of text between format specifiers.
    private func mapText(_ string: String, recognizingArg: Bool, _ change: (String) -> String) -> String {
        FormatToken.tokenize(string, recognizingArg: recognizingArg).map { token in
            if case .literal(let text) = token { return change(text) }
            return token.source
        }.joined()
    }

    /// Each character twice, line breaks once.
    private static func doubled(_ text: String) -> String {
        String(text.flatMap { $0.isNewline ? [$0] : [$0, $0] })
    }

    /// ASCII letters replaced by their accented look-alikes.
    private static func accented(_ text: String) -> String {
        String(text.map { accents[$0] ?? $0 })
    }

    /// Each ASCII letter's accented look-alike, one precomposed character each (Latin-1 Supplement and
    /// Latin Extended), so fonts with Latin coverage draw them.
    private static let accents: [Character: Character] = {
        let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let accented = Array("áƀçðéƒĝĥîĵķļɱñöþǫŕšţüṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÜṼŴẊÝŽ")
        return Dictionary(uniqueKeysWithValues: zip(plain, accented))
    }()
}
