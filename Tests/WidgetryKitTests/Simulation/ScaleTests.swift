import Foundation
import Testing
import WidgetryKit

@Suite("Scale")
struct ScaleTests {
    // Its speed is the benchmarks' to measure (`make bench`), not a unit test's.
    @Test("a week of the per-second widget is simulated whole: the budget's 40 grants a day, every day")
    func weekOfPerSecond() {
        // 7 days: 40 grants a day (the budget) → 280 timelines of 60 entries.
        let run = simulate(perSecond, days: 7)
        #expect(run.grantedReloads.count == 7 * 40)
    }
}
