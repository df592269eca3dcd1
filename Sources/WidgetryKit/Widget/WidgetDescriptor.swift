import Foundation
import WidgetryFindings
import WidgetryReference
import WidgetryUI

/// A widget configuration with its types erased, so tools can render any widget: its kind, options and
/// how to get entries and their views from the provider.
public struct WidgetDescriptor {
    /// The configuration's kind string.
    public let kind: String
    /// Display name, families, margins.
    public let options: WidgetOptions
    /// The snapshot entry and its view; `delivered` is false when the provider did not call its
    /// completion synchronously (the placeholder is used instead).
    public let snapshot: (TimelineProviderContext) -> (entry: WidgetEntrySnapshot, view: AnyView, delivered: Bool)
    /// The placeholder entry and its view.
    public let placeholder: (TimelineProviderContext) -> (entry: WidgetEntrySnapshot, view: AnyView)
    /// Asks the provider for a timeline; the completion receives each entry with a view builder, and the policy.
    public let timeline: (TimelineProviderContext, @escaping ([(entry: WidgetEntrySnapshot, view: () -> AnyView)], TimelineReloadPolicy) -> Void) -> Void
    /// The widget's content for an entry a preview supplies (`#Preview(as:widget:timeline:)`), or `nil`
    /// when the entry is not of the configuration's entry type.
    public let entryView: (any TimelineEntry) -> AnyView?
    /// The provider requirement `timeline` calls, for messages about a provider that never delivers.
    public let timelineRequirement: TimelineRequirement

    /// A descriptor; configurations from other modules (App Intents, SiriKit) build theirs with this.
    public init(kind: String, options: WidgetOptions,
                snapshot: @escaping (TimelineProviderContext) -> (entry: WidgetEntrySnapshot, view: AnyView, delivered: Bool),
                placeholder: @escaping (TimelineProviderContext) -> (entry: WidgetEntrySnapshot, view: AnyView),
                timeline: @escaping (TimelineProviderContext, @escaping ([(entry: WidgetEntrySnapshot, view: () -> AnyView)], TimelineReloadPolicy) -> Void) -> Void,
                entryView: @escaping (any TimelineEntry) -> AnyView? = { _ in nil },
                timelineRequirement: TimelineRequirement = .getTimeline) {
        self.kind = kind
        self.options = options
        self.snapshot = snapshot
        self.placeholder = placeholder
        self.timeline = timeline
        self.entryView = entryView
        self.timelineRequirement = timelineRequirement
    }
}

/// What tools need of an entry: its date and relevance, and what went wrong getting it.
public struct WidgetEntrySnapshot: Sendable, Hashable {
    /// When the entry starts to show.
    public var date: Date
    /// The relevance score, if any.
    public var relevance: Float?
    /// Problems met while getting the entry, e.g. an async provider that did not answer in time (the
    /// placeholder is shown instead); empty normally.
    public var findings: [Finding]
    /// What the entry holds, when it can be compared by value (``EntryContent``): equal content, equal view.
    public var content: EntryContent?

    /// An entry's date and relevance, with the findings met getting it and its content.
    public init(date: Date, relevance: Float? = nil, findings: [Finding] = [], content: EntryContent? = nil) {
        self.date = date
        self.relevance = relevance
        self.findings = findings
        self.content = content
    }

    /// The snapshot of `entry`: its date and relevance, the findings met getting it, and — with
    /// `comparingContent`, for the snapshot and placeholder entries the pipeline compares — its content. A
    /// timeline's entries are never compared, so they skip the walk (``EntryContent``).
    public init(of entry: some TimelineEntry, findings: [Finding] = [], comparingContent: Bool) {
        self.init(date: entry.date, relevance: entry.relevance?.score, findings: findings,
                  content: comparingContent ? EntryContent(of: entry) : nil)
    }
}
