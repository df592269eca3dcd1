import Foundation

/// What a Live Activity shows, as ActivityKit's `ActivityAttributes` (iOS 16.1+): the fixed attributes
/// (the type's own properties) and the ``ContentState`` that changes while the activity runs.
public protocol ActivityAttributes: Decodable, Encodable {
    /// The part of the activity's content that changes.
    associatedtype ContentState: Codable & Hashable
}

/// A Live Activity's content at one moment, as ActivityKit's `ActivityContent`.
public struct ActivityContent<State: Codable & Hashable>: Hashable {
    /// The content state.
    public var state: State
    /// When the content becomes out of date, if ever.
    public var staleDate: Date?
    /// How relevant the activity is against the app's other activities.
    public var relevanceScore: Double

    /// Content with its stale date and relevance.
    public init(state: State, staleDate: Date?, relevanceScore: Double = 0) {
        self.state = state
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
    }
}

extension ActivityContent: Sendable where State: Sendable {}

/// What a Live Activity's views are given, as ActivityKit's `ActivityViewContext`.
@dynamicMemberLookup
public struct ActivityViewContext<Attributes: ActivityAttributes> {
    /// The activity's fixed attributes.
    public let attributes: Attributes
    /// The activity's current content state.
    public let state: Attributes.ContentState
    /// Whether the content is past its stale date.
    public let isStale: Bool
    /// The activity's identifier.
    public let activityID: String

    /// A context (Widgetry creates these when it renders a Live Activity; tests may too).
    public init(attributes: Attributes, state: Attributes.ContentState, isStale: Bool = false, activityID: String = "") {
        self.attributes = attributes
        self.state = state
        self.isStale = isStale
        self.activityID = activityID
    }

    /// The attributes' properties, read as the context's (`context.name`).
    public subscript<Value>(dynamicMember keyPath: KeyPath<Attributes, Value>) -> Value { attributes[keyPath: keyPath] }
}
