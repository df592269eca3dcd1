import Foundation
import Testing
import WidgetryKit

@Suite("Scale")
struct ScaleTests {
    @Test("a week of the per-second widget simulates quickly")
    func weekOfPerSecond() {
        // 7 days: 40 grants a day (the budget) → 280 timelines of 60 entries; the run is a few
        // thousand events, well under a second even in a debug build.
        let clock = ContinuousClock()
        var run: SimulationRun?
        let elapsed = clock.measure { run = simulate(perSecond, days: 7) }
        #expect(run?.grantedReloads.count == 280)
        #expect(elapsed < .seconds(10))
    }
}
