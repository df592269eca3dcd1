import Foundation
import WidgetryUI

/// One axis' scale, resolved from the data and the chart's modifiers: where a value lies along the axis,
/// as a fraction of the plot (0 at the leading or bottom edge, 1 at the trailing or top edge).
struct ChartScale {
    enum Kind: Equatable {
        /// Strings: one band per category, in the order they first appear (or the domain's order).
        case categorical([String])
        /// Numbers or dates (as seconds since 1970) between two bounds.
        case continuous(lower: Double, upper: Double, isDate: Bool)
    }
    var kind: Kind
    var reversed = false
    /// The bin of binned dates (`.value("Day", date, unit: .day)`).
    var dateUnit: Calendar.Component?
    var calendar: Calendar = .current
    /// The automatic axis values.
    var automaticValues: [PlottedValue] = []
    /// The calendar step of automatic date values (for their label format).
    var dateStride: (component: Calendar.Component, count: Int)?

    var isCategorical: Bool { if case .categorical = kind { true } else { false } }
    var isDate: Bool { if case .continuous(_, _, true) = kind { true } else { false } }

    /// The fraction for `value`: a category's band centre, a number's or date's place between the bounds.
    func position(_ value: PlottedValue) -> Double? {
        let fraction: Double
        switch (kind, value) {
        case (.categorical(let names), .category(let name)):
            guard let index = names.firstIndex(of: name) else { return nil }
            fraction = (Double(index) + 0.5) / Double(names.count)
        case (.continuous(let lower, let upper, _), _):
            guard let number = value.continuous, upper > lower else { return nil }
            fraction = (number - lower) / (upper - lower)
        default:
            return nil
        }
        return reversed ? 1 - fraction : fraction
    }

    /// The band a datum spans: a category's band, or a binned date's bin; `nil` for plain values.
    func band(_ datum: ChartDatum) -> (Double, Double)? {
        switch kind {
        case .categorical(let names):
            guard case .category(let name) = datum.value, let index = names.firstIndex(of: name) else { return nil }
            let a = Double(index) / Double(names.count), b = Double(index + 1) / Double(names.count)
            return reversed ? (1 - b, 1 - a) : (a, b)
        case .continuous:
            guard let bin = datum.bin, let a = position(.date(bin.start)), let b = position(.date(bin.end)) else { return nil }
            return (min(a, b), max(a, b))
        }
    }

    /// Where a datum is drawn as a point: its band's centre for categories and binned dates.
    func center(_ datum: ChartDatum) -> Double? {
        if let band = band(datum) { return (band.0 + band.1) / 2 }
        return position(datum.value)
    }

    /// The width of one band as a fraction, for categories and binned dates.
    var bandFraction: Double? {
        switch kind {
        case .categorical(let names):
            return names.isEmpty ? nil : 1 / Double(names.count)
        case .continuous(let lower, let upper, _):
            guard let dateUnit, upper > lower, let bin = calendar.dateInterval(of: dateUnit, for: Date(timeIntervalSince1970: lower)) else { return nil }
            return bin.duration / (upper - lower)
        }
    }

    /// Builds the scale for `data` (every value plotted along this axis) with the chart's configuration.
    /// Numbers include zero unless told not to, and the automatic domain is widened to nice axis values and to
    /// explicit axis mark values (Apple, `ScaleDomain.automatic(includesZero:reversed:…)`: "the result … is
    /// further modified … to include values from axis marks").
    static func resolve(data: [ChartDatum], configuration: ScaleConfiguration, explicitAxisValues: [PlottedValue],
                        desiredCount: Int?, roundBounds: (lower: Bool?, upper: Bool?), minimumStride: Double?, includesZeroByDefault: Bool) -> ChartScale {
        let domain = configuration.domain
        let reversed = domain?.reversed ?? false
        let calendar = data.first(where: { $0.unit != nil })?.calendar ?? .current
        // Categories: the domain's order, else first appearance.
        let categoryNames = data.compactMap { datum -> String? in if case .category(let name) = datum.value { return name }; return nil }
        if let names = domain?.categories ?? (categoryNames.isEmpty ? nil : categoryNames) {
            var seen = Set<String>(), ordered: [String] = []
            for name in names where seen.insert(name).inserted { ordered.append(name) }
            var scale = ChartScale(kind: .categorical(ordered), reversed: reversed)
            scale.automaticValues = ordered.map(PlottedValue.category)
            return scale
        }
        let isDate = data.contains { if case .date = $0.value { true } else { false } }
            || { if case .date? = domain?.bounds?.lower { true } else { false } }()
        let unit = data.compactMap(\.unit).min { $0.approximateDuration < $1.approximateDuration }
        var lower = Double.infinity, upper = -Double.infinity
        for datum in data {
            if let bin = datum.bin {
                lower = min(lower, bin.start.timeIntervalSince1970); upper = max(upper, bin.end.timeIntervalSince1970)
            } else if let value = datum.value.continuous {
                lower = min(lower, value); upper = max(upper, value)
            }
        }
        for value in explicitAxisValues { if let v = value.continuous { lower = min(lower, v); upper = max(upper, v) } }
        var scale = ChartScale(kind: .continuous(lower: 0, upper: 1, isDate: isDate), reversed: reversed)
        scale.dateUnit = unit
        scale.calendar = calendar
        if let bounds = domain?.bounds, let a = bounds.lower.continuous, let b = bounds.upper.continuous {
            scale.kind = .continuous(lower: min(a, b), upper: max(a, b), isDate: isDate)
            scale.automaticValues = isDate ? scale.dateValues(desiredCount: desiredCount) :
                NiceTicks.ticks(lower: min(a, b), upper: max(a, b), desiredCount: desiredCount ?? NiceTicks.defaultDesiredCount,
                                roundLower: false, roundUpper: false, minimumStride: minimumStride).values.map(PlottedValue.number)
            return scale
        }
        if !lower.isFinite || !upper.isFinite { lower = isDate ? Date().timeIntervalSince1970 : 0; upper = isDate ? lower + 86_400 : 1 }
        if isDate {
            if lower == upper { upper = lower + (unit?.approximateDuration ?? 86_400) }
            scale.kind = .continuous(lower: lower, upper: upper, isDate: true)
            scale.automaticValues = scale.dateValues(desiredCount: desiredCount)
            return scale
        }
        if domain?.includesZero ?? includesZeroByDefault { lower = min(lower, 0); upper = max(upper, 0) }
        let nice = NiceTicks.ticks(lower: lower, upper: upper, desiredCount: desiredCount ?? NiceTicks.defaultDesiredCount,
                                   roundLower: roundBounds.lower ?? true, roundUpper: roundBounds.upper ?? true, minimumStride: minimumStride)
        scale.kind = .continuous(lower: nice.lower, upper: nice.upper, isDate: false)
        scale.automaticValues = nice.values.map(PlottedValue.number)
        return scale
    }

