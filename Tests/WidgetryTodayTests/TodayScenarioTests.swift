import Foundation
import Testing
import WidgetryReference
import WidgetryToday
import WidgetryUI

@Suite("Today scenarios")
struct TodayScenarioTests {
    @Test func standardScenarioStepsThroughEveryState() throws {
        let host = TodayHostSimulator(device: device("iPhone SE")) { GoodWidget() }
        let results = TodayScenario.standard(textSize: .accessibility3).run(on: host)
        #expect(results.map(\.step.description) == ["appear", "expand", "collapse", "text size accessibility3",
                                                    "rotate landscape", "expand"])
        #expect(results.allSatisfy { $0.error == nil })
        let granted = results.compactMap { $0.state?.grantedSize }
        // 359 wide portrait, 651 landscape; 110 compact; 220 asked for expanded (under both maxima).
        #expect(granted == [CGSize(width: 359, height: 110), CGSize(width: 359, height: 220),
                            CGSize(width: 359, height: 110), CGSize(width: 359, height: 110),
                            CGSize(width: 651, height: 110), CGSize(width: 651, height: 220)])
        #expect(results[3].state?.dynamicTypeSize == .accessibility3)
        #expect(results.allSatisfy { $0.state?.layout.canvasSize == $0.state?.grantedSize })
    }

    @Test func refusedStepIsRecordedWithTheHostsReason() {
        let host = TodayHostSimulator(device: device("iPhone SE")) { ItemsWidget(items: 3) }
        let results = TodayScenario(steps: [.appear, .expand]).run(on: host)
        #expect(results[1].error == .displayModeControlHidden)
        #expect(results[1].state?.activeDisplayMode == .compact)
    }
}
