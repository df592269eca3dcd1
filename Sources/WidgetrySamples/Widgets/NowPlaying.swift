import Widgetry

/// The now-playing samples' entry: a track and its artist.
public struct NowPlayingEntry: TimelineEntry, Sendable {
    public let date: Date
    public let track: String
    public let artist: String
}

/// One moment: a track playing.
public struct NowPlayingProvider: TimelineProvider {
    public init() {}

    public func placeholder(in context: Context) -> NowPlayingEntry {
        NowPlayingEntry(date: Date(timeIntervalSince1970: 1_780_000_000), track: "Night Drive", artist: "The Lanterns")
    }
    public func getSnapshot(in context: Context, completion: @escaping (NowPlayingEntry) -> Void) { completion(placeholder(in: context)) }
    public func getTimeline(in context: Context, completion: @escaping (Timeline<NowPlayingEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

/// The Reduce Transparency sample, broken: white text on a frosted caption over dark artwork. Through the
/// translucent material the dark artwork shows and the white text reads; with Reduce Transparency the material is
/// drawn as a solid light fill and the white text all but disappears (a `lowContrast` finding with that setting only).
struct NowPlayingView: View {
    let entry: NowPlayingEntry
    /// Whether the caption's text adapts to the material (the fixed sample) or is fixed white.
    let adaptive: Bool

    var body: some View {
        VStack(alignment: .leading) {
            Spacer(minLength: 0)
            VStack(alignment: .leading, spacing: 2) {
                Text(entry.track).font(.headline)
                Text(entry.artist).font(.caption)
            }
            .foregroundStyle(adaptive ? AnyShapeStyle(.primary) : AnyShapeStyle(Color.white))
            .padding(8)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 10))
        }
        .containerBackground(for: .widget) {
            LinearGradient(colors: [Color(red: 0.10, green: 0.08, blue: 0.25), Color(red: 0.35, green: 0.10, blue: 0.30)],
                           startPoint: .top, endPoint: .bottom)
        }
    }
}

/// Now playing, broken under Reduce Transparency: fixed white text on a material.
public struct NowPlayingWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "NowPlaying", provider: NowPlayingProvider()) { entry in
            NowPlayingView(entry: entry, adaptive: false)
        }
        .configurationDisplayName("Now playing")
        .supportedFamilies([.systemSmall])
    }
}

/// Now playing, fixed: the caption's text takes the primary style, which adapts to the material in either state.
public struct NowPlayingFixedWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "NowPlayingFixed", provider: NowPlayingProvider()) { entry in
            NowPlayingView(entry: entry, adaptive: true)
        }
        .configurationDisplayName("Now playing (fixed)")
        .supportedFamilies([.systemSmall])
    }
}
