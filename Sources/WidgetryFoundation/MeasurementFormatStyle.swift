import Foundation

#if !canImport(Darwin)
extension Measurement where UnitType: Dimension {
    /// How a measurement is written, as Foundation's `Measurement.FormatStyle` — absent from Linux's
    /// Foundation, whose `MeasurementFormatter` is unavailable too, so widgets that write
    /// `"\(distance, format: .measurement(width: .abbreviated))"` compile.
    ///
    /// Linux has no unit names, so this is a stand-in: the number written for the locale by Foundation's own
    /// number formatting, then the unit's symbol (`12,5 km` in German, `12.5 km` in Japanese) — what the
    /// abbreviated width shows for most units on iOS. The wide and narrow widths show the symbol too, and the
    /// value is not converted to the locale's preferred unit (`usage:` is not offered).
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
        /// How long the unit's name is.
        public enum UnitWidth: String, Codable, Hashable, Sendable {
            /// The unit's full name on iOS ("kilometers"); its symbol here.
            case wide
            /// The unit's symbol ("km").
            case abbreviated
            /// The shortest form on iOS; the symbol here.
            case narrow
        }

        /// How long the unit's name is.
        public var width: UnitWidth
        /// The locale the number is written for.
        public var locale: Locale
        /// How the number is written; Foundation's default number style when nil.
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?

        /// A style of `width`, writing numbers for `locale` with `numberFormatStyle`.
        public init(width: UnitWidth, locale: Locale = .autoupdatingCurrent, numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) {
            self.width = width
            self.locale = locale
            self.numberFormatStyle = numberFormatStyle
        }

        /// The number for the locale, a space, and the unit's symbol.
        public func format(_ value: Measurement<UnitType>) -> String {
            let number = (numberFormatStyle ?? FloatingPointFormatStyle<Double>()).locale(locale).format(value.value)
            return number + " " + value.unit.symbol
        }

        /// The same style for another locale (what SwiftUI applies when the text is shown).
        public func locale(_ locale: Locale) -> Self {
            var copy = self
            copy.locale = locale
            return copy
        }
    }

    /// The measurement written by `style`.
    public func formatted<Style: Foundation.FormatStyle>(_ style: Style) -> Style.FormatOutput where Style.FormatInput == Self {
        style.format(self)
    }

    /// The measurement in the abbreviated width for the current locale.
    public func formatted() -> String {
        FormatStyle(width: .abbreviated).format(self)
    }
}

extension FormatStyle {
    /// A measurement style, as `.measurement(width: .abbreviated)`.
    public static func measurement<UnitType: Dimension>(width: Measurement<UnitType>.FormatStyle.UnitWidth,
                                                        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) -> Self
        where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width, numberFormatStyle: numberFormatStyle)
    }
}
#endif
