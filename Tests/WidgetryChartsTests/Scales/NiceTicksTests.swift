import Foundation
import Testing
@testable import WidgetryCharts

/// Automatic axis values: steps of 1, 2 or 5 × 10ⁿ, the smallest giving at most the desired count of
/// intervals; the domain widened to the enclosing multiples.
@Suite struct NiceTicksTests {
    @Test("0…93 in five intervals: rough step 18.6, so 20; the domain becomes 0…100")
    func hundreds() {
        let ticks = NiceTicks.ticks(lower: 0, upper: 93)
        #expect(ticks.lower == 0 && ticks.upper == 100)
        #expect(ticks.values == [0, 20, 40, 60, 80, 100])
    }

    @Test("0…12,400: rough step 2,480 is over 2,000, so 5,000; the domain becomes 0…15,000")
    func thousands() {
        #expect(NiceTicks.step(for: 12_400, desiredCount: 5) == 5_000)
        #expect(NiceTicks.ticks(lower: 0, upper: 12_400).values == [0, 5_000, 10_000, 15_000])
    }

    @Test("Fractions stay exact: 0…1 by 0.2")
    func fractions() {
        #expect(NiceTicks.ticks(lower: 0, upper: 1).values == [0, 0.2, 0.4, 0.6, 0.8, 1])
    }

    @Test("Negative values: −7…13 spans 20, rough step 4, so 5; the domain becomes −10…15")
    func negatives() {
        let ticks = NiceTicks.ticks(lower: -7, upper: 13)
        #expect(ticks.lower == -10 && ticks.upper == 15)
        #expect(ticks.values == [-10, -5, 0, 5, 10, 15])
    }

    @Test("A desired count of 3: 0…12,400 has rough step 4,133, so 5,000 again; 0…50 has 16.7, so 20")
    func desiredCount() {
        #expect(NiceTicks.step(for: 12_400, desiredCount: 3) == 5_000)
        #expect(NiceTicks.ticks(lower: 0, upper: 50, desiredCount: 3).values == [0, 20, 40, 60])
    }

    @Test("One value, or none: a unit around it")
    func degenerate() {
        #expect(NiceTicks.ticks(lower: 0, upper: 0).values == [0, 0.2, 0.4, 0.6, 0.8, 1])
        let single = NiceTicks.ticks(lower: 7, upper: 7)
        #expect(single.lower == 0 && single.upper >= 7)
    }

    @Test("Dates: a week of days shows each day; two months of days show months")
    func dates() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let start = Date(timeIntervalSince1970: 1_780_012_800) // 2026-05-29 00:00 UTC
        let week = DateTicks.automatic(from: start, to: start.addingTimeInterval(6 * 86_400), desiredCount: 8, calendar: calendar)
        #expect(week.component == .day && week.values.count == 7)
        // 60 days: 61 day starts, 31 every two days, 9 week starts (over 8), so months: 1 June and 1 July.
        let months = DateTicks.automatic(from: start, to: start.addingTimeInterval(60 * 86_400), desiredCount: 8, calendar: calendar)
        #expect(months.component == .month && months.values.count == 2)
    }
}
