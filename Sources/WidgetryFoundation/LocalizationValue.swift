import Foundation
import WidgetryLocalization

extension String {
    /// A localizable string with its interpolated values, as Foundation's `String.LocalizationValue`:
    /// the key is the literal with each interpolation replaced by a format specifier (`"%@ steps"` for
    /// `"\(name) steps"`, `%lld` for integers, `%lf` for floating point), which is how Xcode extracts keys
    /// into String Catalogs; the arguments keep their values, typed, so a plural form can be chosen and each
    /// value written for the locale the string is resolved in (`String(localized:)` inside a cell).
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
        /// The key, as Xcode's string extraction writes it.
        public private(set) var key: String
        /// The interpolated values, in order: integers and floating-point numbers as numbers (they choose
        /// plural forms), dates and format-style values as values that format themselves for a locale.
        public private(set) var arguments: [FormatArgument]
        /// The text as written, in pieces: the literal segments as text and each value as it reads without a
        /// table entry, written for the locale the string is resolved in.
        public private(set) var pieces: [FormatArgument]

        /// A value from a literal without interpolations.
        public init(stringLiteral value: String) {
            key = value
            arguments = []
            pieces = [.string(value)]
        }

        /// A value from a literal with interpolations.
        public init(stringInterpolation: StringInterpolation) {
            key = stringInterpolation.key
            arguments = stringInterpolation.arguments
            pieces = stringInterpolation.pieces
        }

        /// A value whose key is `string` as is.
        public init(_ string: String) { self.init(stringLiteral: string) }

        /// The text with every value in place, as shown when no translation is found: numbers and dates as
        /// the process's locale writes them.
        public var description: String { text(for: nil) }

        /// The text with every value in place, written for `locale` (as ``description`` without one).
        public func text(for locale: Locale?) -> String {
            if pieces.count == 1, case .string(let text) = pieces[0] { return text }
            return pieces.map { $0.text(for: locale) }.joined()
        }

        /// The kind of value a placeholder stands for, as Foundation's `String.LocalizationValue.Placeholder` (iOS 16).
        public enum Placeholder: Sendable, Hashable {
            case int, uint, float, double, object

            /// The format specifier Xcode writes for it.
            var specifier: String {
                switch self {
                case .int: "%lld"
                case .uint: "%llu"
                case .float: "%f"
                case .double: "%lf"
                case .object: "%@"
                }
            }
        }

        /// Collects the literal segments and interpolated values.
        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var key = ""
            var arguments: [FormatArgument] = []
            var pieces: [FormatArgument] = []

            /// Reserves room for the literal.
            public init(literalCapacity: Int, interpolationCount: Int) {
                key.reserveCapacity(literalCapacity + interpolationCount * 3)
                pieces.reserveCapacity(interpolationCount * 2 + 1)
            }

            /// A literal segment; a `%` in it is escaped as `%%`, as in a format string.
            public mutating func appendLiteral(_ literal: String) {
                guard !literal.isEmpty else { return }
                key += literal.replacingOccurrences(of: "%", with: "%%")
                pieces.append(.string(literal))
            }

            /// A string value (`%@`).
            public mutating func appendInterpolation(_ string: String) {
                append("%@", .string(string))
            }

            /// Another localizable value, spliced in as a string (`%@`), its own values written for the locale.
            public mutating func appendInterpolation(_ value: LocalizationValue) {
                append("%@", .formatted(LocaleFormattedValue(developmentText: value.description) { value.text(for: $0) }))
            }

            /// An integer (`%lld`), written with the locale's digits and grouping, as `String(localized:)` does.
            public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
                let number = Int64(truncatingIfNeeded: value)
                key += "%lld"
                arguments.append(.int(number))
                pieces.append(.formatted(LocaleFormattedValue(developmentText: number.formatted()) { number.formatted(.number.locale($0)) }))
            }

            /// A floating-point number (`%lf`).
            public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
                let number = Double(value)
                key += "%lf"
                arguments.append(.double(number))
                pieces.append(.formatted(LocaleFormattedValue(developmentText: number.formatted()) { number.formatted(.number.locale($0)) }))
            }

            /// A value formatted with a `FormatStyle` (`%@`), as `"\(date, format: .dateTime.hour())"`: written
            /// with the style set to the locale the string is resolved in (`FormatStyle.locale(_:)`).
            public mutating func appendInterpolation<F: FormatStyle & Sendable>(_ value: F.FormatInput, format: F)
                where F.FormatInput: Sendable, F.FormatOutput == String {
                append("%@", .formatted(LocaleFormattedValue(developmentText: format.format(value)) { format.locale($0).format(value) }))
            }

            /// A value formatted with a `FormatStyle` (`%@`) whose input cannot be kept for later: formatted
            /// now, with the style's own locale.
            @_disfavoredOverload
            public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
                append("%@", .string(format.format(value)))
            }

            /// A date (`%@`), as `Date.formatted()` writes it (numeric date, short time), for the locale the
            /// string is resolved in.
            public mutating func appendInterpolation(_ date: Date) {
                let style = Date.FormatStyle(date: .numeric, time: .shortened)
                append("%@", .formatted(LocaleFormattedValue(developmentText: style.format(date)) { style.locale($0).format(date) }))
            }

            /// A placeholder for a value the system supplies later (`"\(placeholder: .int) lists"`, App Intents'
            /// numeric formats): its specifier goes into the key and, with no value to write, into the text as written.
            public mutating func appendInterpolation(placeholder: Placeholder) {
                key += placeholder.specifier
                pieces.append(.string(placeholder.specifier))
            }

            /// Any other value, by its description (`%@`).
            public mutating func appendInterpolation<T>(_ value: T) {
                append("%@", .string(String(describing: value)))
            }

            /// One `%@` value: its specifier in the key, its argument, and its piece of the text as written.
            private mutating func append(_ specifier: String, _ argument: FormatArgument) {
                key += specifier
                arguments.append(argument)
                pieces.append(argument)
            }
        }
    }
}

extension String.LocalizationValue {
    /// The text of `key` with these values, as `String(localized:)` returns it: inside a cell, looked up in the
    /// widget's tables in the app's localization for the cell and formatted for its locale (a named `locale`
    /// other than the current one looks up that reader's localization); outside one, the text as written.
    func resolved(key: String, table: String?, locale: Locale) -> String {
        guard let strings = StringLocalization.current else { return description }
        // `Locale.current` is the app's locale on iOS, which inside a cell is the cell's.
        let reader = locale == Locale.current ? strings : StringLocalization(bundle: strings.bundle, readerLocale: locale.identifier)
        return reader.resolve(key: key, table: table, arguments: arguments, fallback: pieces).text
    }
}
