import Widgetry

/// The battery sample's entry: the charge left, 0...1.
public struct BatteryEntry: TimelineEntry, Sendable {
    public let date: Date
    public let level: Double
    public let hoursLeft: Int
}

/// A battery draining over the day, one entry every two hours.
public struct BatteryProvider: TimelineProvider {
    public init() {}

    static func entry(at date: Date, step: Int) -> BatteryEntry {
        let level = max(0.9 - Double(step) * 0.12, 0.05)
        return BatteryEntry(date: date, level: level, hoursLeft: Int((level * 14).rounded()))
    }

    public func placeholder(in context: Context) -> BatteryEntry { Self.entry(at: Date(timeIntervalSince1970: 1_780_000_000), step: 1) }
    public func getSnapshot(in context: Context, completion: @escaping (BatteryEntry) -> Void) { completion(placeholder(in: context)) }
    public func getTimeline(in context: Context, completion: @escaping (Timeline<BatteryEntry>) -> Void) {
        let start = SimulatedClock.currentDate
        let entries = (0..<6).map { Self.entry(at: start.addingTimeInterval(Double($0) * 7_200), step: $0) }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct BatteryLevelView: View {
    let entry: BatteryEntry
    @Environment(\.widgetFamily) var family

    var percent: Int { Int((entry.level * 100).rounded()) }

    var body: some View {
        content.containerBackground(for: .widget) { Color.clear }
    }

    @ViewBuilder var content: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground().clipShape(Circle())
                Gauge(value: entry.level) { Image(systemName: "iphone") } currentValueLabel: { Text("\(percent)") }
                    .gaugeStyle(.accessoryCircularCapacity)
            }
            // A 72-point circle has no room for accessibility text sizes: the figure stops growing at xxLarge.
            .dynamicTypeSize(...DynamicTypeSize.xxLarge)
        case .accessoryRectangular:
            // The figures give way to the bar alone when large text leaves no room for both.
            ViewThatFits(in: .vertical) {
                VStack(alignment: .leading, spacing: 2) {
                    Label("iPhone", systemImage: "iphone").font(.headline)
                    Gauge(value: entry.level) { EmptyView() }.gaugeStyle(.accessoryLinearCapacity)
                    Text("\(percent)% · \(entry.hoursLeft) h left").font(.caption)
                }
                VStack(alignment: .leading, spacing: 2) {
                    Text("\(percent)%").font(.headline)
                    Gauge(value: entry.level) { EmptyView() }.gaugeStyle(.accessoryLinearCapacity)
                }
                Gauge(value: entry.level) { EmptyView() }.gaugeStyle(.accessoryLinearCapacity)
            }
            .lineLimit(1)
            .minimumScaleFactor(0.75)
        default:
            // One line above the clock, as tall as the Lock Screen's date: it cannot grow past xLarge.
            Text("\(percent)% · \(entry.hoursLeft) h").lineLimit(1).minimumScaleFactor(0.5)
                .dynamicTypeSize(...DynamicTypeSize.xLarge)
        }
    }
}

/// The battery sample (Lock Screen families): gauges, `AccessoryWidgetBackground`, and the vibrant rendering
/// the Lock Screen gives accessory widgets.
public struct BatteryLevelWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "BatteryLevel", provider: BatteryProvider()) { entry in
            BatteryLevelView(entry: entry)
        }
        .configurationDisplayName("Battery")
        .description("The charge left, on the Lock Screen.")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}
