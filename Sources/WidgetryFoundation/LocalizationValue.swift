import Foundation

extension String {
    /// A localizable string with its interpolated values, as Foundation's `String.LocalizationValue`:
    /// the key is the literal with each interpolation replaced by a format specifier (`"%@ steps"` for
    /// `"\(name) steps"`, `%lld` for integers, `%lf` for floating point), which is how Xcode extracts keys
    /// into String Catalogs; the arguments keep their values for formatting.
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
        /// The key, as Xcode's string extraction writes it.
        public private(set) var key: String
        /// The interpolated values, already formatted for display, in order.
        public private(set) var arguments: [String]

        /// A value from a literal without interpolations.
        public init(stringLiteral value: String) {
            key = value
            arguments = []
        }

        /// A value from a literal with interpolations.
        public init(stringInterpolation: StringInterpolation) {
            key = stringInterpolation.key
            arguments = stringInterpolation.arguments
        }

        /// A value whose key is `string` as is.
        public init(_ string: String) { self.init(stringLiteral: string) }

        /// The text with every argument put in its place, as shown when no translation is found.
        public var description: String { LocalizationValue.substitute(arguments, into: key) }

        /// Collects the literal segments and interpolated values.
        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var key = ""
            var arguments: [String] = []

            /// Reserves room for the literal.
            public init(literalCapacity: Int, interpolationCount: Int) {
                key.reserveCapacity(literalCapacity + interpolationCount * 3)
            }

            /// A literal segment; a `%` in it is escaped as `%%`, as in a format string.
            public mutating func appendLiteral(_ literal: String) {
                key += literal.replacingOccurrences(of: "%", with: "%%")
            }

            /// A string value (`%@`).
            public mutating func appendInterpolation(_ string: String) {
                key += "%@"; arguments.append(string)
            }

            /// Another localizable value, spliced in as a string (`%@`).
            public mutating func appendInterpolation(_ value: LocalizationValue) {
                key += "%@"; arguments.append(value.description)
            }

            /// An integer (`%lld`), formatted in the current locale's digits as `String(localized:)` does.
            public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
                key += "%lld"; arguments.append(Int64(value).formatted())
            }

            /// A floating-point number (`%lf`).
            public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
                key += "%lf"; arguments.append(Double(value).formatted())
            }

            /// A value formatted with a `FormatStyle` (`%@`), as `"\(date, format: .dateTime.hour())"`.
            public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
                key += "%@"; arguments.append(format.format(value))
            }

            /// A date (`%@`), in the abbreviated date and short time style.
            public mutating func appendInterpolation(_ date: Date) {
                key += "%@"; arguments.append(date.formatted())
            }

            /// Any other value, by its description (`%@`).
            public mutating func appendInterpolation<T>(_ value: T) {
                key += "%@"; arguments.append(String(describing: value))
            }
        }

        /// Puts `arguments` in place of the format specifiers in `format` (`%@`, `%lld`, `%lf`, `%d`,
        /// positional `%1$@`), and `%%` as `%`.
        static func substitute(_ arguments: [String], into format: String) -> String {
            guard format.contains("%") else { return format }
            var result = ""
            var next = 0
            var index = format.startIndex
            while index < format.endIndex {
                let character = format[index]
                guard character == "%" else { result.append(character); index = format.index(after: index); continue }
                var cursor = format.index(after: index)
                guard cursor < format.endIndex else { result.append("%"); break }
                if format[cursor] == "%" { result.append("%"); index = format.index(after: cursor); continue }
                // Optional position (`1$`), then length modifiers, then the conversion character.
                var digits = ""
                while cursor < format.endIndex, format[cursor].isNumber { digits.append(format[cursor]); cursor = format.index(after: cursor) }
                var position: Int?
                if cursor < format.endIndex, format[cursor] == "$", let number = Int(digits) {
                    position = number - 1
                    cursor = format.index(after: cursor)
                }
                while cursor < format.endIndex, "lhqzjt.0123456789".contains(format[cursor]) { cursor = format.index(after: cursor) }
                guard cursor < format.endIndex else { break }
                let argument = position ?? next
                if position == nil { next += 1 }
                result += argument < arguments.count ? arguments[argument] : ""
                index = format.index(after: cursor)
            }
            return result
        }
    }
}
