import Widgetry

/// The daily-quote sample's entry.
public struct QuoteEntry: TimelineEntry, Sendable {
    public let date: Date
    public let quote: String
    public let author: String
}

/// Hourly quotes in English and Chinese, reloading when they run out.
public struct QuoteProvider: TimelineProvider {
    static let quotes: [(String, String)] = [
        ("Simplicity is the ultimate sophistication.", "Leonardo da Vinci"),
        ("千里之行，始于足下。", "老子"),
        ("Make it work, make it right, make it fast.", "Kent Beck"),
    ]

    public init() {}
    public func placeholder(in context: Context) -> QuoteEntry {
        QuoteEntry(date: Date(timeIntervalSince1970: 1_780_000_000), quote: Self.quotes[0].0, author: Self.quotes[0].1)
    }
    public func getSnapshot(in context: Context, completion: @escaping (QuoteEntry) -> Void) { completion(placeholder(in: context)) }
    public func getTimeline(in context: Context, completion: @escaping (Timeline<QuoteEntry>) -> Void) {
        // On a device this is `Date()`; `SimulatedClock.currentDate` is the same outside a simulation and the
        // simulated instant inside one, so `widgetry simulate` sees hourly entries from "now".
        let start = SimulatedClock.currentDate
        let entries = Self.quotes.enumerated().map { index, quote in
            QuoteEntry(date: start.addingTimeInterval(Double(index) * 3_600), quote: quote.0, author: quote.1)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct DailyQuoteView: View {
    let entry: QuoteEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("“\(entry.quote)”")
                .font(family == .systemSmall ? .subheadline : .title3)
                .italic()
                .minimumScaleFactor(0.8)
            Spacer(minLength: 0)
            Text("— \(entry.author)").font(.caption).foregroundStyle(.secondary).lineLimit(1)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(for: .widget) {
            LinearGradient(colors: [Color.orange.opacity(0.25), Color.pink.opacity(0.25)], startPoint: .topLeading, endPoint: .bottomTrailing)
        }
    }
}

/// The daily-quote sample (small and medium).
public struct DailyQuoteWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "DailyQuote", provider: QuoteProvider()) { entry in
            DailyQuoteView(entry: entry)
        }
        .configurationDisplayName("Daily quote")
        .description("A quote and its author, changing every hour.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
