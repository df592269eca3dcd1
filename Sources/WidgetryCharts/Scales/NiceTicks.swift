import Foundation

/// Automatic axis values for numbers: steps of 1, 2 or 5 times a power of ten, the "nice numbers" of
/// Heckbert ("Nice Numbers for Graph Labels", Graphics Gems, 1990) that Swift Charts' automatic axes also
/// show (0, 20, 40 …; 0, 250, 500 …; never 0, 30, 60 …). The step is the smallest such number that gives at
/// most `desiredCount` intervals over the range, and an automatic domain is widened to the enclosing
/// multiples of the step (`AxisMarkValues.automatic(roundLowerBound:roundUpperBound:)`, rounding by default).
enum NiceTicks {
    /// The axis' values when the caller names no count: about five intervals, as Swift Charts' plots show in
    /// widget-sized charts (for 0…93: 0, 20, 40, 60, 80, 100).
    static let defaultDesiredCount = 5

    /// The nice step for `range` split into at most `desiredCount` intervals.
    static func step(for range: Double, desiredCount: Int) -> Double {
        guard range.isFinite, range > 0 else { return 1 }
        let rough = range / Double(max(1, desiredCount))
        let magnitude = pow(10, floor(log10(rough)))
        for multiple in [1.0, 2, 5] where multiple * magnitude >= rough * (1 - 1e-9) {
            return multiple * magnitude
        }
        return 10 * magnitude
    }

    /// The domain widened to multiples of the nice step (when the bounds are rounded) and the values on it.
    static func ticks(lower: Double, upper: Double, desiredCount: Int = defaultDesiredCount,
                      roundLower: Bool = true, roundUpper: Bool = true, minimumStride: Double? = nil) -> (lower: Double, upper: Double, values: [Double]) {
        var lower = lower, upper = upper
        if !(lower.isFinite && upper.isFinite) { return (0, 1, [0, 1]) }
        if lower > upper { swap(&lower, &upper) }
        if lower == upper {
            // One value: a unit around it (or 0…1 for zero), as an empty range has no step.
            if lower == 0 { upper = 1 } else { lower = min(0, lower); upper = max(0, upper) }
            if lower == upper { lower -= 1; upper += 1 }
        }
        var step = Self.step(for: upper - lower, desiredCount: desiredCount)
        if let minimumStride, step < minimumStride { step = minimumStride }
        if roundLower { lower = (lower / step).rounded(.down) * step }
        if roundUpper { upper = (upper / step).rounded(.up) * step }
        return (lower, upper, values(from: lower, to: upper, step: step))
    }

    /// The multiples of `step` in `lower...upper`, computed as whole multiples so that 0.1 steps stay 0.3, not
    /// 0.30000000000000004.
    static func values(from lower: Double, to upper: Double, step: Double) -> [Double] {
        guard step > 0, step.isFinite, (upper - lower) / step < 10_000 else { return [lower, upper] }
        let first = Int((lower / step - 1e-9).rounded(.up)), last = Int((upper / step + 1e-9).rounded(.down))
        guard first <= last else { return [] }
        let decimals = max(0, Int(-floor(log10(step))) + 1)
        let scale = pow(10, Double(decimals))
        return (first...last).map { (Double($0) * step * scale).rounded() / scale }
    }
}

/// Automatic axis values for dates: the smallest calendar step in this list that gives at most
/// `desiredCount` values (hours, days, weeks, months, quarters, years), each starting where the calendar's
/// unit starts, so that a week of days shows each day and a quarter shows months.
enum DateTicks {
    static let strides: [(Calendar.Component, Int)] = [
        (.minute, 15), (.hour, 1), (.hour, 3), (.hour, 6), (.hour, 12), (.day, 1), (.day, 2),
        (.weekOfYear, 1), (.month, 1), (.month, 3), (.year, 1), (.year, 5), (.year, 10),
    ]

    /// Up to `desiredCount` values: dates every `count` `component`s in `lower...upper`.
    static func stride(from lower: Date, to upper: Date, component: Calendar.Component, count: Int, calendar: Calendar) -> [Date] {
        guard lower <= upper, let start = calendar.dateInterval(of: component, for: lower)?.start else { return [] }
        var values: [Date] = []
        var date = start
        while date <= upper, values.count < 1_000 {
            if date >= lower { values.append(date) }
            guard let next = calendar.date(byAdding: component, value: count, to: date), next > date else { break }
            date = next
        }
        return values
    }

    /// The automatic values and the stride chosen.
    static func automatic(from lower: Date, to upper: Date, desiredCount: Int, calendar: Calendar) -> (values: [Date], component: Calendar.Component, count: Int) {
        for (component, count) in strides {
            let values = stride(from: lower, to: upper, component: component, count: count, calendar: calendar)
            if values.count <= desiredCount { return (values, component, count) }
        }
        return ([lower, upper], .year, 100)
    }
}
