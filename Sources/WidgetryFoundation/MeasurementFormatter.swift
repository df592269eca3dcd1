import Foundation

#if !canImport(Darwin)
/// "12.5 km", as Foundation's `MeasurementFormatter` — which Linux's Foundation declares unavailable; this class
/// shadows it for code that imports Foundation through Widgetry.
///
/// Written as ``Measurement/FormatStyle`` writes it: the number for the locale (or by `numberFormatter`), a space,
/// the unit's symbol (none before a temperature's: "68°F") — Linux has no unit names, so the long style shows the symbol too. Temperatures are shown in
/// the locale's unit unless `unitOptions` contains `.providedUnit`, as iOS does; other units as provided.
open class MeasurementFormatter: Formatter, @unchecked Sendable {
    /// How units are chosen, as Foundation's `MeasurementFormatter.UnitOptions`.
    public struct UnitOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The unit the measurement was made in.
        public static let providedUnit = UnitOptions(rawValue: 1 << 0)
        /// A unit of a size suited to the value (as provided here).
        public static let naturalScale = UnitOptions(rawValue: 1 << 1)
        /// A temperature's number and degree sign without C or F.
        public static let temperatureWithoutUnit = UnitOptions(rawValue: 1 << 2)
    }

    /// How units are chosen.
    open var unitOptions: UnitOptions = []
    /// How long the unit's name is; the symbol in every style here.
    open var unitStyle: Formatter.UnitStyle = .medium
    /// The locale of the number and of the unit choice.
    open var locale: Locale! = .autoupdatingCurrent
    /// How the number is written: by default decimal, up to three fraction digits (NumberFormatter's decimal
    /// style), as iOS's default writes 12.5 km.
    open var numberFormatter: NumberFormatter! = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        return formatter
    }()

    /// A formatter with Foundation's defaults.
    public override init() { super.init() }
    /// Not supported on Linux (no archiving).
    public required init?(coder: NSCoder) { nil }

    /// The measurement written with its unit's symbol.
    open func string<UnitType>(from measurement: Measurement<UnitType>) -> String {
        var value = measurement.value
        var unit: Unit = measurement.unit
        if let temperature = measurement as? Measurement<UnitTemperature>, !unitOptions.contains(.providedUnit) {
            let local = MeasurementFormatUnitUsage<UnitTemperature>.weather.preferredUnit(for: locale ?? .current) ?? temperature.unit
            value = temperature.converted(to: local).value
            unit = local
        }
        let number = numberFormatter.map { formatter -> String in
            formatter.locale = locale
            return formatter.string(from: NSNumber(value: value)) ?? String(value)
        } ?? FloatingPointFormatStyle<Double>().locale(locale ?? .current).format(value)
        // iOS writes temperatures with no space before the degree sign ("68°F"), other units after one ("12.5 km").
        if unit is UnitTemperature { return unitOptions.contains(.temperatureWithoutUnit) ? number + "°" : number + unit.symbol }
        return number + " " + unit.symbol
    }

    /// The unit's symbol.
    open func string(from unit: Unit) -> String { unit.symbol }

    /// `Formatter`'s entry point: a measurement.
    open override func string(for object: Any?) -> String? {
        guard let measurement = object as? NSMeasurement else { return nil }
        return string(from: Measurement(value: measurement.doubleValue, unit: measurement.unit))
    }
}
#endif
