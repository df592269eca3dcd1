import Widgetry

/// The courier sample's entry: text the provider has already localized, as an app's provider often
/// writes it (`String(localized:)`), ready for the view to show as is.
public struct CourierEntry: TimelineEntry, Sendable {
    /// When the entry is shown.
    public let date: Date
    /// "Arriving today", in the app's language.
    public let status: String
    /// "2 deliveries before yours", in the app's language, with the plural form the count chooses.
    public let progress: String
}

/// A van working through its round: three, two, then one delivery before this one, twenty minutes apart;
/// the provider asks again an hour in.
/// The text is localized here, in the provider, not in the view.
public struct CourierProvider: TimelineProvider {
    /// The provider.
    public init() {}

    func entry(at date: Date, deliveriesBefore count: Int) -> CourierEntry {
        CourierEntry(date: date,
                     status: String(localized: "Arriving today", comment: "Delivery status, written by the timeline provider"),
                     progress: String(localized: "\(count) deliveries before yours",
                                      comment: "How many deliveries the van makes before this one, written by the timeline provider"))
    }

    /// Three deliveries to go.
    public func placeholder(in context: Context) -> CourierEntry {
        entry(at: Date(timeIntervalSince1970: 1_780_000_000), deliveriesBefore: 3)
    }

    /// The placeholder's entry.
    public func getSnapshot(in context: Context, completion: @escaping (CourierEntry) -> Void) {
        completion(placeholder(in: context))
    }

    /// The round from now: three entries twenty minutes apart.
    public func getTimeline(in context: Context, completion: @escaping (Timeline<CourierEntry>) -> Void) {
        let start = SimulatedClock.currentDate
        let entries = [3, 2, 1].enumerated().map { step, count in
            entry(at: start.addingTimeInterval(Double(step) * 20 * 60), deliveriesBefore: count)
        }
        // The last entry stays on screen until the round is planned again, an hour in.
        completion(Timeline(entries: entries, policy: .after(start.addingTimeInterval(60 * 60))))
    }
}

struct CourierStatusView: View {
    let entry: CourierEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Courier").font(.caption).foregroundStyle(.secondary)
            // Already localized by the provider: shown as is.
            Text(entry.status).font(.headline).lineLimit(2).minimumScaleFactor(0.7)
            Text(entry.progress).font(.footnote).lineLimit(2).minimumScaleFactor(0.7)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .dynamicTypeSize(...DynamicTypeSize.xLarge)
        .containerBackground(.background, for: .widget)
    }
}

/// The localised sample whose provider writes its text with `String(localized:)`, localized into German and
/// Japanese but not Arabic: an Arabic reader sees English, laid out left to right, as on iOS.
public struct CourierStatusWidget: Widget {
    /// The widget.
    public init() {}
    /// A small widget of the courier's status.
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "CourierStatus", provider: CourierProvider()) { entry in CourierStatusView(entry: entry) }
            .configurationDisplayName("Courier")
            .description("Text localized by the provider (String(localized:)), in English, German and Japanese.")
            .supportedFamilies([.systemSmall])
    }
}
