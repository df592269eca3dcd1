import Foundation
import WidgetryKit
import WidgetryUI

/// A widget configuration the user edits through a SiriKit intent, as WidgetKit's `IntentConfiguration`
/// (iOS 14+).
///
/// Widgetry renders the configuration `Intent()`: a new instance of the generated class, with the
/// parameters its initial values give. A snapshot whose provider calls its completion later (from
/// another thread) is waited for at most ``snapshotTimeLimit``; after that, or if it never calls it,
/// the placeholder is shown (`delivered` is false).
public struct IntentConfiguration<Intent: INIntent, Content: View>: WidgetConfiguration, OptionsConfigurable {
    /// How long a snapshot waits for a late completion unless told otherwise: 10 seconds, as for App
    /// Intent providers.
    public static var defaultSnapshotTimeLimit: TimeInterval { 10 }

    /// The configuration's kind string.
    public let kind: String
    /// The options the configuration modifiers set.
    public var options = WidgetOptions()
    /// How long a snapshot waits for a late completion (seconds).
    public var snapshotTimeLimit: TimeInterval = IntentConfiguration.defaultSnapshotTimeLimit
    private let build: (String, WidgetOptions, TimeInterval, Intent?) -> WidgetDescriptor

    /// A configuration whose entries come from `provider`, for the configuration `intent` describes,
    /// and are shown by `content`.
    public init<Provider: IntentTimelineProvider>(kind: String, intent: Intent.Type, provider: Provider,
                                                  @ViewBuilder content: @escaping (Provider.Entry) -> Content)
        where Provider.Intent == Intent {
        self.kind = kind
        build = { kind, options, limit, intent in
            IntentDescriptor(provider: provider, content: content, intent: intent, timeLimit: limit).descriptor(kind: kind, options: options)
        }
    }

    /// The descriptor of the configuration `Intent()`.
    public var descriptor: WidgetDescriptor? { build(kind, options, snapshotTimeLimit, nil) }

    /// A descriptor that renders the configuration `intent` instead of `Intent()`.
    public func descriptor(using intent: Intent) -> WidgetDescriptor { build(kind, options, snapshotTimeLimit, intent) }

    /// The same configuration with snapshots waiting at most `seconds` for a late completion (a
    /// Widgetry setting, not WidgetKit's).
    public func snapshotTimeLimit(_ seconds: TimeInterval) -> Self {
        var copy = self
        copy.snapshotTimeLimit = max(0, seconds)
        return copy
    }
}

/// Builds the type-erased descriptor of a SiriKit intent configuration.
private struct IntentDescriptor<Provider: IntentTimelineProvider, Content: View> {
    let provider: Provider
    let content: (Provider.Entry) -> Content
    /// The configuration to render; `nil` for `Intent()`.
    let intent: Provider.Intent?
    let timeLimit: TimeInterval

    func descriptor(kind: String, options: WidgetOptions) -> WidgetDescriptor {
        let provider = self.provider, content = self.content, intent = self.intent
        return WidgetDescriptor(
            kind: kind, options: options,
            snapshot: { context in
                let waiter = SnapshotWaiter<Provider.Entry>()
                provider.getSnapshot(for: intent ?? Provider.Intent(), in: context) { waiter.deliver($0) }
                if let entry = waiter.take(waiting: timeLimit) { return (WidgetEntrySnapshot(of: entry, comparingContent: true), AnyView(content(entry)), true) }
                let placeholder = provider.placeholder(in: context)
                return (WidgetEntrySnapshot(of: placeholder, comparingContent: true), AnyView(content(placeholder)), false)
            },
            placeholder: { context in
                let entry = provider.placeholder(in: context)
                return (WidgetEntrySnapshot(of: entry, comparingContent: true), AnyView(content(entry)))
            },
            timeline: { context, completion in
                provider.getTimeline(for: intent ?? Provider.Intent(), in: context) { timeline in
                    completion(timeline.entries.map { entry in (WidgetEntrySnapshot(of: entry, comparingContent: false), { AnyView(content(entry)) }) }, timeline.policy)
                }
            },
            entryView: { entry in (entry as? Provider.Entry).map { AnyView(content($0)) } },
            timelineRequirement: .getIntentTimeline)
    }
}

/// Receives a snapshot completion from any thread; after the waiter gives up, late ones are dropped.
private final class SnapshotWaiter<Entry>: @unchecked Sendable {
    // @unchecked: `entry` and `closed` are only touched with `condition` locked.
    private let condition = NSCondition()
    private var entry: Entry?
    private var closed = false

    func deliver(_ value: Entry) {
        condition.lock(); defer { condition.unlock() }
        guard !closed, entry == nil else { return }
        entry = value
        condition.signal()
    }

    func take(waiting seconds: TimeInterval) -> Entry? {
        condition.lock(); defer { condition.unlock() }
        let deadline = Date().addingTimeInterval(seconds)
        while entry == nil && Date() < deadline { _ = condition.wait(until: deadline) }
        closed = true
        return entry
    }
}
