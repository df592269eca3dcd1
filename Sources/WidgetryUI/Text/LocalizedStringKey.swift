import Foundation
import WidgetryLocalization

/// The key a `Text` literal builds, as in SwiftUI: a format key with one specifier per interpolation
/// (`"\(count) stops"` is the key `"%lld stops"` with the argument `count`), looked up in the widget's
/// string tables for the cell's locale (`LocalizedTextResolver`). ``key`` is the text in the development
/// language, with the interpolations formatted as SwiftUI formats them, for tools and fallbacks.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text with its interpolations in place (what is shown when no table has the key).
    let key: String
    /// The key looked up: the literal with `%lld`, `%lf` or `%@` where values were interpolated.
    let formatKey: String
    /// The interpolated values, typed, for plural selection and number formatting per locale.
    let arguments: [FormatArgument]

    /// A key from a literal.
    public init(stringLiteral value: String) { key = value; formatKey = value; arguments = [] }
    /// A key from a string.
    public init(_ value: String) { key = value; formatKey = value; arguments = [] }
    /// A key from an interpolated literal.
    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.output
        formatKey = stringInterpolation.format
        arguments = stringInterpolation.arguments
    }

    /// Collects the pieces of an interpolated literal: the text shown in the development language, and the
    /// format key and arguments SwiftUI would look up (Int → `%lld`, floating point → `%lf`, the rest `%@`).
    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        var format = ""
        var arguments: [FormatArgument] = []
        public init(literalCapacity: Int, interpolationCount: Int) { output.reserveCapacity(literalCapacity) }
        public mutating func appendLiteral(_ literal: String) {
            output += literal
            format += literal.replacingOccurrences(of: "%", with: "%%")
        }
        public mutating func appendInterpolation<T>(_ value: T) {
            output += "\(value)"
            switch value {
            case let number as any BinaryInteger:
                format += "%lld"; arguments.append(.int(Int64(truncatingIfNeeded: number)))
            case let number as Double:
                format += "%lf"; arguments.append(.double(number))
            case let number as Float:
                format += "%lf"; arguments.append(.double(Double(number)))
            default:
                format += "%@"; arguments.append(.string("\(value)"))
            }
        }
        /// A number formatted with a printf specifier, e.g. `"\(temperature, specifier: "%.1f")"`.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            output += String(format: specifier, value)
            format += specifier
            switch value {
            case let number as any BinaryInteger: arguments.append(.int(Int64(truncatingIfNeeded: number)))
            case let number as Double: arguments.append(.double(number))
            case let number as Float: arguments.append(.double(Double(number)))
            default: arguments.append(.string(String(format: specifier, value)))
            }
        }
        /// A date in one of `Text.DateStyle`'s fixed styles.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            let text = DateTextFormatter(environment: EnvironmentValues.current).string(for: .date(date, style))
            output += text
            format += "%@"
            arguments.append(.string(text))
        }
    }
}
