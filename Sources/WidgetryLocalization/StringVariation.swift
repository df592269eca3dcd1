/// One string of a String Catalog with its translation state (`stringUnit`).
public struct StringUnit: Hashable, Sendable {
    /// Xcode's translation state: `translated`, `needs_review`, `new`, `stale`; nil when the file has none
    /// (`.strings` files, the key of a catalog entry without localizations).
    public var state: String?
    /// The text: a format string with `%@`-style specifiers and, at the top level, `%#@name@` references.
    public var value: String

    /// A unit with a value and optional state.
    public init(value: String, state: String? = nil) {
        self.value = value
        self.state = state
    }
}

/// A localized value as String Catalogs structure it: one string, or forms chosen by plural category or by
/// device, nested (a `device` variation whose forms have `plural` variations).
public indirect enum StringVariation: Hashable, Sendable {
    /// A single string.
    case unit(StringUnit)
    /// Forms by the plural category of a number argument.
    case plural([PluralCategory: StringVariation])
    /// Forms by device; `other` serves devices not listed.
    case device([DeviceIdiom: StringVariation])

    /// A single string without state.
    public static func string(_ value: String) -> StringVariation { .unit(StringUnit(value: value)) }

    /// Every string in it, in a stable order (plural categories in CLDR's order, devices by key).
    public var units: [StringUnit] {
        switch self {
        case .unit(let unit): [unit]
        case .plural(let forms): PluralCategory.allCases.compactMap { forms[$0] }.flatMap(\.units)
        case .device(let forms): forms.keys.sorted().flatMap { forms[$0]!.units }
        }
    }

    /// The same structure with every string's value transformed (pseudo-localisation).
    public func mapValues(_ transform: (String) -> String) -> StringVariation {
        switch self {
        case .unit(let unit): .unit(StringUnit(value: transform(unit.value), state: unit.state))
        case .plural(let forms): .plural(forms.mapValues { $0.mapValues(transform) })
        case .device(let forms): .device(forms.mapValues { $0.mapValues(transform) })
        }
    }

    /// The form for `device`: its own, else `other`, else iPhone's (a widget's usual home), else the first
    /// by key — so a catalog that lists only `ipad` and `iphone` still shows something on a Mac.
    func form(for device: DeviceIdiom?) -> StringVariation? {
        guard case .device(let forms) = self else { return self }
        if let device, let form = forms[device] { return form }
        return forms[.other] ?? forms[.iPhone] ?? forms.keys.sorted().first.flatMap { forms[$0] }
    }

    /// The form for a number: `zero` for 0 whenever the form exists (Apple's `.stringsdict` rule, which
    /// iOS applies even to languages whose CLDR rules have no `zero`), else the CLDR category, else `other`,
    /// else the first form given.
    func form(for number: Double, rules: PluralRules) -> StringVariation? {
        guard case .plural(let forms) = self else { return self }
        if number == 0, let zero = forms[.zero] { return zero }
        return forms[rules.category(for: number)] ?? forms[.other] ?? PluralCategory.allCases.lazy.compactMap { forms[$0] }.first
    }
}

/// A `%#@name@` variable: a number argument whose plural category picks the text put in its place
/// (a String Catalog `substitution`, or a `.stringsdict` variable with `NSStringPluralRuleType`).
public struct Substitution: Hashable, Sendable {
    /// The argument the variable counts, 1-based (`argNum`); nil means the argument in the variable's
    /// position in the format string, as `.stringsdict` files count.
    public var argumentNumber: Int?
    /// How the number is written where a form says `%arg` (`lld`, `d`, `.1f`): the catalog's
    /// `formatSpecifier`, or the `.stringsdict` `NSStringFormatValueTypeKey`.
    public var formatSpecifier: String
    /// The forms, normally `plural`.
    public var variation: StringVariation

    /// A substitution from its parts.
    public init(argumentNumber: Int? = nil, formatSpecifier: String, variation: StringVariation) {
        self.argumentNumber = argumentNumber
        self.formatSpecifier = formatSpecifier
        self.variation = variation
    }
}
