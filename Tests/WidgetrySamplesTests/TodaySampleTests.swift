import Foundation
import Testing
import Widgetry
import WidgetrySamples

@Suite struct TodaySampleTests {
    private func run(_ name: String, textSize: DynamicTypeSize = .accessibility3) -> [TodayStepResult] {
        let registered = SampleWidgets.todayWidgets.first { $0.name == name }!
        let host = TodayHostSimulator(device: DeviceCatalog.defaultDevice, makeController: registered.makeController)
        return TodayScenario.standard(textSize: textSize).run(on: host)
    }

    @Test("The Today day-events sample stays within the granted height through every step, at every text size",
          arguments: DynamicTypeSize.allCases)
    func dayEventsClean(size: DynamicTypeSize) {
        let results = run("TodayDayEvents", textSize: size)
        #expect(results.allSatisfy { $0.state?.diagnostics.isEmpty ?? true })
    }

    @Test("Compact mode is granted 110 pt whatever the widget asks (iOS 10+, Reference/today-widget.json)")
    func compactIs110() {
        let appear = run("TodayDayEvents")[0].state!
        #expect(appear.activeDisplayMode == .compact)
        #expect(appear.grantedSize.height == 110)
    }

    @Test("The grid offers the expand control only with more than four items")
    func gridExpandControl() {
        #expect(run("TodayGrid")[0].state?.showsDisplayModeControl == true)
        #expect(run("TodayGridFour")[0].state?.showsDisplayModeControl == false)
        // Eight items are two rows of 110 pt when expanded.
        #expect(run("TodayGrid")[1].state?.grantedSize.height == 220)
    }
}
