import SwiftUI

/// The full board for one station, refreshed from the timetable service on appear and on pull.
struct DeparturesView: View {
    let station: Station
    @State private var departures: [Departure] = []
    @State private var error: Error?

    var body: some View {
        List(departures) { departure in
            HStack {
                Text(Departure.boardTime(departure.expected))
                    .font(.body.monospacedDigit().weight(.semibold))
                VStack(alignment: .leading) {
                    Text(departure.destination).font(.headline)
                    Text("\(departure.line) · Platform \(departure.platform)")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                if departure.isCancelled {
                    Text("Cancelled").foregroundStyle(.red)
                } else if departure.isDelayed {
                    Text("+\(departure.delayMinutes) min").foregroundStyle(.orange)
                }
            }
        }
        .overlay {
            if departures.isEmpty, error != nil {
                ContentUnavailableView("Board unavailable", systemImage: "wifi.slash",
                                       description: Text("Pull to try again."))
            }
        }
        .navigationTitle(station.name)
        .refreshable { await load() }
        .task(id: station) { await load() }
    }

    private func load() async {
        do {
            try await DepartureStore.shared.refresh(station)
            error = nil
        } catch {
            self.error = error
        }
        departures = DepartureStore.shared.departures(from: station, after: .now)
    }
}
