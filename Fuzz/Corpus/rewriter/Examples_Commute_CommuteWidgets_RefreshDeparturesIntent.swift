import AppIntents
import WidgetKit
#if canImport(ActivityKit)
import ActivityKit
#endif

/// The widget's refresh button. WidgetKit reloads the widget's timeline after a button's intent has
/// run, which reads the board the app saved last; a trip the user follows on the Lock Screen is
/// brought up to date from the same board.
struct RefreshDeparturesIntent: AppIntent {
    static var title: LocalizedStringResource = "Refresh Departures"
    static var isDiscoverable = false

    @Parameter(title: "Station")
    var station: Station

    init() {}

    init(station: Station) {
        self.station = station
    }

    func perform() async throws -> some IntentResult {
        let board = DepartureStore.shared.departures(from: station, after: .now)
        #if canImport(ActivityKit)
        for activity in Activity<TripAttributes>.activities where activity.attributes.station == station.rawValue {
            guard let train = board.first(where: { $0.line == activity.attributes.line && $0.destination == activity.attributes.destination }) else { continue }
            let state = TripAttributes.ContentState(expected: train.expected, platform: train.platform, delayMinutes: train.delayMinutes)
            await activity.update(ActivityContent(state: state, staleDate: train.expected))
        }
        #endif
        return .result()
    }
}
