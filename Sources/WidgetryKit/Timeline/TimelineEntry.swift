import Foundation

/// One moment of a widget's content, as in WidgetKit: shown from `date` until the next entry's date.
public protocol TimelineEntry {
    /// When the entry starts to show.
    var date: Date { get }
    /// How relevant the entry is, for Smart Stacks; `nil` by default.
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    /// No relevance unless the entry says otherwise.
    public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant an entry is, as in WidgetKit.
public struct TimelineEntryRelevance: Sendable, Hashable {
    /// A score; only the ratio between entries matters.
    public var score: Float
    /// How long the score applies.
    public var duration: TimeInterval
    /// Creates a relevance.
    public init(score: Float, duration: TimeInterval = 0) { self.score = score; self.duration = duration }
}

/// Entries and when to ask for more, as in WidgetKit.
public struct Timeline<EntryType: TimelineEntry> {
    /// The entries, which should be in date order.
    public var entries: [EntryType]
    /// When WidgetKit should ask for a new timeline.
    public var policy: TimelineReloadPolicy
    /// Creates a timeline.
    public init(entries: [EntryType], policy: TimelineReloadPolicy) { self.entries = entries; self.policy = policy }
}

/// When WidgetKit asks for a new timeline: the earliest moment, never a promise (Apple's documentation
/// of `TimelineReloadPolicy`).
public struct TimelineReloadPolicy: Sendable, Hashable, CustomStringConvertible {
    enum Kind: Sendable, Hashable { case atEnd, never, after(Date) }
    let kind: Kind
    /// After the last entry's date passes.
    public static let atEnd = TimelineReloadPolicy(kind: .atEnd)
    /// Only when the app asks (`WidgetCenter.shared.reloadTimelines(ofKind:)`).
    public static let never = TimelineReloadPolicy(kind: .never)
    /// At or after `date`.
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(kind: .after(date)) }

    public var description: String {
        switch kind {
        case .atEnd: return "atEnd"
        case .never: return "never"
        case .after(let date): return "after(\(ISO8601DateFormatter().string(from: date)))"
        }
    }

    /// The reload date the policy asks for, given the entries' last date.
    public func requestedReload(lastEntryDate: Date?) -> Date? {
        switch kind {
        case .atEnd: return lastEntryDate
        case .never: return nil
        case .after(let date): return date
        }
    }
}

/// A timeline of `Sendable` entries is itself `Sendable`, so an async provider's result can cross from
/// the task that built it to the simulated host.
extension Timeline: Sendable where EntryType: Sendable {}
