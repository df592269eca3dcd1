import Widgetry

/// One tile of the grid sample.
public struct GridItemModel: Identifiable, Hashable, Sendable {
    public let id: Int
    public let symbol: String
    public let title: String
}

/// The grid sample's entry: up to sixteen items.
public struct GridEntry: TimelineEntry, Sendable {
    public let date: Date
    public let items: [GridItemModel]

    static let sample = GridEntry(date: Date(timeIntervalSince1970: 1_780_000_000), items: [
        ("house.fill", "Home"), ("briefcase.fill", "Work"), ("cart.fill", "购物"), ("heart.fill", "Health"),
        ("book.fill", "Read"), ("music.note", "Music"), ("camera.fill", "Photos"), ("map.fill", "地图"),
        ("bell.fill", "Alerts"), ("gear", "Settings"), ("star.fill", "Saved"), ("cloud.fill", "Weather"),
        ("phone.fill", "Call"), ("envelope.fill", "Mail"), ("calendar", "日历"), ("clock.fill", "Clock"),
    ].enumerated().map { GridItemModel(id: $0.offset, symbol: $0.element.0, title: $0.element.1) })
}

/// Supplies the sixteen tiles.
public struct GridProvider: TimelineProvider {
    public init() {}
    public func placeholder(in context: Context) -> GridEntry { .sample }
    public func getSnapshot(in context: Context, completion: @escaping (GridEntry) -> Void) { completion(.sample) }
    public func getTimeline(in context: Context, completion: @escaping (Timeline<GridEntry>) -> Void) {
        completion(Timeline(entries: [.sample], policy: .never))
    }
}

/// A tile: a symbol above a one-line label.
struct GridTile: View {
    let item: GridItemModel
    var body: some View {
        VStack(spacing: 4) {
            Image(systemName: item.symbol).font(.title3).foregroundColor(.accentColor)
            Text(item.title).font(.caption2).lineLimit(1).minimumScaleFactor(0.8)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 10))
    }
}

/// A large widget with up to sixteen items in a four-by-four grid.
struct GridWidgetView: View {
    let entry: GridEntry

    var body: some View {
        let items = Array(entry.items.prefix(16))
        VStack(spacing: 8) {
            ForEach(0..<4) { row in
                HStack(spacing: 8) {
                    ForEach(0..<4) { column in
                        let index = row * 4 + column
                        if index < items.count { GridTile(item: items[index]) } else { Color.clear }
                    }
                }
            }
        }
        .dynamicTypeSize(...DynamicTypeSize.xxLarge)
        .containerBackground(for: .widget) { Color(.systemBackground) }
    }
}

/// The grid sample (large).
public struct GridWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Grid", provider: GridProvider()) { entry in
            GridWidgetView(entry: entry)
        }
        .configurationDisplayName("Grid")
        .description("Up to sixteen shortcuts in a four-by-four grid.")
        .supportedFamilies([.systemLarge])
    }
}
