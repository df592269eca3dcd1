import Foundation
#if !WIDGET_EXTENSION
import WidgetKit
#endif

/// The departure boards, kept in the app group's defaults so that the widget extension reads the
/// board the app last downloaded.
final class DepartureStore {
    static let appGroup = "group.com.example.commute"
    static let shared = DepartureStore()

    private let defaults: UserDefaults
    private let decoder = JSONDecoder()
    private let encoder = JSONEncoder()

    init(defaults: UserDefaults? = UserDefaults(suiteName: DepartureStore.appGroup)) {
        self.defaults = defaults ?? .standard
        decoder.dateDecodingStrategy = .iso8601
        encoder.dateEncodingStrategy = .iso8601
    }

    /// The trains still to leave `station` at `date`, soonest first; cancelled trains stay on the
    /// board, as they do at the station.
    func departures(from station: Station, after date: Date) -> [Departure] {
        var board = savedBoard(for: station)
        #if DEBUG
        // A fresh simulator or a preview has no board until the app has downloaded one.
        if board.isEmpty { board = Departure.samples(from: station, around: date) }
        #endif
        return board.filter { $0.expected >= date }.sorted { $0.expected < $1.expected }
    }

    /// When the board for `station` was last saved, if ever.
    func lastUpdate(of station: Station) -> Date? {
        defaults.object(forKey: key(station, "updated")) as? Date
    }

    func savedBoard(for station: Station) -> [Departure] {
        guard let data = defaults.data(forKey: key(station, "board")) else { return [] }
        return (try? decoder.decode([Departure].self, from: data)) ?? []
    }

    func save(_ board: [Departure], for station: Station, at date: Date = .now) {
        guard let data = try? encoder.encode(board) else { return }
        defaults.set(data, forKey: key(station, "board"))
        defaults.set(date, forKey: key(station, "updated"))
    }

    #if !WIDGET_EXTENSION
    /// Downloads the board for `station` and tells the widgets. Only the app downloads: the extension
    /// shows the app's latest copy and never waits on the network.
    func refresh(_ station: Station) async throws {
        var request = URLRequest(url: URL(string: "https://timetable.example.com/v2/boards/\(station.rawValue)")!)
        request.timeoutInterval = 15
        let (data, _) = try await URLSession.shared.data(for: request)
        save(try decoder.decode([Departure].self, from: data), for: station)
        WidgetCenter.shared.reloadTimelines(ofKind: "NextDeparture")
    }
    #endif

    private func key(_ station: Station, _ field: String) -> String {
        "\(field).\(station.rawValue)"
    }
}
