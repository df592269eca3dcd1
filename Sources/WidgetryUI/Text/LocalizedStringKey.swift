import Foundation
import WidgetryLocalization

/// The key a `Text` literal builds, as in SwiftUI: a format key with one specifier per interpolation
/// (`"\(count) stops"` is the key `"%lld stops"` with the argument `count`), looked up in the widget's
/// string tables for the cell's locale (`LocalizedTextResolver`). Dates and format-style values are written
/// when the text is shown, for the locale it is shown in, as SwiftUI writes them.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The key looked up: the literal with `%lld`, `%lf` or `%@` where values were interpolated.
    let formatKey: String
    /// The interpolated values, typed, for plural selection and formatting per locale.
    let arguments: [FormatArgument]
    /// The text as written, in pieces: literal segments and values (shown when no table has the key).
    let pieces: [FormatArgument]

    /// A key from a literal.
    public init(stringLiteral value: String) { formatKey = value; arguments = []; pieces = [.string(value)] }
    /// A key from a string.
    public init(_ value: String) { self.init(stringLiteral: value) }
    /// A key from an interpolated literal.
    public init(stringInterpolation: StringInterpolation) {
        formatKey = stringInterpolation.format
        arguments = stringInterpolation.arguments
        pieces = stringInterpolation.pieces
    }

    /// Collects the pieces of an interpolated literal: the text as written, and the format key and arguments
    /// SwiftUI would look up (integers → `%lld`, floating point → `%lf`, the rest `%@`).
    public struct StringInterpolation: StringInterpolationProtocol {
        var format = ""
        var arguments: [FormatArgument] = []
        var pieces: [FormatArgument] = []

        /// Reserves room for the literal.
        public init(literalCapacity: Int, interpolationCount: Int) {
            format.reserveCapacity(literalCapacity + interpolationCount * 3)
        }

        /// A literal segment; a `%` in it is escaped as `%%` in the key.
        public mutating func appendLiteral(_ literal: String) {
            guard !literal.isEmpty else { return }
            format += literal.replacingOccurrences(of: "%", with: "%%")
            pieces.append(.string(literal))
        }

        /// A value: integers as `%lld` and floating point as `%lf`, shown as that specifier writes them: six
        /// decimals, as SwiftUI formats the key with its arguments even when no table has it (`Text("\(0.76 * 100)%")`
        /// shows "76.000000%" on iOS — luispadron/UICircularProgressRing, `RingSnapshotTest.test_ring_with_text`);
        /// a plain `Date` as `Date.formatted()` writes it (numeric date, short time) for the locale the text
        /// is shown in; anything else by its description as `%@`.
        public mutating func appendInterpolation<T>(_ value: T) {
            switch value {
            case let number as any BinaryInteger:
                format += "%lld"; arguments.append(.int(Int64(truncatingIfNeeded: number))); pieces.append(.string("\(value)"))
            case let number as Double:
                format += "%lf"; arguments.append(.double(number)); pieces.append(.string(String(format: "%lf", number)))
            case let number as Float:
                format += "%lf"; arguments.append(.double(Double(number))); pieces.append(.string(String(format: "%lf", Double(number))))
            case let date as Date:
                let environment = EnvironmentValues.current
                let style = Date.FormatStyle(date: .numeric, time: .shortened, timeZone: environment.timeZone)
                appendValue(.formatted(LocaleFormattedValue(developmentText: style.locale(environment.locale).format(date)) {
                    style.locale($0).format(date)
                }))
            default:
                appendValue(.string("\(value)"))
            }
        }

        /// A number formatted with a printf specifier, e.g. `"\(temperature, specifier: "%.1f")"`.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            pieces.append(.string(String(format: specifier, value)))
            format += specifier
            switch value {
            case let number as any BinaryInteger: arguments.append(.int(Int64(truncatingIfNeeded: number)))
            case let number as Double: arguments.append(.double(number))
            case let number as Float: arguments.append(.double(Double(number)))
            default: arguments.append(.string(String(format: specifier, value)))
            }
        }

        /// A value written by a `FormatStyle`, e.g. `"\(price, format: .currency(code: "EUR"))"`: the style is
        /// set to the locale the text is shown in (`FormatStyle.locale(_:)`), as SwiftUI sets it from the
        /// environment.
        public mutating func appendInterpolation<F: FormatStyle & Sendable>(_ input: F.FormatInput, format: F)
            where F.FormatInput: Equatable & Sendable, F.FormatOutput == String {
            appendValue(.formatted(LocaleFormattedValue(developmentText: format.format(input)) { format.locale($0).format(input) }))
        }

        /// A value written by a `FormatStyle` whose input cannot be kept until the text is shown: written now,
        /// in the style's own locale.
        @_disfavoredOverload
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
            where F.FormatInput: Equatable, F.FormatOutput == String {
            appendValue(.string(format.format(input)))
        }

        /// A date in one of `Text.DateStyle`'s styles, written for the locale the text is shown in; the
        /// instant and time zone are those of the view being built.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            let environment = EnvironmentValues.current
            let now = environment.now, timeZone = environment.timeZone
            let text = DateTextFormatter.format(date, style, now: now, locale: environment.locale, timeZone: timeZone)
            appendValue(.formatted(LocaleFormattedValue(developmentText: text) {
                DateTextFormatter.format(date, style, now: now, locale: $0, timeZone: timeZone)
            }))
        }

        /// A `Text` inside the key, as SwiftUI's `appendInterpolation(_: Text)` (`Text("Updated \(Text(date, style:
        /// .relative))")`, `Text("\(label), \(Text(start, style: .time))")`): a `%@` argument that is the inner
        /// text as it shows — its dates, formatted values and own keys written for the locale the outer text is shown
        /// in, at the view's instant. The inner text's own styling (`bold()`, a colour) is not kept apart: the
        /// words, and so the line's width, are the inner text's, in the outer text's style.
        public mutating func appendInterpolation(_ text: Text) {
            let environment = EnvironmentValues.current
            let segments = text.segments
            let now = environment.now, timeZone = environment.timeZone, pseudoLocale = environment.pseudoLocale
            let strings = environment.assetCatalog.strings
            let write: @Sendable (Locale) -> String = { locale in
                // The inner text written as a text's segments are: each in the locale the outer text is shown in.
                let localizer = LocalizedTextResolver(localization: StringLocalization(bundle: strings, locale: locale, pseudoLocale: pseudoLocale))
                let formatter = DateTextFormatter(now: now, locale: locale, timeZone: timeZone, localizer: localizer)
                return segments.map { formatter.string(for: $0.content) }.joined()
            }
            appendValue(.formatted(LocaleFormattedValue(developmentText: write(environment.locale), format: write)))
        }

        /// An `Image` inside the key, as SwiftUI's `appendInterpolation(_: Image)` (`Text("\(Image(systemName: "flame")) 320
        /// kcal")`): a `%@` argument drawn as ``Image/inlinePlaceholder``, where iOS draws the image inline.
        public mutating func appendInterpolation(_ image: Image) {
            appendValue(.string(image.inlinePlaceholder))
        }

        /// An attributed string inside the key, as SwiftUI's `appendInterpolation(_: AttributedString)`: its characters,
        /// in the outer text's style (its own attributes are not kept apart), not its description with every run's
        /// attributes.
        public mutating func appendInterpolation(_ attributedString: AttributedString) {
            appendValue(.string(String(attributedString.characters)))
        }

        /// A timer inside the key, as SwiftUI's `appendInterpolation(timerInterval:pauseTime:countsDown:showsHours:)`
        /// (iOS 16; Live Activities' "Arrives in \(timerInterval: …)"): the clock at the view's instant, or at
        /// `pauseTime`. Unlike `Text(timerInterval:)` on its own, the line is measured with the current value, not
        /// the widest one the timer will show.
        public mutating func appendInterpolation(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
                                                 showsHours: Bool = true) {
            let now = pauseTime ?? EnvironmentValues.current.now
            appendValue(.string(DateTextFormatter.timerText(timerInterval, countsDown: countsDown, now: now)))
        }

        /// A `%@` value: its specifier in the key, its argument, and its piece of the text as written.
        mutating func appendValue(_ argument: FormatArgument) {
            format += "%@"
            arguments.append(argument)
            pieces.append(argument)
        }
    }
}
