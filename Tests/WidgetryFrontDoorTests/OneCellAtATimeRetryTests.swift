import Foundation
import Testing
@testable import WidgetryFrontDoor

/// A check that crashed while rendering cells at once is run again one cell at a time, once.
@Suite struct OneCellAtATimeRetryTests {
    @Test("Only a check killed by a signal, and only when it was not already one cell at a time")
    func retryDecision() {
        #expect(FrontDoor.retriesOneCellAtATime(arguments: ["check", "--json"], reason: .uncaughtSignal, environment: [:]))
        #expect(!FrontDoor.retriesOneCellAtATime(arguments: ["check"], reason: .exit, environment: [:]), "a check that exits (findings, errors) is its answer")
        #expect(!FrontDoor.retriesOneCellAtATime(arguments: ["render"], reason: .uncaughtSignal, environment: [:]))
        #expect(!FrontDoor.retriesOneCellAtATime(arguments: ["check"], reason: .uncaughtSignal, environment: ["WIDGETRY_WORKERS": "1"]))
    }
}
