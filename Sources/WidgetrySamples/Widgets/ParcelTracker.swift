import Widgetry

/// The parcel samples' entry: how many stops the van makes before this one.
public struct ParcelEntry: TimelineEntry, Sendable {
    public let date: Date
    public let stopsAway: Int
}

/// A van three stops away.
public struct ParcelProvider: TimelineProvider {
    public init() {}
    public func placeholder(in context: Context) -> ParcelEntry { ParcelEntry(date: Date(timeIntervalSince1970: 1_780_000_000), stopsAway: 3) }
    public func getSnapshot(in context: Context, completion: @escaping (ParcelEntry) -> Void) { completion(placeholder(in: context)) }
    public func getTimeline(in context: Context, completion: @escaping (Timeline<ParcelEntry>) -> Void) {
        completion(Timeline(entries: [ParcelEntry(date: SimulatedClock.currentDate, stopsAway: 3)], policy: .atEnd))
    }
}

/// Laid out for English: the status on one line. "Arriving today" fits a small widget at Large; German's
/// "Wird heute zugestellt" does not, and is cut — `widgetry check --locale all` names the locale and key.
struct ParcelTrackerView: View {
    let entry: ParcelEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Parcel").font(.caption).foregroundStyle(.secondary)
            Text("Arriving today").font(.headline).lineLimit(1)
            Text("\(entry.stopsAway) stops away").font(.footnote)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .dynamicTypeSize(...DynamicTypeSize.xxLarge)
        .containerBackground(.background, for: .widget)
    }
}

/// The same layout made for every language: the status may take two lines and the text stops growing
/// where three lines would no longer fit.
struct ParcelTrackerFixedView: View {
    let entry: ParcelEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Parcel").font(.caption).foregroundStyle(.secondary)
            Text("Arriving today").font(.headline).lineLimit(2).fixedSize(horizontal: false, vertical: true)
            Text("\(entry.stopsAway) stops away").font(.footnote).lineLimit(2)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .dynamicTypeSize(...DynamicTypeSize.xLarge)
        .containerBackground(.background, for: .widget)
    }
}

/// The localised sample (small, English, German, Japanese, Arabic): German overflows where English fits.
public struct ParcelTrackerWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ParcelTracker", provider: ParcelProvider()) { entry in ParcelTrackerView(entry: entry) }
            .configurationDisplayName("Parcel")
            .description("Localised into German, Japanese and Arabic; laid out for English only: broken on purpose.")
            .supportedFamilies([.systemSmall])
    }
}

/// The localised sample, fixed for every language.
public struct ParcelTrackerFixedWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ParcelTrackerFixed", provider: ParcelProvider()) { entry in ParcelTrackerFixedView(entry: entry) }
            .configurationDisplayName("Parcel (fixed)")
            .description("The same widget with room for German.")
            .supportedFamilies([.systemSmall])
    }
}
