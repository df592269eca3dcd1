import Foundation
import WidgetryCoreLocation

/// Writes a distance for people to read, as MapKit's `MKDistanceFormatter`: "350 m", "1.2 km", "0.5 mi", in the
/// formatter's locale and units (metric by default where the locale measures in metres): the unit that keeps the number
/// readable, one fraction digit under ten. Linux has no unit names, so `.full` writes the symbol too.
open class MKDistanceFormatter: Formatter, @unchecked Sendable {
    /// Which system of units is used, as `MKDistanceFormatter.Units`.
    public enum Units: UInt, Sendable {
        /// The locale's.
        case `default`
        /// Metres and kilometres.
        case metric
        /// Feet and miles.
        case imperial
        /// Yards and miles.
        case imperialWithYards
    }

    /// How unit names are written, as `MKDistanceFormatter.DistanceUnitStyle`.
    public enum DistanceUnitStyle: UInt, Sendable {
        /// "1.2 km".
        case `default`
        /// "1.2km".
        case abbreviated
        /// "1.2 kilometers".
        case full
    }

    /// The locale that writes numbers and chooses default units.
    open var locale: Locale = .autoupdatingCurrent
    /// The system of units.
    open var units: Units = .default
    /// How units are named.
    open var unitStyle: DistanceUnitStyle = .default

    /// A formatter with MapKit's defaults.
    public override init() { super.init() }
    /// Not supported on Linux (no archiving).
    public required init?(coder: NSCoder) { nil }

    /// `distance` metres, written.
    open func string(fromDistance distance: CLLocationDistance) -> String {
        let metric = units == .metric || (units == .default && locale.usesMetricSystem)
        let (value, unit): (Double, UnitLength)
        if metric {
            (value, unit) = abs(distance) < 1_000 ? (distance, .meters) : (distance / 1_000, .kilometers)
        } else {
            let miles = distance / 1_609.344
            if abs(miles) >= 0.1 {
                (value, unit) = (miles, .miles)
            } else if units == .imperialWithYards {
                (value, unit) = (distance / 0.9144, .yards)
            } else {
                (value, unit) = (distance / 0.3048, .feet)
            }
        }
        // Short units whole; miles and kilometres with one decimal below ten ("1.2 km", "12 km", "350 m").
        let digits = abs(value) >= 10 || unit == .meters || unit == .feet || unit == .yards ? 0 : 1
        let number = FloatingPointFormatStyle<Double>(locale: locale).precision(.fractionLength(0...digits)).format(value)
        // Linux has no unit names, so the full style writes the symbol too.
        return number + (unitStyle == .abbreviated ? "" : " ") + unit.symbol
    }

    /// `Formatter`'s entry point: a distance in metres.
    open override func string(for object: Any?) -> String? {
        switch object {
        case let distance as CLLocationDistance: string(fromDistance: distance)
        case let number as NSNumber: string(fromDistance: number.doubleValue)
        default: nil
        }
    }
}
