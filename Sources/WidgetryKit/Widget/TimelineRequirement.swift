/// The provider requirement that delivers a widget's timeline, named as the SDK names it, so that a report about a
/// provider that never delivers one names the method the team wrote (an App Intent provider has no completion to call).
public enum TimelineRequirement: Sendable, Hashable, CaseIterable {
    /// `TimelineProvider.getTimeline(in:completion:)` (`StaticConfiguration`).
    case getTimeline
    /// `IntentTimelineProvider.getTimeline(for:in:completion:)` (SiriKit's `IntentConfiguration`).
    case getIntentTimeline
    /// `AppIntentTimelineProvider.timeline(for:in:)`, an `async` method (`AppIntentConfiguration`).
    case appIntentTimeline

    /// The requirement's name as declared in the SDK.
    public var name: String {
        switch self {
        case .getTimeline: "getTimeline(in:completion:)"
        case .getIntentTimeline: "getTimeline(for:in:completion:)"
        case .appIntentTimeline: "timeline(for:in:)"
        }
    }

    /// What a provider that never delivers did, in the requirement's own terms.
    public var silence: String {
        switch self {
        case .getTimeline, .getIntentTimeline: "\(name) did not call its completion"
        case .appIntentTimeline: "\(name) did not return"
        }
    }
}
