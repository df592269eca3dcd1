import Foundation
import Testing
@testable import WidgetryCharts

/// How a report names plotted values (`BarMark(x: 2026-05-28T00:00:00Z, y: 8200)`).
@Suite struct PlottedValueReadableTests {
    @Test("A date is named as ISO8601DateFormatter() names it (internet date-time in UTC), whole seconds, for dates across the years and the day")
    func datesAsTheFormatterNamesThem() {
        let formatter = ISO8601DateFormatter()
        // The samples' timeline start (1_780_000_000), the epoch, a date before it, a leap day, and fractions of a
        // second either side of a whole one, which both drop.
        let instants: [TimeInterval] = [1_780_000_000, 0, -86_400 * 365.25 * 30, 951_782_400, 1_780_000_000.25, 1_780_000_000.999, 1_780_043_999.5]
        for instant in instants {
            let date = Date(timeIntervalSince1970: instant)
            #expect(PlottedValue.date(date).readable == formatter.string(from: date), "\(instant)")
        }
        #expect(PlottedValue.date(Date(timeIntervalSince1970: 1_780_000_000)).readable == "2026-05-28T20:26:40Z")
        #expect(PlottedValue.number(8200).readable == "8200" && PlottedValue.number(2.5).readable == "2.5" && PlottedValue.category("Mon").readable == "Mon")
    }
}
