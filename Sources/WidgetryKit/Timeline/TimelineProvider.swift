import Foundation
import WidgetryReference

/// Supplies a widget's entries, as in WidgetKit.
public protocol TimelineProvider {
    /// The entry type.
    associatedtype Entry: TimelineEntry
    /// The context WidgetKit passes.
    typealias Context = TimelineProviderContext
    /// An entry shown while real data loads, drawn redacted. Must return at once.
    func placeholder(in context: Context) -> Entry
    /// One entry for the widget gallery and transient displays.
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
    /// The timeline: entries and a reload policy.
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

/// What a provider knows about where its entries will show, as WidgetKit's `TimelineProviderContext`.
public struct TimelineProviderContext: Sendable {
    /// The family being rendered.
    public var family: WidgetFamily
    /// The widget's size in points.
    public var displaySize: CGSize
    /// Whether this is for the widget gallery (snapshots).
    public var isPreview: Bool
    /// Creates a context.
    public init(family: WidgetFamily, displaySize: CGSize, isPreview: Bool) {
        self.family = family; self.displaySize = displaySize; self.isPreview = isPreview
    }
}
