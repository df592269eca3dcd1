import Foundation

#if !canImport(Darwin)
extension Measurement where UnitType: Dimension {
    /// How a measurement is written, as Foundation's `Measurement.FormatStyle` — absent from Linux's
    /// Foundation, whose `MeasurementFormatter` is unavailable too, so widgets that write
    /// `"\(distance, format: .measurement(width: .abbreviated))"` compile.
    ///
    /// Linux has no unit names, so this is a stand-in: the number written for the locale by Foundation's own
    /// number formatting, then the unit's symbol (`12,5 km` in German, `12.5 km` in Japanese) — what the
    /// abbreviated width shows for most units on iOS. The wide and narrow widths show the symbol too; with a
    /// `usage:` a temperature is converted to the locale's unit (``MeasurementFormatUnitUsage``), other values
    /// are written as provided.
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

        /// What the measurement is of, which picks the locale's unit (`.weather` temperatures); as provided when nil.
        public var usage: MeasurementFormatUnitUsage<UnitType>?

        /// A style of `width`, writing numbers for `locale` with `numberFormatStyle`.
        public init(width: UnitWidth, locale: Locale = .autoupdatingCurrent, usage: MeasurementFormatUnitUsage<UnitType>? = nil,
                    numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) {
            self.width = width
            self.locale = locale
            self.usage = usage
            self.numberFormatStyle = numberFormatStyle
        }

        /// The number for the locale, a space, and the unit's symbol; converted first to the locale's unit
        /// where `usage` asks for it.
        public func format(_ value: Measurement<UnitType>) -> String {
            let shown = usage.flatMap { $0.preferredUnit(for: locale) }.map { value.converted(to: $0) } ?? value
            let number = (numberFormatStyle ?? FloatingPointFormatStyle<Double>()).locale(locale).format(shown.value)
            return number + " " + shown.unit.symbol
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

/// What a measurement is of, as Foundation's `MeasurementFormatUnitUsage`: it picks the unit the locale shows, by
/// CLDR's unit preferences (`supplemental/units.xml`, `unitPreferenceData`), which iOS's formatting follows: a road
/// distance in miles in the US and the UK and kilometres elsewhere, rainfall in inches in the US and millimetres
/// elsewhere, a temperature in Fahrenheit where the locale measures in US units. Where CLDR prefers a mixed unit
/// (a person's weight in stones and pounds in the UK, a height in feet and inches), the larger single unit that
/// Foundation's units offer is used; usages not listed are written as provided.
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
    let name: String

    /// The locale's unit for this dimension.
    public static var general: Self { Self(name: "general") }
    /// The unit the measurement was made in.
    public static var asProvided: Self { Self(name: "asProvided") }

    func preferredUnit(for locale: Locale) -> UnitType? {
        let region = locale.region?.identifier
        let usesMiles = region == "US" || region == "GB" || locale.measurementSystem == .us
        let unit: Dimension? = switch name {
        case "asProvided": nil
        case "general" where UnitType.self == UnitTemperature.self, "weather", "person" where UnitType.self == UnitTemperature.self:
            locale.measurementSystem == .us ? UnitTemperature.fahrenheit : UnitTemperature.celsius
        case "road": usesMiles ? UnitLength.miles : UnitLength.kilometers
        case "rainfall": locale.measurementSystem == .us ? UnitLength.inches : UnitLength.millimeters
        case "snowfall": locale.measurementSystem == .us ? UnitLength.inches : UnitLength.centimeters
        case "personHeight": locale.measurementSystem == .metric ? UnitLength.centimeters : UnitLength.feet
        case "personWeight": locale.measurementSystem == .metric ? UnitMass.kilograms : UnitMass.pounds
        case "wind": usesMiles ? UnitSpeed.milesPerHour : UnitSpeed.kilometersPerHour
        case "barometric": locale.measurementSystem == .us ? UnitPressure.inchesOfMercury : UnitPressure.hectopascals
        case "food", "workout": UnitEnergy.kilocalories
        default: nil
        }
        return unit as? UnitType
    }
}

extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    /// A weather temperature.
    public static var weather: Self { Self(name: "weather") }
    /// A body temperature.
    public static var person: Self { Self(name: "person") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    /// A distance as it relates to people (iOS 15); written as provided.
    public static var person: Self { Self(name: "personLength") }
    /// A person's height (iOS 15).
    public static var personHeight: Self { Self(name: "personHeight") }
    /// A distance along a road (iOS 15).
    public static var road: Self { Self(name: "road") }
    /// A lens's focal length (iOS 16); written as provided.
    public static var focalLength: Self { Self(name: "focalLength") }
    /// An amount of rain (iOS 16).
    public static var rainfall: Self { Self(name: "rainfall") }
    /// An amount of snow (iOS 16).
    public static var snowfall: Self { Self(name: "snowfall") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitMass {
    /// A person's weight (iOS 15).
    public static var personWeight: Self { Self(name: "personWeight") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitEnergy {
    /// The energy in food (iOS 15).
    public static var food: Self { Self(name: "food") }
    /// The energy a workout burns (iOS 15).
    public static var workout: Self { Self(name: "workout") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitSpeed {
    /// A wind speed (iOS 16).
    public static var wind: Self { Self(name: "wind") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitPressure {
    /// An air pressure (iOS 16).
    public static var barometric: Self { Self(name: "barometric") }
}

extension FormatStyle {
    /// A measurement style for a kind of use, as `.measurement(width: .narrow, usage: .weather)`.
    public static func measurement<UnitType: Dimension>(width: Measurement<UnitType>.FormatStyle.UnitWidth,
                                                        usage: MeasurementFormatUnitUsage<UnitType>,
                                                        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) -> Self
        where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }

    /// A measurement style, as `.measurement(width: .abbreviated)`.
    public static func measurement<UnitType: Dimension>(width: Measurement<UnitType>.FormatStyle.UnitWidth,
                                                        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) -> Self
        where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width, numberFormatStyle: numberFormatStyle)
    }
}
#endif
