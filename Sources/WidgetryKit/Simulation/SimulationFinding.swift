import Foundation

/// Something a simulated run shows about a widget's timeline: what happened, how bad it is, and what to
/// do about it.
public struct SimulationFinding: Sendable, Hashable, Codable, CustomStringConvertible {
    /// How bad a finding is.
    public enum Severity: String, Sendable, Hashable, Codable, Comparable {
        /// Worth knowing; nothing is wrong for the user.
        case note
        /// The user sees old, missing or placeholder content for a while.
        case warning
        /// The provider failed.
        case error

        private var rank: Int { switch self { case .note: 0; case .warning: 1; case .error: 2 } }
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// What kind of finding it is, for tools and tests.
    public enum Code: String, Sendable, Hashable, Codable {
        /// Entries due less than the render interval after the previous render were never shown.
        case entriesNeverShown
        /// Entries already in the past when their timeline arrived were never shown.
        case entriesPastWhenDelivered
        /// Entries closer together than the recommended spacing.
        case entriesTooClose
        /// Reload requests refused because they came too soon after the previous reload.
        case reloadsTooSoon
        /// Reload requests refused because the daily budget was spent.
        case budgetExhausted
        /// The provider wanted new content and did not get it for longer than the threshold.
        case staleContent
        /// The placeholder stayed on screen longer than the threshold.
        case placeholderTooLong
        /// The provider never called its completion.
        case providerTimedOut
        /// The provider threw.
        case providerFailed
        /// The provider delivered a timeline without entries.
        case emptyTimeline
        /// The provider delivered entries out of date order.
        case entriesOutOfOrder
        /// The provider asked `WidgetCenter` to reload while building its timeline.
        case providerRequestedReload
    }

    /// How bad it is.
    public var severity: Severity
    /// What kind of finding it is.
    public var code: Code
    /// What happened, with counts and times.
    public var message: String
    /// What to do about it, when there is something to do.
    public var suggestion: String?
    /// How many entries, requests or periods it covers.
    public var count: Int

    /// A finding.
    public init(severity: Severity, code: Code, message: String, suggestion: String? = nil, count: Int = 1) {
        self.severity = severity; self.code = code; self.message = message; self.suggestion = suggestion; self.count = count
    }

    /// "warning: message (suggestion)".
    public var description: String {
        "\(severity.rawValue): \(message)" + (suggestion.map { "\n  suggestion: \($0)" } ?? "")
    }
}
