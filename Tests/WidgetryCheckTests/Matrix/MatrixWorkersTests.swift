import Foundation
import Testing
@testable import WidgetryCheck

/// How many groups of cells a check renders at once.
@Suite struct MatrixWorkersTests {
    @Test("One worker per core unless WIDGETRY_WORKERS says how many (the front door's one-at-a-time re-run sets 1)")
    func workerCount() {
        #expect(MatrixRunner.workerCount(environment: [:]) == max(1, ProcessInfo.processInfo.activeProcessorCount))
        #expect(MatrixRunner.workerCount(environment: ["WIDGETRY_WORKERS": "1"]) == 1)
        #expect(MatrixRunner.workerCount(environment: ["WIDGETRY_WORKERS": "3"]) == 3)
        // Nonsense falls back to every core rather than to no worker at all.
        #expect(MatrixRunner.workerCount(environment: ["WIDGETRY_WORKERS": "0"]) == max(1, ProcessInfo.processInfo.activeProcessorCount))
        #expect(MatrixRunner.workerCount(environment: ["WIDGETRY_WORKERS": "many"]) == max(1, ProcessInfo.processInfo.activeProcessorCount))
    }
}
