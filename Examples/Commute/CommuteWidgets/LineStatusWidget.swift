import Intents
import SwiftUI
import WidgetKit

/// The SiriKit-configured widget of the app's first release: its intent (`LineStatusIntent`), the
/// `TransitLine` type and the `StatusStyle` enum come from LineStatus.intentdefinition, as Xcode
/// generates them at build time.
struct LineStatusEntry: TimelineEntry {
    let date: Date
    let lineName: String
    let delayMinutes: Int
    let showsDelays: Bool
    let detailed: Bool
}

struct LineStatusProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> LineStatusEntry {
        LineStatusEntry(date: Date(), lineName: "S 3", delayMinutes: 0, showsDelays: true, detailed: false)
    }

    func getSnapshot(for configuration: LineStatusIntent, in context: Context, completion: @escaping (LineStatusEntry) -> Void) {
        completion(entry(for: configuration, at: Date()))
    }

    func getTimeline(for configuration: LineStatusIntent, in context: Context, completion: @escaping (Timeline<LineStatusEntry>) -> Void) {
        let now = Date()
        completion(Timeline(entries: [entry(for: configuration, at: now)], policy: .after(now.addingTimeInterval(15 * 60))))
    }

    private func entry(for configuration: LineStatusIntent, at date: Date) -> LineStatusEntry {
        // A configuration nobody edited: no line chosen, delays shown (a Boolean parameter is an NSNumber).
        LineStatusEntry(date: date, lineName: configuration.line?.displayString ?? "S 3", delayMinutes: 4,
                        showsDelays: configuration.showDelays?.boolValue ?? true,
                        detailed: configuration.style == .detailed)
    }
}

struct LineStatusView: View {
    let entry: LineStatusEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(entry.lineName).font(.headline).lineLimit(1)
            if entry.showsDelays {
                Text(entry.delayMinutes == 0 ? "On time" : "+\(entry.delayMinutes) min")
                    .font(.subheadline).foregroundStyle(.orange).lineLimit(1).minimumScaleFactor(0.5)
            }
            if entry.detailed {
                Text("Signal works near Riverside").font(.caption).lineLimit(2).minimumScaleFactor(0.5)
            }
            Spacer(minLength: 0)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .dynamicTypeSize(...DynamicTypeSize.accessibility2)
        .containerBackground(for: .widget) { Color(.systemBackground) }
    }
}

struct LineStatusWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: "LineStatus", intent: LineStatusIntent.self, provider: LineStatusProvider()) { entry in
            LineStatusView(entry: entry)
        }
        .configurationDisplayName("Line Status")
        .description("Whether your line runs on time.")
        .supportedFamilies([.systemSmall])
    }
}
