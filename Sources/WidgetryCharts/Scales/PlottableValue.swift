import Foundation
import WidgetryUI

/// A value with its label, as a mark's `x:`, `y:` or a modifier's `by:` takes it: `.value("Steps", 8_200)`.
public struct PlottableValue<Value: Plottable> {
    /// What the value is called (in the legend and accessibility labels).
    let label: Text
    let value: Value
    /// The bin a date falls in (`.value("Day", date, unit: .day)`): the mark spans the whole bin.
    var unit: Calendar.Component?
    var calendar: Calendar = .current

    /// A value labelled with a localized key.
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: Text(label), value: value)
    }

    /// A value labelled with text.
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label, value: value)
    }

    /// A value labelled with a string.
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: Text(label), value: value)
    }

    /// The value as a scale sees it, with its date bin.
    var datum: ChartDatum { ChartDatum(value: value.plotted, unit: unit, calendar: calendar) }
}

extension PlottableValue where Value == Date {
    /// A date binned by `unit` (a day, a week, a month): bars span the bin, as in Swift Charts.
    public static func value(_ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component,
                             calendar: Calendar = .current) -> PlottableValue<Date> {
        PlottableValue(label: Text(label), value: value, unit: unit, calendar: calendar)
    }

    /// A date binned by `unit`, labelled with text.
    public static func value(_ label: Text, _ value: Date, unit: Calendar.Component,
                             calendar: Calendar = .current) -> PlottableValue<Date> {
        PlottableValue(label: label, value: value, unit: unit, calendar: calendar)
    }

    /// A date binned by `unit`, labelled with a string.
    public static func value<S: StringProtocol>(_ label: S, _ value: Date, unit: Calendar.Component,
                                                calendar: Calendar = .current) -> PlottableValue<Date> {
        PlottableValue(label: Text(label), value: value, unit: unit, calendar: calendar)
    }
}

/// One plotted coordinate: the value, and for binned dates the bin.
struct ChartDatum {
    var value: PlottedValue
    var unit: Calendar.Component?
    var calendar: Calendar = .current

    /// The start and end of the bin a binned date falls in; `nil` for values without a unit.
    var bin: (start: Date, end: Date)? {
        guard let unit, case .date(let date) = value,
              let interval = calendar.dateInterval(of: unit, for: date) else { return nil }
        return (interval.start, interval.end)
    }
}
