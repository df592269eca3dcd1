import Widgetry

/// The activity-rings sample's entry: progress towards three daily goals.
public struct ActivityEntry: TimelineEntry, Sendable {
    public let date: Date
    public let rings: [ActivityRing]
}

/// One goal: how far along, in what colour.
public struct ActivityRing: Sendable {
    public let name: String
    public let value: Int
    public let goal: Int
    public let unit: String
    public let color: Color

    var fraction: Double { goal > 0 ? Double(value) / Double(goal) : 0 }
}

/// Hourly progress through a day, reloading when the day's entries run out.
public struct ActivityProvider: TimelineProvider {
    public init() {}

    static func entry(at date: Date, hour: Int) -> ActivityEntry {
        let progress = Double(hour + 1) / 8
        return ActivityEntry(date: date, rings: [
            ActivityRing(name: "Move", value: Int(600 * progress), goal: 600, unit: "kcal", color: .red),
            ActivityRing(name: "Exercise", value: Int(30 * progress * 0.8), goal: 30, unit: "min", color: .green),
            ActivityRing(name: "Stand", value: min(hour + 4, 12), goal: 12, unit: "h", color: .blue),
        ])
    }

    public func placeholder(in context: Context) -> ActivityEntry { Self.entry(at: Date(timeIntervalSince1970: 1_780_000_000), hour: 4) }
    public func getSnapshot(in context: Context, completion: @escaping (ActivityEntry) -> Void) { completion(placeholder(in: context)) }
    public func getTimeline(in context: Context, completion: @escaping (Timeline<ActivityEntry>) -> Void) {
        let start = SimulatedClock.currentDate
        let entries = (0..<8).map { Self.entry(at: start.addingTimeInterval(Double($0) * 3_600), hour: $0) }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

/// Concentric progress rings: each a trimmed circle with round ends, turned to start at 12 o'clock.
struct RingsView: View {
    let rings: [ActivityRing]
    var lineWidth: CGFloat = 10

    var body: some View {
        ZStack {
            ForEach(Array(rings.enumerated()), id: \.offset) { index, ring in
                let inset = CGFloat(index) * (lineWidth + 3)
                ZStack {
                    Circle().stroke(ring.color.opacity(0.25), lineWidth: lineWidth)
                    Circle().trim(from: 0, to: min(ring.fraction, 1))
                        .stroke(ring.color, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                        .rotationEffect(.degrees(-90))
                }
                .padding(inset + lineWidth / 2)
            }
        }
        .aspectRatio(1, contentMode: .fit)
    }
}

/// One goal's figures, shortened as text grows: name and value on one line, then stacked, then the value alone.
struct RingStatView: View {
    let ring: ActivityRing

    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack(spacing: 4) {
                // Both texts are served before the spacer (a stack offers each child an equal share of what is
                // left, the spacer included), so they get their full width whenever the row fits.
                Text(ring.name).foregroundStyle(.secondary).layoutPriority(1)
                Spacer(minLength: 4)
                Text("\(ring.value)/\(ring.goal) \(ring.unit)").foregroundStyle(ring.color).monospacedDigit().layoutPriority(1)
            }
            Text("\(ring.value)/\(ring.goal) \(ring.unit)").foregroundStyle(ring.color).monospacedDigit()
            Text("\(ring.value)").foregroundStyle(ring.color).monospacedDigit()
        }
        .font(.caption)
        .lineLimit(1)
    }
}

struct ActivityRingsView: View {
    let entry: ActivityEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        Group {
            if family == .systemSmall {
                RingsView(rings: entry.rings)
            } else {
                HStack(spacing: 16) {
                    RingsView(rings: entry.rings)
                    // All three rows when they fit; with large text, only the first goal.
                    ViewThatFits(in: .vertical) {
                        VStack(alignment: .leading, spacing: 6) {
                            ForEach(entry.rings.indices, id: \.self) { RingStatView(ring: entry.rings[$0]) }
                        }
                        RingStatView(ring: entry.rings[0])
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                }
            }
        }
        .containerBackground(for: .widget) { Color(.systemBackground) }
    }
}

/// The activity-rings sample (small and medium): custom drawing with trimmed circles, round line caps and
/// rotation, and `ViewThatFits` keeping the figures readable at every text size.
public struct ActivityRingsWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ActivityRings", provider: ActivityProvider()) { entry in
            ActivityRingsView(entry: entry)
        }
        .configurationDisplayName("Activity rings")
        .description("Progress towards three daily goals.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
