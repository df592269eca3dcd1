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
    /// Text for `%@` (any value already rendered as text, e.g. a formatted date).
    case string(String)

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
        }
    }

    /// The value as a number, for plural selection and numeric specifiers; text counts when it reads as one.
    var number: Double? {
        switch self {
        case .int(let value): Double(value)
        case .uint(let value): Double(value)
        case .double(let value): value
        case .string(let value): Double(value.trimmingCharacters(in: .whitespaces))
        }
    }

    /// The value as a signed integer (truncating a fraction, as a cast would), for `%d` and friends.
    var integer: Int64? {
        switch self {
        case .int(let value): value
        case .uint(let value): Int64(truncatingIfNeeded: value)
        case .double(let value): value.isFinite ? Int64(exactly: value.rounded(.towardZero)) : nil
        case .string(let value): Int64(value.trimmingCharacters(in: .whitespaces)) ?? number.flatMap { FormatArgument.double($0).integer }
        }
    }
}
