import Foundation
import Testing
import Widgetry
import WidgetrySamples

@Suite struct TimelineSampleTests {
    private let start = Date(timeIntervalSince1970: 1_780_000_000)

    @Test("A simulated day of the daily quote has no findings: hourly entries, one reload per timeline")
    func dailyQuoteClean() throws {
        let widget = SampleWidgets.catalog.widget(named: "DailyQuote")!
        let run = try Simulation.run(widget: widget, family: .systemSmall, days: 1, start: start)
        #expect(run.findings.isEmpty)
        #expect(run.reloads.allSatisfy { $0.granted })
    }

    @Test("The per-second clock: unshown entries, refused reloads and the .timer suggestion")
    func perSecondFlagged() throws {
        let widget = SampleWidgets.catalog.widget(named: "PerSecondClock")!
        let run = try Simulation.run(widget: widget, family: .systemSmall, days: 1, start: start)
        let codes = Set(run.findings.map(\.kind))
        #expect(codes.contains(.entriesNeverShown))
        #expect(codes.contains(.budgetExhausted) || codes.contains(.reloadsTooSoon))
        #expect(run.findings.contains { ($0.suggestion ?? "").contains(".timer") })
    }
}
