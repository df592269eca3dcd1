import Widgetry

/// The location-summary sample's entry.
public struct LocationEntry: TimelineEntry, Sendable {
    public let date: Date
    public let city: String
    public let detail: String
    public let distance: Double
    public let unit: String

    static let sample = LocationEntry(date: Date(timeIntervalSince1970: 1_780_000_000), city: "上海 Shanghai",
                                      detail: "Updated 5 min ago", distance: 12.4, unit: "km")
}

/// Supplies one location reading.
public struct LocationProvider: TimelineProvider {
    public init() {}
    public func placeholder(in context: Context) -> LocationEntry { .sample }
    public func getSnapshot(in context: Context, completion: @escaping (LocationEntry) -> Void) { completion(.sample) }
    public func getTimeline(in context: Context, completion: @escaping (Timeline<LocationEntry>) -> Void) {
        completion(Timeline(entries: [.sample], policy: .atEnd))
    }
}

/// A small widget written the SwiftUI way: GeometryReader, an icon beside two caption lines, a large
/// figure with a small unit appended by `Text +`, a row of two captions, custom fonts, colours by
/// colour scheme and a widgetURL.
struct LocationSummaryView: View {
    let entry: LocationEntry
    @Environment(\.colorScheme) var colorScheme

    var accent: Color { colorScheme == .dark ? Color(red: 0.45, green: 0.8, blue: 1) : Color(red: 0, green: 0.4, blue: 0.8) }

    var body: some View {
        GeometryReader { proxy in
            VStack(alignment: .leading, spacing: 4) {
                HStack(spacing: 6) {
                    Image(systemName: "location.fill").foregroundColor(accent)
                    VStack(alignment: .leading, spacing: 0) {
                        Text(entry.city).font(.custom("Inter-SemiBold", size: 13, relativeTo: .caption)).lineLimit(1)
                        Text(entry.detail).font(.caption2).foregroundStyle(.secondary).lineLimit(1)
                    }
                }
                Spacer(minLength: 0)
                (Text(String(format: "%.1f", entry.distance)).font(.custom("Inter-Bold", size: 40, relativeTo: .largeTitle))
                    + Text(" \(entry.unit)").font(.custom("Inter-Medium", size: 15, relativeTo: .subheadline)).foregroundColor(.secondary))
                    .minimumScaleFactor(0.6)
                    .lineLimit(1)
                HStack {
                    Text("Home").font(.caption)
                    Spacer()
                    Text("18 min").font(.caption).foregroundColor(accent)
                }
            }
            .frame(width: proxy.size.width, height: proxy.size.height, alignment: .topLeading)
        }
        // A small widget has room for a few lines only: cap the text size where the layout still fits.
        .dynamicTypeSize(...DynamicTypeSize.xLarge)
        .widgetURL(URL(string: "widgetry-sample://location"))
        .containerBackground(for: .widget) { colorScheme == .dark ? Color(white: 0.1) : Color(white: 0.97) }
    }
}

/// The location-summary sample (small).
public struct LocationSummaryWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "LocationSummary", provider: LocationProvider()) { entry in
            LocationSummaryView(entry: entry)
        }
        .configurationDisplayName("Location summary")
        .description("Distance to a place, with a figure and its unit.")
        .supportedFamilies([.systemSmall])
    }
}
