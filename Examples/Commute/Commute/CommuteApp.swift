import SwiftUI
import WidgetKit

@main
struct CommuteApp: App {
    @State private var selection: Station? = .centralJunction

    var body: some Scene {
        WindowGroup {
            NavigationSplitView {
                List(Station.allCases, selection: $selection) { station in
                    Text(station.name).tag(station)
                }
                .navigationTitle("Stations")
            } detail: {
                if let station = selection {
                    DeparturesView(station: station)
                } else {
                    ContentUnavailableView("Choose a station", systemImage: "tram")
                }
            }
            .onOpenURL { url in
                // commute://station/<id>, from the widget's widgetURL.
                if url.host() == "station", let station = Station(rawValue: url.lastPathComponent) {
                    selection = station
                }
            }
        }
    }
}
