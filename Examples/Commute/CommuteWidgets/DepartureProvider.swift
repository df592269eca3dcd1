import AppIntents
import WidgetKit

struct DepartureEntry: TimelineEntry {
    let date: Date
    let station: Station
    /// The trains still to leave at `date`, soonest first.
    let departures: [Departure]

    var next: Departure? { departures.first }
    /// The trains after the next, as many as the medium board lists.
    var following: ArraySlice<Departure> { departures.dropFirst().prefix(3) }
}

struct DepartureProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> DepartureEntry {
        DepartureEntry(date: .now, station: .centralJunction, departures: [.placeholder])
    }

    func snapshot(for configuration: SelectStationIntent, in context: Context) async -> DepartureEntry {
        entry(for: configuration.station, at: .now)
    }

    /// The board changes each time a train leaves: one entry now and one as each of the next four
    /// departs. After the last, WidgetKit asks again and gets the board the app saved meanwhile.
    func timeline(for configuration: SelectStationIntent, in context: Context) async -> Timeline<DepartureEntry> {
        let now = Date.now
        let upcoming = DepartureStore.shared.departures(from: configuration.station, after: now)
        let dates = [now] + upcoming.prefix(4).map { $0.expected.addingTimeInterval(60) }
        let entries = dates.map { date in
            DepartureEntry(date: date, station: configuration.station, departures: upcoming.filter { $0.expected >= date })
        }
        return Timeline(entries: entries, policy: .atEnd)
    }

    func recommendations() -> [AppIntentRecommendation<SelectStationIntent>] {
        Station.allCases.map { AppIntentRecommendation(intent: SelectStationIntent(station: $0), description: $0.name) }
    }

    private func entry(for station: Station, at date: Date) -> DepartureEntry {
        DepartureEntry(date: date, station: station, departures: DepartureStore.shared.departures(from: station, after: date))
    }
}
