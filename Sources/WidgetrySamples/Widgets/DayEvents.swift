import Widgetry

/// One calendar event of the day-events sample.
public struct DayEvent: Identifiable, Hashable, Sendable {
    public let id: Int
    public let time: String
    public let title: String
    public let place: String
}

/// The day-events sample's entry: a date line and today's events (Latin and Chinese titles).
public struct DayEventsEntry: TimelineEntry, Sendable {
    public let date: Date
    public let events: [DayEvent]

    static let sample = DayEventsEntry(date: Date(timeIntervalSince1970: 1_780_000_000), events: [
        DayEvent(id: 1, time: "9:00", title: "Design review", place: "Room 4"),
        DayEvent(id: 2, time: "11:30", title: "团队午餐", place: "四楼餐厅"),
        DayEvent(id: 3, time: "14:00", title: "Customer call", place: "Zoom"),
        DayEvent(id: 4, time: "16:30", title: "Gym", place: "Downtown"),
    ])
}

/// Supplies the same day of events; the sample is about layout, not data.
public struct DayEventsProvider: TimelineProvider {
    public init() {}
    public func placeholder(in context: Context) -> DayEventsEntry { .sample }
    public func getSnapshot(in context: Context, completion: @escaping (DayEventsEntry) -> Void) { completion(.sample) }
    public func getTimeline(in context: Context, completion: @escaping (Timeline<DayEventsEntry>) -> Void) {
        completion(Timeline(entries: [.sample], policy: .after(DayEventsEntry.sample.date.addingTimeInterval(3_600))))
    }
}

/// The date line both versions share.
struct DayHeader: View {
    let date: Date
    var body: some View {
        HStack {
            Text("Today").font(.headline).foregroundColor(.red)
            Spacer()
            Text(date, style: .date).font(.subheadline).foregroundStyle(.secondary)
        }
    }
}

/// One event row.
struct EventRow: View {
    let event: DayEvent
    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 8) {
            Capsule().fill(Color.blue).frame(width: 4, height: 16)
            Text(event.time).font(.footnote).monospacedDigit().foregroundStyle(.secondary)
            VStack(alignment: .leading, spacing: 2) {
                Text(event.title).font(.body).lineLimit(1)
                Text(event.place).font(.caption).foregroundStyle(.secondary).lineLimit(1)
            }
            Spacer(minLength: 0)
        }
    }
}

/// The broken version: every row is a fixed 55 points tall, so at large text sizes the rows need more
/// height than the widget has and the date line at the top is pushed out — the bug users report.
struct FixedRowDayEventsView: View {
    let entry: DayEventsEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            DayHeader(date: entry.date)
            ForEach(entry.events.prefix(family == .systemLarge ? 4 : 2)) { event in
                EventRow(event: event).frame(height: 55)
            }
        }
        .fixedSize(horizontal: false, vertical: true)
        .containerBackground(for: .widget) { Color(.systemBackground) }
    }
}

/// The fixed version: rows size themselves to their text, fewer rows show as the text grows, and at
/// accessibility sizes each row drops its secondary line, so the date line always stays.
struct AdaptiveDayEventsView: View {
    let entry: DayEventsEntry
    @Environment(\.widgetFamily) var family
    @Environment(\.dynamicTypeSize) var typeSize

    /// How many rows fit: the row count follows the text size instead of a fixed row height.
    var visibleRows: Int {
        let large = family == .systemLarge
        switch typeSize {
        case ...DynamicTypeSize.large: return large ? 4 : 2
        case ...DynamicTypeSize.xxLarge: return large ? 3 : 1
        case ...DynamicTypeSize.accessibility1: return large ? 2 : 1
        default: return 1
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            if typeSize.isAccessibilitySize {
                Text("Today").font(.headline).foregroundColor(.red).lineLimit(1).minimumScaleFactor(0.7)
            } else {
                DayHeader(date: entry.date)
            }
            ForEach(entry.events.prefix(visibleRows)) { event in
                if typeSize.isAccessibilitySize {
                    Text(event.title).font(.body).lineLimit(1).minimumScaleFactor(0.8)
                } else {
                    EventRow(event: event)
                }
            }
            Spacer(minLength: 0)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .containerBackground(for: .widget) { Color(.systemBackground) }
    }
}

/// Day events with fixed 55-point rows: the check flags it at large text sizes.
public struct FixedRowDayEventsWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "DayEventsFixedRows", provider: DayEventsProvider()) { entry in
            FixedRowDayEventsView(entry: entry)
        }
        .configurationDisplayName("Day events (fixed rows)")
        .description("Today's events in rows of a fixed 55-point height: loses the date line at large text sizes.")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}

/// Day events whose rows adapt to the text size: the check passes.
public struct AdaptiveDayEventsWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "DayEvents", provider: DayEventsProvider()) { entry in
            AdaptiveDayEventsView(entry: entry)
        }
        .configurationDisplayName("Day events")
        .description("Today's events in rows that adapt to the text size.")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}
