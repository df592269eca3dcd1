import Widgetry
import WidgetryAppIntents

/// The errands sample's entry: one item to pick up, and whether it has been.
public struct ErrandEntry: TimelineEntry, Sendable {
    public let date: Date
    public let item: String
    public let store: String
    public let isDone: Bool
}

/// Marks an errand done or not done from the widget (iOS 17 interactive widgets).
public struct ToggleErrandIntent: AppIntent {
    public static var title: LocalizedStringResource { "Toggle errand" }
    public init() {}
}

/// One errand; the entry shows it not yet done.
public struct ErrandProvider: TimelineProvider {
    public init() {}

    public func placeholder(in context: Context) -> ErrandEntry {
        ErrandEntry(date: Date(timeIntervalSince1970: 1_780_000_000), item: "Oat milk", store: "Corner Market", isDone: false)
    }
    public func getSnapshot(in context: Context, completion: @escaping (ErrandEntry) -> Void) { completion(placeholder(in: context)) }
    public func getTimeline(in context: Context, completion: @escaping (Timeline<ErrandEntry>) -> Void) {
        let entry = placeholder(in: context)
        completion(Timeline(entries: [ErrandEntry(date: SimulatedClock.currentDate, item: entry.item, store: entry.store, isDone: false)],
                            policy: .never))
    }
}

/// A check-box style whose "done" state says where the item was picked up: a longer line than "to do".
/// WidgetKit renders both states of an interactive toggle ahead of time, so both must fit.
struct ErrandToggleStyle: ToggleStyle {
    let store: String

    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 6) {
            Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
            if configuration.isOn {
                Text("Picked up at \(store)").font(.subheadline)
            } else {
                configuration.label.font(.subheadline)
            }
        }
        .lineLimit(1)
        // The HIG's 44 pt hit region for a control (HitRegionCheck): the row is taller than its text.
        .frame(minHeight: 44)
    }
}

struct ErrandsView: View {
    let entry: ErrandEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Errands").font(.headline)
            Toggle(isOn: entry.isDone, intent: ToggleErrandIntent()) { Text(entry.item) }
                .toggleStyle(ErrandToggleStyle(store: entry.store))
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .dynamicTypeSize(...DynamicTypeSize.xLarge)
        .containerBackground(.background, for: .widget)
    }
}

/// The errands sample (small): an interactive toggle whose "done" state is wider than its "to do" state —
/// flagged only in the state the entry does not show.
public struct ErrandsWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Errands", provider: ErrandProvider()) { entry in
            ErrandsView(entry: entry)
        }
        .configurationDisplayName("Errands")
        .description("An interactive toggle whose other state does not fit: broken on purpose.")
        .supportedFamilies([.systemSmall])
    }
}
