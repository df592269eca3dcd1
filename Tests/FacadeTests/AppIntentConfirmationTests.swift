import AppIntents
import SwiftUI
import Testing
import WidgetryPipeline

/// Intents that ask the person to confirm before acting, written as apps write them (iOS 16 and iOS 18 forms).
@Suite struct AppIntentConfirmationTests {
    struct Station: AppEntity {
        static var typeDisplayRepresentation: TypeDisplayRepresentation { "Station" }
        static var defaultQuery = StationQuery()
        var id: String
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
    }

    struct StationQuery: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [Station] { identifiers.map(Station.init(id:)) }
        func suggestedEntities() async throws -> [Station] { [Station(id: "fm-1")] }
    }

    struct PlayStationIntent: AppIntent {
        static var title: LocalizedStringResource = "Play Station"
        @Parameter(title: "Station") var station: Station?
        var played: Bool { station != nil }

        func perform() async throws -> some IntentResult & ReturnsValue<String> {
            let id = station?.id ?? "none"
            try await requestConfirmation(result: .result(value: id, dialog: "Play \(id)?"), confirmationActionName: .go, showPrompt: true)
            try await requestConfirmation(actionName: .play, dialog: "Really play \(id)?")
            try await requestConfirmation(actionName: .continue, dialog: "Last chance") { Text(id) }
            return .result(value: id)
        }
    }

    @Test("requestConfirmation in each form compiles and confirms: perform goes on to its result")
    func confirmed() async throws {
        let intent = PlayStationIntent()
        intent.station = Station(id: "fm-7")
        let result = try await intent.perform()
        #expect((result as? IntentResultContainer<String, Never>)?.value == "fm-7")
        #expect(ConfirmationActionName.go != ConfirmationActionName.continue)
    }
}
