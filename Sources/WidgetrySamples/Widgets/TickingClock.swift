import Widgetry

/// The per-second sample's entry.
public struct TickEntry: TimelineEntry, Sendable {
    public let date: Date
}

/// The mistake authors make when they want a ticking clock: one entry per second. WidgetKit will not
/// keep up — `widgetry simulate` shows the unshown entries and the refused reloads, and suggests
/// `Text(date, style: .timer)`, which ticks on its own.
public struct PerSecondProvider: TimelineProvider {
    public init() {}
    public func placeholder(in context: Context) -> TickEntry { TickEntry(date: Date(timeIntervalSince1970: 1_780_000_000)) }
    public func getSnapshot(in context: Context, completion: @escaping (TickEntry) -> Void) { completion(placeholder(in: context)) }
    public func getTimeline(in context: Context, completion: @escaping (Timeline<TickEntry>) -> Void) {
        let now = SimulatedClock.currentDate
        let entries = (0..<60).map { TickEntry(date: now.addingTimeInterval(Double($0))) }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct TickingClockView: View {
    let entry: TickEntry
    var body: some View {
        VStack(spacing: 4) {
            Text("Seconds").font(.caption).foregroundStyle(.secondary)
            Text(entry.date, style: .time).font(.title2).monospacedDigit()
        }
        .containerBackground(for: .widget) { Color(.systemBackground) }
    }
}

/// A clock that asks for a timeline entry every second (deliberately wrong; see `widgetry simulate`).
public struct PerSecondClockWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "PerSecondClock", provider: PerSecondProvider()) { entry in
            TickingClockView(entry: entry)
        }
        .configurationDisplayName("Per-second clock (anti-pattern)")
        .description("One timeline entry per second: the refresh budget refuses it.")
        .supportedFamilies([.systemSmall])
    }
}
