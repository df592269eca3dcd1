import Foundation
import Widgetry

/// A timeline entry as a commuter app's widget would have: the next departures from one stop.
struct DepartureEntry: TimelineEntry {
    var date: Date
    var stop: String
    var departures: [(line: String, destination: String, minutes: Int)]

    static let sample = DepartureEntry(date: Date(timeIntervalSince1970: 1_780_000_000), stop: "Harbour Street",
                                       departures: [("14", "Northgate Interchange", 3), ("27", "University via Riverside", 9)])
}

/// The widget's view, written as an app writes it.
struct DepartureView: View {
    var entry: DepartureEntry
    /// A changed design (the line badge in another colour), for the test that a change fails.
    var badgeColor: Color = .blue

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(entry.stop).font(.headline)
            ForEach(0..<entry.departures.count, id: \.self) { index in
                let departure = entry.departures[index]
                HStack {
                    Text(departure.line).font(.caption.bold()).padding(4).background(badgeColor).foregroundStyle(.white)
                    Text(departure.destination).font(.subheadline).lineLimit(1)
                    Spacer()
                    Text("\(departure.minutes) min").font(.subheadline.monospacedDigit())
                }
            }
        }
        .containerBackground(.background, for: .widget)
    }
}

struct DepartureProvider: TimelineProvider {
    func placeholder(in context: Context) -> DepartureEntry { .sample }
    func getSnapshot(in context: Context, completion: @escaping (DepartureEntry) -> Void) { completion(.sample) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<DepartureEntry>) -> Void) {
        completion(Timeline(entries: [.sample], policy: .never))
    }
}

/// The widget, for the strategies over a whole widget.
struct DepartureWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Departures", provider: DepartureProvider()) { entry in
            DepartureView(entry: entry)
        }
        .configurationDisplayName("Departures")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
