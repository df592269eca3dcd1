import Foundation
import WidgetryFindings

/// Everything a simulated run produced: each reload request and its outcome, each timeline delivered,
/// what was on screen when, and the findings. `Codable` for `--json`; ``table()`` for people.
public struct SimulationRun: Sendable, Codable {
    /// The widget's kind.
    public var kind: String
    /// The family simulated (`WidgetFamily` raw value).
    public var family: String
    /// The first simulated instant.
    public var start: Date
    /// The end of the simulated period (exclusive).
    public var end: Date
    /// The budget model the host enforced.
    public var budget: RefreshBudget
    /// The render interval the host used (see ``SimulationConfiguration/renderInterval``).
    public var renderInterval: TimeInterval
    /// Every reload request, in order.
    public var reloads: [ReloadRecord]
    /// Every timeline delivered, in order; entry indices in ``DisplayInterval`` refer to these.
    public var timelines: [TimelineRecord]
    /// What was on screen, covering `start..<end` without gaps.
    public var intervals: [DisplayInterval]
    /// Periods in which the widget showed content its provider had asked to replace.
    public var stalePeriods: [Period]
    /// What the run shows, most severe first.
    public var findings: [Finding]

    /// Why the host asked for a timeline.
    public enum ReloadReason: String, Sendable, Hashable, Codable {
        /// The widget was added: the first timeline.
        case initial
        /// The timeline's policy (`.atEnd` or `.after`) asked for it.
        case policy
        /// The app called `WidgetCenter`.
        case app
        /// A previous attempt failed (timeout, error, empty timeline) and the host tries again.
        case retryAfterFailure
    }

    /// What a granted reload produced.
    public enum ReloadResult: String, Sendable, Hashable, Codable {
        /// A timeline with entries.
        case timeline
        /// A timeline without entries.
        case empty
        /// The completion was never called.
        case timedOut
        /// The provider threw.
        case failed
    }

    /// One reload request.
    public struct ReloadRecord: Sendable, Hashable, Codable {
        /// When it was made.
        public var date: Date
        /// Why.
        public var reason: ReloadReason
        /// Whether the budget allowed it.
        public var granted: Bool
        /// Why it was refused, if it was.
        public var refusal: RefreshBudget.Refusal?
        /// When the host will try again, if it was refused.
        public var retryAt: Date?
        /// What the provider produced, if it was granted.
        public var result: ReloadResult?
        /// The index in ``SimulationRun/timelines`` of the timeline it delivered.
        public var timeline: Int?
        /// Reloads left in the rolling window after this request.
        public var budgetLeft: Int
        /// The error text, if the provider threw.
        public var error: String?
    }

    /// One timeline the provider delivered.
    public struct TimelineRecord: Sendable, Hashable, Codable {
        /// When it arrived.
        public var deliveredAt: Date
        /// Its entries' dates, sorted (the host sorts out-of-order entries).
        public var entryDates: [Date]
        /// Whether the provider gave them out of order.
        public var wasOutOfOrder: Bool
        /// The reload policy, as text (`atEnd`, `never`, `after(…)`).
        public var policy: String
        /// When the policy asked for the next timeline, if it did.
        public var requestedReload: Date?
        /// Which entries were on screen for some time.
        public var shown: [Bool]
    }

    /// What was on screen from `start` to `end`.
    public struct DisplayInterval: Sendable, Hashable, Codable {
        /// When it appeared.
        public var start: Date
        /// When it was replaced (exclusive).
        public var end: Date
        /// Whether the placeholder was shown (no entry had arrived yet).
        public var isPlaceholder: Bool
        /// The timeline of the entry shown.
        public var timeline: Int?
        /// The entry's index in that timeline.
        public var entry: Int?
        /// The entry's date.
        public var entryDate: Date?
        /// Whether the provider had asked to replace this content by then.
        public var isStale: Bool

        /// The interval's length in seconds.
        public var duration: TimeInterval { end.timeIntervalSince(start) }
    }

    /// A span of time.
    public struct Period: Sendable, Hashable, Codable {
        /// Its start.
        public var start: Date
        /// Its end (exclusive).
        public var end: Date
        /// Its length in seconds.
        public var duration: TimeInterval { end.timeIntervalSince(start) }
    }

    /// The instants at which what is on screen changes (the start of each interval, stale splits
    /// excluded): the frames of a filmstrip.
    public var moments: [Date] {
        var result: [Date] = []
        var previous: (Bool, Int?, Int?)?
        for interval in intervals {
            let key = (interval.isPlaceholder, interval.timeline, interval.entry)
            if previous.map({ $0 != key }) ?? true { result.append(interval.start) }
            previous = key
        }
        return result
    }

    /// Granted reload requests.
    public var grantedReloads: [ReloadRecord] { reloads.filter(\.granted) }
    /// Refused reload requests.
    public var refusedReloads: [ReloadRecord] { reloads.filter { !$0.granted } }
    /// The most severe finding's severity, if any.
    public var worstSeverity: Severity? { findings.map(\.severity).max() }

    /// The run as JSON: ISO 8601 dates, sorted keys, indented.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }
}
