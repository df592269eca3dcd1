import Widgetry

/// The wallet-shortcuts sample's entry.
public struct WalletEntry: TimelineEntry, Sendable {
    public let date: Date
    public let temperature: Int
    public let condition: String
}

/// Supplies one weather reading.
public struct WalletProvider: TimelineProvider {
    public init() {}
    public func placeholder(in context: Context) -> WalletEntry {
        WalletEntry(date: Date(timeIntervalSince1970: 1_780_000_000), temperature: 21, condition: "晴 Sunny")
    }
    public func getSnapshot(in context: Context, completion: @escaping (WalletEntry) -> Void) { completion(placeholder(in: context)) }
    public func getTimeline(in context: Context, completion: @escaping (Timeline<WalletEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .after(SimulatedClock.currentDate.addingTimeInterval(3_600))))
    }
}

/// A shortcut button: an icon above a label, opening a deep link (medium widgets honour `Link`).
struct ShortcutButton: View {
    let symbol: String
    let title: String
    let url: String

    var body: some View {
        Link(destination: URL(string: url)!) {
            VStack(spacing: 4) {
                Image(systemName: symbol).font(.title3)
                Text(title).font(.caption2).lineLimit(1)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color.white.opacity(0.18), in: RoundedRectangle(cornerRadius: 12))
        }
    }
}

/// A medium widget: a background image, weather and a call to action on the left, four `Link` buttons
/// in a 2 × 2 grid on the right.
struct WalletShortcutsView: View {
    let entry: WalletEntry

    var body: some View {
        HStack(spacing: 12) {
            VStack(alignment: .leading, spacing: 4) {
                Text("\(entry.temperature)°").font(.system(size: 34, weight: .semibold)).minimumScaleFactor(0.7).lineLimit(1)
                Text(entry.condition).font(.caption).lineLimit(1)
                Spacer(minLength: 0)
                Text("Pay with Wallet").font(.footnote).bold().lineLimit(2).minimumScaleFactor(0.8)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            VStack(spacing: 8) {
                HStack(spacing: 8) {
                    ShortcutButton(symbol: "qrcode", title: "Scan", url: "widgetry-sample://wallet/scan")
                    ShortcutButton(symbol: "creditcard", title: "Cards", url: "widgetry-sample://wallet/cards")
                }
                HStack(spacing: 8) {
                    ShortcutButton(symbol: "tram.fill", title: "Transit", url: "widgetry-sample://wallet/transit")
                    ShortcutButton(symbol: "gift", title: "Offers", url: "widgetry-sample://wallet/offers")
                }
            }
            .frame(maxWidth: .infinity)
        }
        .foregroundColor(.white)
        .dynamicTypeSize(...DynamicTypeSize.xxLarge)
        .containerBackground(for: .widget) {
            Image("wallet-background").resizable().scaledToFill()
        }
    }
}

/// The wallet-shortcuts sample (medium).
public struct WalletShortcutsWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "WalletShortcuts", provider: WalletProvider()) { entry in
            WalletShortcutsView(entry: entry)
        }
        .configurationDisplayName("Wallet shortcuts")
        .description("Weather, a call to action and four shortcuts.")
        .supportedFamilies([.systemMedium])
    }
}
