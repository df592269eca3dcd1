import Foundation

/// The value of one key in one language, whatever file it came from: a string or its variations, plus
/// the `%#@name@` variables it refers to. A `.strings` entry is a single string; a `.stringsdict` entry and
/// a String Catalog localization may carry plural and device variations and substitutions.
public struct LocalizedString: Hashable, Sendable {
    /// The main text or its variations.
    public var variation: StringVariation
    /// The `%#@name@` variables by name.
    public var substitutions: [String: Substitution]

    /// A value from its parts.
    public init(variation: StringVariation, substitutions: [String: Substitution] = [:]) {
        self.variation = variation
        self.substitutions = substitutions
    }

    /// A single string, as a `.strings` file holds.
    public init(_ value: String, state: String? = nil) {
        self.init(variation: .unit(StringUnit(value: value, state: state)))
    }

    /// The translation state of a single-string value (`translated`, `needs_review`, …); nil for variations.
    public var state: String? {
        if case .unit(let unit) = variation { return unit.state }
        return nil
    }

    /// Every string in it — the main forms, then each variable's forms by name — for measuring and checks.
    public var allValues: [String] {
        variation.units.map(\.value) + substitutions.keys.sorted().flatMap { substitutions[$0]!.variation.units.map(\.value) }
    }

    /// The text for `arguments`: the device form, the plural form for the counted argument (the first
    /// conversion's argument for a top-level plural, as Xcode varies a string with one argument), and
    /// the variables, formatted by `StringFormatter`.
    ///
    /// - Parameters:
    ///   - locale: how numbers are written; nil for plain digits.
    ///   - language: whose plural rules apply — the language the text is written in.
    public func formatted(_ arguments: [FormatArgument] = [], locale: Locale? = nil, language: String? = nil,
                          deviceIdiom: DeviceIdiom? = nil) throws -> String {
        let rules = PluralRules(language: language ?? locale?.identifier ?? "en")
        let format = try StringFormatter.select(variation, deviceIdiom: deviceIdiom, rules: rules) {
            let position = StringFormatter.firstArgumentPosition(in: pluralReference(deviceIdiom: deviceIdiom))
            guard position <= arguments.count else {
                throw LocalizationError(.invalidFormat, "a plural variation counts argument \(position) but \(arguments.count) were given")
            }
            guard let number = arguments[position - 1].number else {
                throw LocalizationError(.invalidFormat, "a plural variation counts argument \(position) (\"\(arguments[position - 1])\"), which is not a number")
            }
            return number
        }
        return try StringFormatter.format(format, arguments: arguments, locale: locale, language: rules.language,
                                          substitutions: substitutions, deviceIdiom: deviceIdiom)
    }

    /// The `other` form of the top-level plural for the device, whose first conversion names the counted argument.
    private func pluralReference(deviceIdiom: DeviceIdiom?) -> String {
        var current = variation
        while true {
            switch current {
            case .unit(let unit): return unit.value
            case .device: current = current.form(for: deviceIdiom) ?? .string("")
            case .plural(let forms): current = forms[.other] ?? forms.values.first ?? .string("")
            }
        }
    }
}
