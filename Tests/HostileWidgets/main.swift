// A widget executable for the crash-isolation tests only: three healthy widgets (one whose provider hops to the main
// actor) beside one of each kind of hostile widget code (a body that never returns, unbounded recursion (of views and of a function), `fatalError` in a view, a provider
// that never calls its completion, a provider that sleeps, a view that allocates without bound, a provider made in `body` that force-unwraps
// a missing Info.plist key), and two Live Activities with no preview, one crashing on its sample content. The tests in
// WidgetryCLITests/CrashIsolationTests and LiveActivitySamplingTests run `check` on it and read the report.
import Foundation
import Widgetry
import WidgetryCLI

/// The entry every widget here shows.
struct PlainEntry: TimelineEntry {
    let date: Date
    let text: String
}

/// Answers at once, as a well-behaved provider does.
struct PlainProvider: TimelineProvider {
    var text = "Ready"
    func placeholder(in context: Context) -> PlainEntry { PlainEntry(date: Date(timeIntervalSince1970: 1_780_000_000), text: text) }
    func getSnapshot(in context: Context, completion: @escaping (PlainEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<PlainEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

/// The layout of the healthy widgets.
struct PlainView: View {
    let entry: PlainEntry
    var body: some View {
        Text(entry.text).font(.headline).containerBackground(for: .widget) { Color.white }
    }
}

struct HealthyWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Healthy", provider: PlainProvider()) { PlainView(entry: $0) }
            .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct AlsoHealthyWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "AlsoHealthy", provider: PlainProvider(text: "Fine")) { PlainView(entry: $0) }
            .supportedFamilies([.systemSmall])
    }
}

// MARK: Hostile views

/// A body that never returns: it waits for a date that never comes, without sleeping.
struct SpinningView: View {
    let entry: PlainEntry
    var body: some View {
        var turns = 0
        while Date() > Date.distantPast { turns &+= 1 }
        return Text("never \(turns)")
    }
}

/// A view whose body holds itself: each level asks for one more.
struct EndlessNestingView: View {
    let depth: Int
    var body: some View {
        AnyView(VStack { EndlessNestingView(depth: depth + 1) })
    }
}

/// Recurses without end in its body: a function that calls itself, as a cyclic data structure walked
/// naively does. Unlike nested views, no build limit cuts it; the stack overflows.
struct RecursingView: View {
    let entry: PlainEntry
    var body: some View { Text("\(Self.count(entry.text.count))") }
    static func count(_ n: Int) -> Int { n == -1 ? 0 : count(n + 1) &+ 1 }
}

/// Stops the process from its body, as a failed precondition does.
struct FatalView: View {
    let entry: PlainEntry
    var body: some View {
        if entry.text.isEmpty == false { fatalError("FatalView cannot show '\(entry.text)'") }
        return Text(entry.text)
    }
}

/// Has no medium layout: crashes in its second family only, as a view that force-unwraps a family-specific value does.
struct MediumlessView: View {
    @Environment(\.widgetFamily) private var family
    let entry: PlainEntry
    var body: some View {
        if family == .systemMedium { fatalError("MediumlessView has no medium layout") }
        return Text(entry.text)
    }
}

struct MediumlessWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Mediumless", provider: PlainProvider()) { MediumlessView(entry: $0) }.supportedFamilies([.systemSmall, .systemMedium])
    }
}

/// Keeps every megabyte it makes, touching each so it is really used.
struct HoardingView: View {
    let entry: PlainEntry
    var body: some View {
        var hoard: [[UInt8]] = []
        while hoard.count >= 0 { hoard.append([UInt8](repeating: UInt8(hoard.count & 0xFF), count: 1 << 20)) }
        return Text("\(hoard.count)")
    }
}

struct SpinningWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Spinning", provider: PlainProvider()) { SpinningView(entry: $0) }.supportedFamilies([.systemSmall])
    }
}

struct EndlessNestingWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "EndlessNesting", provider: PlainProvider()) { _ in EndlessNestingView(depth: 0) }.supportedFamilies([.systemSmall])
    }
}

struct RecursingWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Recursing", provider: PlainProvider()) { RecursingView(entry: $0) }.supportedFamilies([.systemSmall])
    }
}

struct FatalWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Fatal", provider: PlainProvider()) { FatalView(entry: $0) }.supportedFamilies([.systemSmall])
    }
}

struct HoardingWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Hoarding", provider: PlainProvider()) { HoardingView(entry: $0) }.supportedFamilies([.systemSmall])
    }
}

// MARK: Hostile providers

/// Never calls either completion: the system would show the placeholder until it gives up.
struct SilentProvider: TimelineProvider {
    func placeholder(in context: Context) -> PlainEntry { PlainEntry(date: Date(timeIntervalSince1970: 1_780_000_000), text: "Waiting") }
    func getSnapshot(in context: Context, completion: @escaping (PlainEntry) -> Void) {}
    func getTimeline(in context: Context, completion: @escaping (Timeline<PlainEntry>) -> Void) {}
}

