import Foundation
import Testing
import WidgetryAppIntents

@Suite struct IntentResultTests {
    struct Refresh: AppIntent {
        static var title: LocalizedStringResource { "Refresh" }
        static var description: IntentDescription { "Reloads the score." }
        func perform() async throws -> some IntentResult { .result() }
    }

    struct Count: AppIntent {
        static var title: LocalizedStringResource { "Count" }
        @Parameter(title: "Start", default: 40) var start: Int
        func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
            .result(value: start + 2, dialog: "Counted \(start + 2)")
        }
    }

    @Test func anIntentWithoutPerformDoesNothing() async throws {
        let result = try await ScoreIntent().perform()
        #expect(result.value == nil)
        #expect(result.dialog == nil)
    }

    @Test func aResultCarriesItsValueAndDialog() async throws {
        _ = try await Refresh().perform()
        let performed = try await Count().perform()
        let result = try #require(performed as Any as? IntentResultContainer<Int, Never>)
        // start defaults to 40; perform adds 2.
        #expect(result.value == 42)
        #expect(result.dialog?.full.description == "Counted 42")
    }

    /// A public intent whose description is internal and not optional, as apps write it: its own property, so it compiles.
    public struct Launch: AppIntent {
        public static let title: LocalizedStringResource = "Launch"
        static let description = IntentDescription("Opens the app.")
        public init() {}
    }

    @Test func anIntentHasItsTitleAndDescription() {
        #expect(Launch.description.descriptionText.description == "Opens the app.")
        #expect(ScoreIntent.title.description == "Select Team")
        #expect(ScoreIntent.description.descriptionText.description == "Shows a team's score.")
        #expect(ScoreIntent.description.categoryName?.description == "Sports")
        #expect(Count.description == nil)
        #expect(!ScoreIntent.openAppWhenRun)
    }
}