    /// Automatic values for a date scale: each bin's start when there are few bins (a week of days), else a
    /// calendar stride (``DateTicks``).
    mutating func dateValues(desiredCount: Int?) -> [PlottedValue] {
        guard case .continuous(let lower, let upper, true) = kind else { return [] }
        let from = Date(timeIntervalSince1970: lower), to = Date(timeIntervalSince1970: upper)
        let count = desiredCount ?? 8
        if let dateUnit {
            // The bins' starts; the last bin's end is the domain's end, not a value of its own.
            let starts = DateTicks.stride(from: from, to: to, component: dateUnit, count: 1, calendar: calendar).filter { $0 < to }
            if starts.count <= count {
                dateStride = (dateUnit, 1)
                return starts.map(PlottedValue.date)
            }
        }
        let automatic = DateTicks.automatic(from: from, to: to, desiredCount: count, calendar: calendar)
        dateStride = (automatic.component, automatic.count)
        return automatic.values.map(PlottedValue.date)
    }

    /// The axis values for `values` (an `AxisMarks(values:)` argument).
    func values(for values: AxisMarkValues) -> [PlottedValue] {
        switch values.kind {
        case .automatic: return automaticValues
        case .explicit(let explicit): return explicit
        case .numberStride(let step):
            guard case .continuous(let lower, let upper, false) = kind else { return automaticValues }
            return NiceTicks.values(from: lower, to: upper, step: step).map(PlottedValue.number)
        case .dateStride(let component, let count, let calendar):
            guard case .continuous(let lower, let upper, true) = kind else { return automaticValues }
            let to = Date(timeIntervalSince1970: upper)
            return DateTicks.stride(from: Date(timeIntervalSince1970: lower), to: to, component: component, count: count,
                                    calendar: calendar ?? self.calendar).filter { dateUnit == nil || $0 < to }.map(PlottedValue.date)
        }
    }

    /// The automatic label of an axis value: the category, a number in the locale's format, or a date in
    /// the format its stride asks for (weekday for days within a week, day for longer spans of days, month
    /// and day for weeks, month for months, year for years).
    func automaticLabel(_ value: PlottedValue, valueCount: Int) -> Text {
        switch value {
        case .category(let name): return Text(verbatim: name)
        case .number(let number): return Text(number, format: .number)
        case .date(let date):
            let style: Date.FormatStyle
            switch dateStride?.component ?? dateUnit ?? .day {
            case .minute, .hour: style = Date.FormatStyle().hour()
            case .day, .weekday: style = valueCount <= 7 ? Date.FormatStyle().weekday(.abbreviated) : Date.FormatStyle().day()
            case .weekOfYear, .weekOfMonth: style = Date.FormatStyle().month(.abbreviated).day()
            case .month, .quarter: style = Date.FormatStyle().month(.abbreviated)
            default: style = Date.FormatStyle().year()
            }
            return Text(date, format: style)
        }
    }
}

extension Calendar.Component {
    /// About how long the unit lasts, to find the finest unit among a chart's dates.
    var approximateDuration: Double {
        switch self {
        case .nanosecond: 1e-9
        case .second: 1
        case .minute: 60
        case .hour: 3_600
        case .day, .weekday, .weekdayOrdinal: 86_400
        case .weekOfYear, .weekOfMonth: 604_800
        case .month: 2_629_746
        case .quarter: 7_889_238
        case .year, .yearForWeekOfYear: 31_556_952
        default: 86_400
        }
    }
}