/// Blocks the calling thread for an hour before answering, as a synchronous network call without a time-out does.
struct SleepingProvider: TimelineProvider {
    func placeholder(in context: Context) -> PlainEntry { PlainEntry(date: Date(timeIntervalSince1970: 1_780_000_000), text: "Asleep") }
    func getSnapshot(in context: Context, completion: @escaping (PlainEntry) -> Void) {
        Thread.sleep(forTimeInterval: 3_600)
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<PlainEntry>) -> Void) {
        Thread.sleep(forTimeInterval: 3_600)
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct SilentWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Silent", provider: SilentProvider()) { PlainView(entry: $0) }.supportedFamilies([.systemSmall])
    }
}

struct SleepingWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Sleeping", provider: SleepingProvider()) { PlainView(entry: $0) }.supportedFamilies([.systemSmall])
    }
}

/// Loads its store on the main actor before answering, as shared persistence code does (`await MainActor.run { … }`):
/// healthy on iOS, where the extension's main thread is free while WidgetKit waits; it hung until the time limit while
/// `check` kept the main thread busy running cells (held-out batch 15's Hexagon).
struct MainActorStoreProvider: AppIntentTimelineProvider {
    @MainActor static var lists = 0
    func placeholder(in context: Context) -> PlainEntry { PlainEntry(date: Date(timeIntervalSince1970: 1_780_000_000), text: "Loading") }
    func snapshot(for configuration: MainActorStoreIntent, in context: Context) async -> PlainEntry {
        let lists = await MainActor.run { Self.lists = 3; return Self.lists }
        return PlainEntry(date: Date(timeIntervalSince1970: 1_780_000_000), text: "\(lists) lists")
    }
    func timeline(for configuration: MainActorStoreIntent, in context: Context) async -> Timeline<PlainEntry> {
        Timeline(entries: [await snapshot(for: configuration, in: context)], policy: .never)
    }
}

struct MainActorStoreIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Lists"
}

struct MainActorStoreWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "MainActorStore", intent: MainActorStoreIntent.self, provider: MainActorStoreProvider()) { PlainView(entry: $0) }
            .supportedFamilies([.systemSmall])
    }
}

/// Makes its provider in `body` from an Info.plist key only the app's bundle has, force-unwrapped, as shared code
/// often does (`Bundle.main.infoDictionary?["AppGroupName"] as! String`): it crashes as soon as its configuration is made.
struct UnconfiguredProvider: TimelineProvider {
    let suiteName: String
    init() { suiteName = Bundle.main.infoDictionary?["HostileAppGroupName"] as! String }
    func placeholder(in context: Context) -> PlainEntry { PlainEntry(date: Date(), text: suiteName) }
    func getSnapshot(in context: Context, completion: @escaping (PlainEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<PlainEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct UnconfiguredWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Unconfigured", provider: UnconfiguredProvider()) { PlainView(entry: $0) }.supportedFamilies([.systemMedium])
    }
}

// MARK: Live Activities without previews

/// A delivery Live Activity as apps write one, with no preview: a check shows it with content made from its types.
struct TripAttributes: ActivityAttributes {
    enum Vehicle: String, Codable { case bike, car, van }
    struct ContentState: Codable, Hashable {
        var courierName: String
        var estimatedArrival: Date
        var stopsLeft: Int
        var progress: Double
        var note: String?
    }
    var orderNumber: String
    var vehicle: Vehicle
}

struct TripActivityWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TripAttributes.self) { context in
            VStack(alignment: .leading) {
                Text("Order \(context.attributes.orderNumber)").font(.headline)
                Text("\(context.state.courierName) · \(context.state.stopsLeft) stops").font(.subheadline)
                ProgressView(value: context.state.progress)
                if let note = context.state.note { Text(note).font(.caption) }
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Text(context.attributes.vehicle.rawValue) }
                DynamicIslandExpandedRegion(.bottom) { Text(context.state.courierName) }
            } compactLeading: {
                Text("\(context.state.stopsLeft)")
            } compactTrailing: {
                Text(context.state.estimatedArrival, style: .timer)
            } minimal: {
                Text("\(context.state.stopsLeft)")
            }
        }
    }
}

/// A Live Activity whose view reads past the end of a list: the sample content's two legs crash it, which must be a
/// failed cell of its own, not a lost report.
struct LegsAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var legs: [String] }
}

struct FragileActivityWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: LegsAttributes.self) { context in
            Text(context.state.legs[3])
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text(context.state.legs[0]) }
            } compactLeading: { EmptyView() } compactTrailing: { EmptyView() } minimal: { EmptyView() }
        }
    }
}

WidgetryCommand.run(catalog: WidgetCatalog([
    RegisteredWidget(HealthyWidget.self),
    RegisteredWidget(SpinningWidget.self),
    RegisteredWidget(EndlessNestingWidget.self),
    RegisteredWidget(RecursingWidget.self),
    RegisteredWidget(FatalWidget.self),
    RegisteredWidget(HoardingWidget.self),
    RegisteredWidget(SilentWidget.self),
    RegisteredWidget(SleepingWidget.self),
    RegisteredWidget(AlsoHealthyWidget.self),
    RegisteredWidget(UnconfiguredWidget.self),
    RegisteredWidget(MediumlessWidget.self),
    RegisteredWidget(MainActorStoreWidget.self),
    RegisteredWidget(TripActivityWidget.self),
    RegisteredWidget(FragileActivityWidget.self),
]))
