import Widgetry

/// The trail-conditions samples' entry: a park's trails, open or closed.
public struct TrailEntry: TimelineEntry, Sendable {
    public let date: Date
    public let park: String
    public let trails: [(name: String, isOpen: Bool)]
}

/// Today's trail report, refreshed every three hours.
public struct TrailProvider: TimelineProvider {
    public init() {}

    static func entry(at date: Date) -> TrailEntry {
        TrailEntry(date: date, park: "Cedar Ridge", trails: [("Lakeshore loop", true), ("Summit ridge", false)])
    }

    public func placeholder(in context: Context) -> TrailEntry { Self.entry(at: Date(timeIntervalSince1970: 1_780_000_000)) }
    public func getSnapshot(in context: Context, completion: @escaping (TrailEntry) -> Void) { completion(placeholder(in: context)) }
    public func getTimeline(in context: Context, completion: @escaping (Timeline<TrailEntry>) -> Void) {
        let start = SimulatedClock.currentDate
        completion(Timeline(entries: [Self.entry(at: start)], policy: .after(start.addingTimeInterval(3 * 3_600))))
    }
}

/// Written for the full-colour Home Screen only — the way many widgets were before iOS 18: a photo and an
/// opaque logo as content, white text over the photo, and trails told apart by a green or red dot. On a
/// tinted or glass Home Screen the photo and the logo turn into solid shapes, the text vanishes into the
/// photo's shape, and both dots take the same colour. `widgetry check` flags each of those.
struct TrailConditionsView: View {
    let entry: TrailEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(spacing: 6) {
                Image("ranger-badge-opaque").resizable().frame(width: 22, height: 22).accessibilityHidden(true)
                Text(entry.park).font(.headline)
            }
            ForEach(entry.trails, id: \.name) { trail in
                HStack(spacing: 6) {
                    Circle().fill(trail.isOpen ? Color.green : Color.red).frame(width: 8, height: 8)
                    Text(trail.name).font(.caption)
                }
            }
        }
        .foregroundStyle(.white)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading)
        .background { Image(decorative: "trail-photo").resizable().scaledToFill() }
        .clipped()
        .dynamicTypeSize(...DynamicTypeSize.xLarge)
        .containerBackground(for: .widget) { Color.black }
    }
}

/// The same widget adapted to accented rendering as Apple recommends: the photo desaturated into the tint
/// (`widgetAccentedRenderingMode(.accentedDesaturated)`), a badge with a transparent background in the
/// accent group, a status told by symbol and word as well as colour, and text on its own band rather than
/// on the photo. Clean in every context.
struct TrailConditionsFixedView: View {
    let entry: TrailEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Image(decorative: "trail-photo").resizable().widgetAccentedRenderingMode(.accentedDesaturated)
                .scaledToFill().frame(height: 30).clipped()
            HStack(spacing: 6) {
                Image("ranger-badge").resizable().widgetAccentedRenderingMode(.accented).frame(width: 20, height: 20)
                    .accessibilityHidden(true)
                Text(entry.park).font(.headline).widgetAccentable()
            }
            ForEach(entry.trails, id: \.name) { trail in
                Label(trail.isOpen ? "\(trail.name): open" : "\(trail.name): closed",
                      systemImage: trail.isOpen ? "checkmark.circle" : "xmark.octagon")
                    .font(.caption)
            }
        }
        .lineLimit(1)
        .minimumScaleFactor(0.8)
        .foregroundStyle(.white)
        // Four lines in a 158-point widget: the text stops growing at xLarge, as system widgets' does.
        .dynamicTypeSize(...DynamicTypeSize.xLarge)
        .containerBackground(for: .widget) { Color(white: 0.12) }
    }
}

/// The tinted-Home-Screen failure (medium): photo and opaque logo as content, colour-only status dots.
public struct TrailConditionsWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "TrailConditions", provider: TrailProvider()) { entry in
            TrailConditionsView(entry: entry)
        }
        .configurationDisplayName("Trail conditions")
        .description("Written for full colour only: broken on tinted and glass Home Screens on purpose.")
        .supportedFamilies([.systemMedium])
        .contentMarginsDisabled()
    }
}

/// The same widget fixed for accented rendering (medium).
public struct TrailConditionsFixedWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "TrailConditionsFixed", provider: TrailProvider()) { entry in
            TrailConditionsFixedView(entry: entry)
        }
        .configurationDisplayName("Trail conditions (fixed)")
        .description("Adapted to tinted and glass Home Screens with widgetAccentedRenderingMode and widgetAccentable.")
        .supportedFamilies([.systemMedium])
    }
}
