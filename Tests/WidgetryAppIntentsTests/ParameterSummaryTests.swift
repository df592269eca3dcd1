import Foundation
import Testing
import WidgetryAppIntents

@Suite struct ParameterSummaryTests {
    @Test func aWhenKeepsBothBranches() throws {
        typealias Branch = IntentParameterSummary<ScoreIntent>
        let summary = try #require(ScoreIntent.parameterSummary as Any as? ParameterSummaryWhenCondition<ScoreIntent, Branch, Branch>)
        let then = summary.then
        // "Show \(\.$team) in \(\.$city)": two parameters, each written %@.
        #expect(then.summary.format == "Show %@ in %@")
        #expect(then.summary.parameters == [\ScoreIntent.$team, \ScoreIntent.$city])
        #expect(then.table == [\ScoreIntent.$showDetails])
        #expect(summary.otherwise?.summary.format == "Show %@")
    }

    @Test func anIntentWithoutASummaryHasAnEmptyOne() {
        #expect(type(of: StationIntent.parameterSummary) == EmptyParameterSummary.self)
    }
}
