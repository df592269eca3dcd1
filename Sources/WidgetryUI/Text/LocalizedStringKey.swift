import Foundation

/// The string a `Text` literal builds, as in SwiftUI. Widgetry has no string tables, so the key is the
/// text; interpolations are formatted the way SwiftUI formats them for the `en` locale.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    let key: String

    /// A key from a literal.
    public init(stringLiteral value: String) { key = value }
    /// A key from a string.
    public init(_ value: String) { key = value }
    /// A key from an interpolated literal.
    public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.output }

    /// Collects the pieces of an interpolated literal.
    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        public init(literalCapacity: Int, interpolationCount: Int) { output.reserveCapacity(literalCapacity) }
        public mutating func appendLiteral(_ literal: String) { output += literal }
        public mutating func appendInterpolation<T>(_ value: T) { output += "\(value)" }
        /// A number formatted with a printf specifier, e.g. `"\(temperature, specifier: "%.1f")"`.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            output += String(format: specifier, value)
        }
        /// A date in one of `Text.DateStyle`'s fixed styles.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            output += DateTextFormatter(environment: EnvironmentValues.current).string(for: .date(date, style))
        }
    }
}
