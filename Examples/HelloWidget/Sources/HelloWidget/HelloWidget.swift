import Widgetry
// The commands (`check`, `render`, `gallery`, `simulate`) that `@main` on the widget brings; `serve` is a
// separate product (WidgetryServeCommand), so this package compiles no server.
import WidgetryCLI

/// The entry: a step count for the day.
struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int
    let goal: Int
}

/// Hourly step counts, as a health app's widget would show them.
struct StepsProvider: TimelineProvider {
    func placeholder(in context: Context) -> StepsEntry { StepsEntry(date: SimulatedClock.currentDate, steps: 6_240, goal: 10_000) }

    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) {
        // Apps print while debugging; Widgetry sends this to standard error, so `check --json` stays JSON.
        print("StepsProvider: snapshot for \(context.family)")
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
        let now = SimulatedClock.currentDate
        let entries = (0..<6).map { StepsEntry(date: now.addingTimeInterval(Double($0) * 3_600), steps: 6_240 + $0 * 800, goal: 10_000) }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

/// Written exactly as for iOS; only the import differs.
struct StepsView: View {
    let entry: StepsEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        let _ = print("StepsView: \(entry.steps) steps")
        VStack(alignment: .leading, spacing: 6) {
            Text("Steps").font(.caption).foregroundStyle(.secondary)
            Text(entry.steps, format: .number).font(.system(.largeTitle, design: .rounded)).bold().minimumScaleFactor(0.6).lineLimit(1)
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule().fill(Color.green.opacity(0.25))
                    Capsule().fill(Color.green).frame(width: proxy.size.width * min(Double(entry.steps) / Double(entry.goal), 1))
                }
            }
            .frame(height: 8)
            if family != .systemSmall {
                Text("Goal \(entry.goal)").font(.footnote).foregroundStyle(.secondary)
            }
        }
        // Three lines and a bar fill a small widget at the largest accessibility sizes: cap the text size.
        .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
        .containerBackground(for: .widget) { Color(.systemBackground) }
    }
}

@main
struct HelloWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Steps", provider: StepsProvider()) { entry in
            StepsView(entry: entry)
        }
        .configurationDisplayName("Steps")
        .description("Today's steps toward your goal.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
