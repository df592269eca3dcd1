import Foundation

/// One argument for a format string. Typed, unlike `CVarArg`, so it is `Sendable`, can choose a plural
/// form, and converts when the specifier asks for another type (a `.string("3")` for `%d` reads as 3,
/// where printf would misbehave).
public enum FormatArgument: Hashable, Sendable, CustomStringConvertible,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral {
    /// A signed integer (`Int`, `Int64`, …) for `%d`, `%ld`, `%lld`, `%i`.
    case int(Int64)
    /// An unsigned integer for `%u`, `%lu`, `%x`, `%o`.
    case uint(UInt64)
    /// A floating-point number for `%f`, `%.1f`, `%e`, `%g`.
    case double(Double)
    /// Text for `%@` (any value already rendered as text).
    case string(String)
    /// A value that writes itself for the locale it is shown in (a date, a measurement, an amount of money),
    /// for `%@`: formatted when the locale is known, as SwiftUI and `String(localized:)` format on iOS.
    case formatted(LocaleFormattedValue)

    /// An integer argument.
    public init(integerLiteral value: Int64) { self = .int(value) }
    /// A floating-point argument.
    public init(floatLiteral value: Double) { self = .double(value) }
    /// A text argument.
    public init(stringLiteral value: String) { self = .string(value) }

    /// The value as `%@` shows it: text as is, numbers in Swift's plain notation.
    public var description: String {
        switch self {
        case .int(let value): String(value)
        case .uint(let value): String(value)
        case .double(let value): String(value)
        case .string(let value): value
        case .formatted(let value): value.developmentText
        }
    }

    /// The value as `%@` shows it for `locale`: a self-formatting value written for it, everything else as
    /// ``description`` (numbers under `%@` are not localized by printf either). Without a locale, the
    /// development-language text.
    public func text(for locale: Locale?) -> String {
        if case .formatted(let value) = self { return value.text(for: locale) }
        return description
    }

    /// The value as a number, for plural selection and numeric specifiers; text counts when it reads as one.
    var number: Double? {
        switch self {
        case .int(let value): Double(value)
        case .uint(let value): Double(value)
        case .double(let value): value
        case .string(let value): Double(value.trimmingCharacters(in: .whitespaces))
        // A formatted value (a date, "12 km") is text: counting it would depend on the locale's digits.
        case .formatted: nil
        }
    }

    /// The value as a signed integer (truncating a fraction, as a cast would), for `%d` and friends.
    var integer: Int64? {
        switch self {
        case .int(let value): value
        case .uint(let value): Int64(truncatingIfNeeded: value)
        case .double(let value): value.isFinite ? Int64(exactly: value.rounded(.towardZero)) : nil
        case .string(let value): Int64(value.trimmingCharacters(in: .whitespaces)) ?? number.flatMap { FormatArgument.double($0).integer }
        case .formatted: nil
        }
    }
}

/// A value that formats itself for a locale: what `"\(distance, format: .measurement(width: .abbreviated))"` or
/// `"\(date, style: .date)"` interpolates. The formatting waits until the text is shown, because on iOS the
/// locale is the one the text is shown in (SwiftUI's environment, the app's localization for
/// `String(localized:)`), not the one in force where the value was interpolated.
///
/// Two values are equal when their development-language text is: a closure cannot be compared, and two
/// values that read the same where they were written are the same text for hashing and diffing.
public struct LocaleFormattedValue: Hashable, Sendable, CustomStringConvertible {
    /// The value as written where it was interpolated (the development-language text), shown when no
    /// locale is known, and its identity.
    public let developmentText: String
    private let format: @Sendable (Locale) -> String

    /// A value shown as `format` writes it for a locale, and as `developmentText` without one.
    public init(developmentText: String, format: @escaping @Sendable (Locale) -> String) {
        self.developmentText = developmentText
        self.format = format
    }

    /// The value written for `locale`; the development-language text when there is none.
    public func text(for locale: Locale?) -> String {
        locale.map(format) ?? developmentText
    }

    /// The development-language text.
    public var description: String { developmentText }

    /// Whether the two read the same in the development language.
    public static func == (lhs: LocaleFormattedValue, rhs: LocaleFormattedValue) -> Bool { lhs.developmentText == rhs.developmentText }
    /// Hashes the development-language text.
    public func hash(into hasher: inout Hasher) { hasher.combine(developmentText) }
}
