import AppIntents
import SwiftUI
import WidgetKit

struct NextDepartureWidget: Widget {
    static let kind = "NextDeparture"

    /// The Lock Screen and the medium board are iPhone and iPad families; the Mac app's widget
    /// extension compiles this file too and offers the small board alone.
    private var families: [WidgetFamily] {
        #if os(iOS)
        return [.systemSmall, .systemMedium, .accessoryRectangular]
        #else
        return [.systemSmall]
        #endif
    }

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: Self.kind, intent: SelectStationIntent.self, provider: DepartureProvider()) { entry in
            DepartureBoardView(entry: entry)
        }
        .configurationDisplayName("Next Departure")
        .description("The next trains from your station, with platform and delays.")
        .supportedFamilies(families)
    }
}

#if DEBUG
#Preview(as: .systemSmall) {
    NextDepartureWidget()
} timeline: {
    DepartureEntry(date: Departure.previewDate, station: .centralJunction,
                   departures: Departure.samples(from: .centralJunction, around: Departure.previewDate))
    DepartureEntry(date: Departure.previewDate, station: .northgate, departures: [
        Departure(id: "long", line: "RE 7", destination: "Northgate Interchange via Old Town, Riverside and University Hospital",
                  platform: "12", scheduled: Departure.previewDate.addingTimeInterval(6 * 60), delayMinutes: 5),
    ])
}

#Preview("Lock Screen", as: .accessoryRectangular) {
    NextDepartureWidget()
} timeline: {
    DepartureEntry(date: Departure.previewDate, station: .harbourfront,
                   departures: Departure.samples(from: .harbourfront, around: Departure.previewDate))
}
#endif
