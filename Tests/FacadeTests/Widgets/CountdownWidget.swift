// A widget written exactly as for iOS: Apple's imports, `#Preview` timelines, `@Entry`, localized
// resources. This target compiles in Swift 5 language mode, as many apps' extensions still do.
import SwiftUI
import WidgetKit

struct CountdownEntry: TimelineEntry {
    let date: Date
    let title: String
    let daysLeft: Int
}

struct CountdownProvider: TimelineProvider {
    func placeholder(in context: Context) -> CountdownEntry {
        CountdownEntry(date: Date(), title: String(localized: "Holiday"), daysLeft: 12)
    }

    func getSnapshot(in context: Context, completion: @escaping (CountdownEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<CountdownEntry>) -> Void) {
        let start = Date(timeIntervalSince1970: 1_780_000_000)
        let entries = (0..<3).map { day in
            CountdownEntry(date: start.addingTimeInterval(Double(day) * 86_400), title: "Holiday", daysLeft: 12 - day)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

/// How many days the countdown spells out before it switches to weeks; a package's style value, as a survey extension's
/// time-travel package declares its environment entries, with the type left to the initializer.
struct CountdownUnits: Equatable {
    var daysShownUpTo: Int
    static let standard = CountdownUnits(daysShownUpTo: 30)
}

extension EnvironmentValues {
    @Entry var countdownAccent: Color = .orange
    @Entry var countdownUnits = CountdownUnits.standard
}

struct CountdownView: View {
    var entry: CountdownEntry
    @Environment(\.countdownAccent) private var accent

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(entry.title).font(.headline)
            Text("\(entry.daysLeft) days", comment: "Days left until the event")
                .font(.largeTitle.bold())
                .foregroundStyle(accent)
        }
        .containerBackground(for: .widget) { Color(.systemBackground) }
    }
}

struct CountdownWidget: Widget {
    let kind = "Countdown"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: CountdownProvider()) { entry in
            CountdownView(entry: entry)
        }
        .configurationDisplayName(String(localized: "Countdown"))
        .description("Days until your next event.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

#Preview(as: .systemSmall) {
    CountdownWidget()
} timeline: {
    CountdownEntry(date: .now, title: "Holiday", daysLeft: 12)
    CountdownEntry(date: .now, title: "Marathon day", daysLeft: 1)
}

#Preview("From the provider", as: .systemMedium) {
    CountdownWidget()
} timelineProvider: {
    CountdownProvider()
}

#Preview("Entry view") {
    CountdownView(entry: CountdownEntry(date: .now, title: "Holiday", daysLeft: 3))
        .previewContext(WidgetPreviewContext(family: .systemSmall))
}

// Xcode 16's inline preview state: `@Previewable` properties in the body (a toggle's binding, a counter).
#Preview("Previewable state") {
    @Previewable @State var daysLeft = 12
    @Previewable @State var showsTitle = true
    CountdownView(entry: CountdownEntry(date: .now, title: showsTitle ? "Trip" : "", daysLeft: daysLeft))
        .previewContext(WidgetPreviewContext(family: .systemSmall))
}
