import Foundation
import Synchronization
import WidgetryReference
import WidgetryUI

/// A deterministic WidgetKit host: it asks a widget's provider for timelines, shows each entry from its
/// date until the next, asks again as the reload policy says within a ``RefreshBudget``, and records
/// everything in a ``SimulationRun``.
///
/// The model, step by step (each rule documented where its parameter is):
/// - At the start the host asks for the first timeline (reason `initial`; it spends budget like any
///   reload). The placeholder shows until an entry is on screen.
/// - A delivered timeline is sorted by date (out-of-order entries are reported) and replaces the current
///   one at once: the latest entry already due shows immediately; if none is due yet, what was on screen
///   stays until the first entry's date. Nothing already shown is lost.
/// - Entries show from their date until the next entry's date, but the widget is re-rendered at most once
///   per ``SimulationConfiguration/renderInterval``: an entry due sooner after the previous render waits
///   for the next render, and if a later entry is due by then, it is never shown.
/// - The policy asks for the next timeline: `.atEnd` at the last entry's date, `.after(d)` at `d`,
///   `.never` not at all (only app reloads). The host answers a granted request at once, so the last
///   entry of an `.atEnd` timeline is replaced by the new timeline's first entry the moment it is due
///   (it marks the end of the timeline; it is not reported as unshown). A request the budget refuses is retried at the earliest date
///   the budget allows; from the moment the provider asked until a new timeline arrives, the content is
///   stale.
/// - A provider that never calls its completion times out after ``SimulationConfiguration/providerTimeout``;
///   one that throws (async form) or delivers no entries is reported; in each case what is on screen
///   stays and the host tries again after the budget's minimum interval (empty timelines: as their policy
///   says, or after the minimum interval for `.atEnd`).
/// - App activity runs at its dates; `WidgetCenter` calls in it become reload requests (reason `app`).
///
/// Not `Sendable`: a simulator holds the provider's views; create one per thread.
public final class WidgetHostSimulator {
    /// Where the timelines come from.
    public let source: TimelineSource
    /// The family simulated.
    public let family: WidgetFamily
    /// The context passed to the provider.
    public let context: TimelineProviderContext
    /// The parameters.
    public let configuration: SimulationConfiguration

    /// Every timeline delivered in the last run, sorted, for the filmstrip.
    private var deliveredTimelines: [[TimelineSource.Entry]] = []

    /// A simulator for `source` in `family` at `displaySize`.
    public init(source: TimelineSource, family: WidgetFamily, displaySize: CGSize,
                configuration: SimulationConfiguration = SimulationConfiguration()) {
        self.source = source
        self.family = family
        self.context = TimelineProviderContext(family: family, displaySize: displaySize, isPreview: false)
        self.configuration = configuration
    }

    /// What is on screen.
    private enum Shown: Equatable { case placeholder, entry(timeline: Int, index: Int) }

    /// Runs the host from `start` for `duration` seconds.
    public func run(start: Date, duration: TimeInterval) -> SimulationRun {
        var state = RunState(start: start, end: start.addingTimeInterval(max(0, duration)))
        deliveredTimelines = []
        let activities = configuration.appActivity.sorted { $0.date < $1.date }.filter { $0.date >= start }
        var appIndex = 0
        state.pending = (start, .initial)

        // Each pass handles one event; the cap only guards against a model bug looping forever.
        var passes = 0
        while passes < 50_000_000 {
            passes += 1
            let now = state.clock.now
            var next = state.end
            if let pending = state.pending { next = min(next, max(pending.date, now)) }
            if appIndex < activities.count { next = min(next, max(activities[appIndex].date, now)) }
            if let display = nextDisplayChange(state) { next = min(next, max(display, now)) }
            if next >= state.end { break }
            state.clock.advance(to: next)
            let t = state.clock.now

            if appIndex < activities.count, activities[appIndex].date <= t {
                let recorder = ReloadRecorder()
                WidgetCenter.$recorder.withValue(recorder) {
                    SimulatedClock.$current.withValue(t) {
                        WidgetCenter.placing(kind: source.kind, family: context.family) { activities[appIndex].action() }
                    }
                }
                appIndex += 1
                for appRequest in recorder.drain() where appRequest.kind == nil || appRequest.kind == source.kind {
                    state.markWanted(since: t)
                    self.request(.app, at: t, &state)
                }
                continue
            }
            if let pending = state.pending, pending.date <= t {
                state.pending = nil
                request(pending.reason, at: t, &state)
                continue
            }
            if case .some(let timeline) = state.current, let due = dueEntry(in: timeline, at: t),
               state.shown != .entry(timeline: timeline, index: due), renderAllowed(state, at: t) {
                state.show(.entry(timeline: timeline, index: due), at: t)
            }
        }
        return finish(&state)
    }

    // MARK: Display

    private func dueEntry(in timeline: Int, at date: Date) -> Int? {
        deliveredTimelines[timeline].lastIndex { $0.snapshot.date <= date }
    }

    private func renderAllowed(_ state: RunState, at date: Date) -> Bool {
        guard let last = state.lastRender else { return true }
        return date.timeIntervalSince(last) >= configuration.renderInterval
    }

    /// When what is on screen will next change, if nothing else happens.
    private func nextDisplayChange(_ state: RunState) -> Date? {
        guard let timeline = state.current else { return nil }
        let now = state.clock.now
        let earliestRender = state.lastRender.map { $0.addingTimeInterval(configuration.renderInterval) } ?? now
        if let due = dueEntry(in: timeline, at: now), state.shown != .entry(timeline: timeline, index: due) {
            return max(earliestRender, now)
        }
        guard let upcoming = deliveredTimelines[timeline].first(where: { $0.snapshot.date > now }) else { return nil }
        return max(upcoming.snapshot.date, earliestRender)
    }

    // MARK: Reloads

    private func request(_ reason: SimulationRun.ReloadReason, at date: Date, _ state: inout RunState) {
        let budget = configuration.budget
        if let (refusal, retryAt) = budget.check(at: date, grants: state.grants) {
            state.reloads.append(SimulationRun.ReloadRecord(
                date: date, reason: reason, granted: false, refusal: refusal, retryAt: retryAt, result: nil,
                timeline: nil, budgetLeft: budget.remaining(at: date, grants: state.grants), error: nil))
            // The host keeps one pending reload: the earliest asked for.
            if state.pending.map({ retryAt < $0.date }) ?? true { state.pending = (retryAt, reason) }
            return
        }
        state.grants.append(date)
        var record = SimulationRun.ReloadRecord(
            date: date, reason: reason, granted: true, refusal: nil, retryAt: nil, result: nil, timeline: nil,
            budgetLeft: budget.remaining(at: date, grants: state.grants), error: nil)

        let recorder = ReloadRecorder()
        let outcome = loadTimeline(at: date, recorder: recorder)
        let retryAfterFailure = date.addingTimeInterval(max(configuration.providerTimeout, budget.minimumInterval))
        switch outcome {
        case nil:
            record.result = .timedOut
            state.timeouts.append(date)
            state.markWanted(since: date)
            state.pending = (retryAfterFailure, .retryAfterFailure)
        case .failed(let message)?:
            record.result = .failed
            record.error = message
            state.failures.append((date, message))
            state.markWanted(since: date)
            state.pending = (retryAfterFailure, .retryAfterFailure)
        case .timeline(let entries, let policy)? where entries.isEmpty:
            record.result = .empty
            state.emptyTimelines.append(date)
            state.markWanted(since: date)
            switch policy.kind {
            case .atEnd: state.pending = (date.addingTimeInterval(budget.minimumInterval), .retryAfterFailure)
            case .after(let wanted): state.pending = (max(wanted, date), .retryAfterFailure)
            case .never: state.pending = nil
            }
        case .timeline(let entries, let policy)?:
            record.result = .timeline
            record.timeline = install(entries, policy: policy, at: date, &state)
        }
        state.reloads.append(record)
        let selfRequests = recorder.drain().filter { $0.kind == nil || $0.kind == source.kind }
        if !selfRequests.isEmpty {
            state.providerReloadRequests += selfRequests.count
            state.markWanted(since: date)
            request(.app, at: date, &state)
        }
    }

    /// Asks the provider, waiting a little for an asynchronous completion; `nil` when it never completed.
    private func loadTimeline(at date: Date, recorder: ReloadRecorder) -> TimelineSource.Outcome? {
        let delivery = Delivery()
        let context = self.context
        WidgetCenter.$recorder.withValue(recorder) {
            SimulatedClock.$current.withValue(date) {
                WidgetCenter.placing(kind: source.kind, family: context.family) {
                    source.load(context) { outcome in delivery.deliver(outcome) }
                }
            }
        }
        return delivery.take(waiting: configuration.completionWait)
    }

    private func install(_ entries: [TimelineSource.Entry], policy: TimelineReloadPolicy, at date: Date,
                         _ state: inout RunState) -> Int {
        // A stable sort keeps same-date entries in the provider's order (the later one wins on screen).
        let sorted = entries.enumerated().sorted { ($0.element.snapshot.date, $0.offset) < ($1.element.snapshot.date, $1.offset) }.map(\.element)
        let outOfOrder = zip(entries, entries.dropFirst()).contains { $0.snapshot.date > $1.snapshot.date }
        let index = deliveredTimelines.count
        deliveredTimelines.append(sorted)
        var requested = policy.requestedReload(lastEntryDate: sorted.last?.snapshot.date)
        if let wanted = requested, wanted < date { requested = date }
        state.timelines.append(SimulationRun.TimelineRecord(
            deliveredAt: date, entryDates: sorted.map(\.snapshot.date), wasOutOfOrder: outOfOrder,
            policy: policy.description, requestedReload: requested, shown: Array(repeating: false, count: sorted.count)))
        state.current = index
        state.closeStale(at: date)
        // A new timeline renders at once when one of its entries is already due.
        if let due = dueEntry(in: index, at: date) { state.show(.entry(timeline: index, index: due), at: date) }
        if let requested {
            state.pending = (requested, .policy)
            state.policyWants = requested
        } else {
            state.pending = nil
        }
        return index
    }

    // MARK: Result

    private func finish(_ state: inout RunState) -> SimulationRun {
        state.show(nil, at: state.end)
        state.closeStale(at: state.end)
        var intervals: [SimulationRun.DisplayInterval] = []
        for raw in state.rawIntervals {
            for piece in split(raw, by: state.stale) { intervals.append(piece) }
        }
        for interval in intervals where !interval.isPlaceholder {
            if let t = interval.timeline, let e = interval.entry { state.timelines[t].shown[e] = true }
        }
        var run = SimulationRun(
            kind: source.kind, family: family.caseName, start: state.start, end: state.end,
            budget: configuration.budget, renderInterval: configuration.renderInterval, reloads: state.reloads,
            timelines: state.timelines, intervals: intervals, stalePeriods: state.stale, findings: [])
        run.findings = SimulationFindings.analyze(run, state: state.failureSummary, configuration: configuration)
        return run
    }

    private func split(_ raw: RunState.RawInterval, by stale: [SimulationRun.Period]) -> [SimulationRun.DisplayInterval] {
        var cuts = [raw.start, raw.end]
        for period in stale {
            if period.start > raw.start && period.start < raw.end { cuts.append(period.start) }
            if period.end > raw.start && period.end < raw.end { cuts.append(period.end) }
        }
        cuts = Array(Set(cuts)).sorted()
        return zip(cuts, cuts.dropFirst()).map { from, to in
            let isStale = !raw.isPlaceholder && stale.contains { $0.start <= from && to <= $0.end }
            return SimulationRun.DisplayInterval(
                start: from, end: to, isPlaceholder: raw.isPlaceholder, timeline: raw.timeline, entry: raw.entry,
                entryDate: raw.timeline.flatMap { t in raw.entry.map { deliveredTimelines[t][$0].snapshot.date } },
                isStale: isStale)
        }
    }

    // MARK: Filmstrip

    /// The views on screen at each moment the widget changed in `run` (which must be this simulator's
    /// last run): the placeholder or the entry's view, to render with `EnvironmentValues.now` at `date`.
    public func filmstrip(for run: SimulationRun) -> [FilmstripFrame] {
        var frames: [FilmstripFrame] = []
        for moment in run.moments {
            guard let interval = run.intervals.first(where: { $0.start == moment }) else { continue }
            if let t = interval.timeline, let e = interval.entry, t < deliveredTimelines.count, e < deliveredTimelines[t].count {
                frames.append(FilmstripFrame(date: moment, label: "timeline \(t + 1) entry \(e + 1)",
                                             isPlaceholder: false, view: deliveredTimelines[t][e].view()))
            } else {
                frames.append(FilmstripFrame(date: moment, label: "placeholder", isPlaceholder: true,
                                             view: source.placeholder(context)))
            }
        }
        return frames
    }

    // MARK: State

    /// The mutable state of one run.
    private struct RunState {
        struct RawInterval { var start: Date; var end: Date; var isPlaceholder: Bool; var timeline: Int?; var entry: Int? }

        let start: Date
        let end: Date
        var clock: SimulatedClock
        var grants: [Date] = []
        var reloads: [SimulationRun.ReloadRecord] = []
        var timelines: [SimulationRun.TimelineRecord] = []
        var pending: (date: Date, reason: SimulationRun.ReloadReason)?
        var current: Int?
        var shown: Shown = .placeholder
        var shownSince: Date
        var lastRender: Date?
        var rawIntervals: [RawInterval] = []
        /// Since when the provider (or app) has wanted new content that has not arrived.
        var wantedSince: Date?
        /// The reload date the current timeline's policy asked for.
        var policyWants: Date?
        var stale: [SimulationRun.Period] = []
        var timeouts: [Date] = []
        var failures: [(Date, String)] = []
        var emptyTimelines: [Date] = []
        var providerReloadRequests = 0

        init(start: Date, end: Date) {
            self.start = start; self.end = end; clock = SimulatedClock(start: start); shownSince = start
        }

        /// Shows `new` from `date` (`nil` closes the last interval at the end).
        mutating func show(_ new: Shown?, at date: Date) {
            if date > shownSince {
                var raw = RawInterval(start: shownSince, end: date, isPlaceholder: shown == .placeholder)
                if case .entry(let t, let i) = shown { raw.timeline = t; raw.entry = i }
                rawIntervals.append(raw)
            }
            guard let new else { return }
            shown = new
            shownSince = date
            lastRender = date
        }

        mutating func markWanted(since date: Date) { wantedSince = min(wantedSince ?? date, date) }

        /// A new timeline arrived (or the run ended): close the stale period, if there is one.
        mutating func closeStale(at date: Date) {
            var since = wantedSince
            if let wanted = policyWants, wanted < date { since = min(since ?? wanted, wanted) }
            if let since, date > since { stale.append(SimulationRun.Period(start: since, end: date)) }
            wantedSince = nil
            policyWants = nil
        }

        var failureSummary: SimulationFindings.Failures {
            SimulationFindings.Failures(timeouts: timeouts, failures: failures, emptyTimelines: emptyTimelines,
                                        providerReloadRequests: providerReloadRequests)
        }
    }
}

/// One frame of a filmstrip: what the widget showed from `date`.
public struct FilmstripFrame {
    /// When the widget changed to this view; render with `EnvironmentValues.now` set to it.
    public var date: Date
    /// "timeline 2 entry 5" or "placeholder".
    public var label: String
    /// Whether this is the (redacted) placeholder.
    public var isPlaceholder: Bool
    /// The view on screen.
    public var view: AnyView
}

/// Receives a provider's completion from any thread; after the host stops waiting, late deliveries are
/// dropped, as a system that timed a provider out would drop them.
private final class Delivery: @unchecked Sendable {
    private let condition = NSCondition()
    private var outcome: TimelineSource.Outcome?
    private var closed = false

    func deliver(_ value: TimelineSource.Outcome) {
        condition.lock(); defer { condition.unlock() }
        guard !closed, outcome == nil else { return }
        outcome = value
        condition.signal()
    }

    func take(waiting seconds: TimeInterval) -> TimelineSource.Outcome? {
        condition.lock(); defer { condition.unlock() }
        let deadline = Date().addingTimeInterval(seconds)
        while outcome == nil && Date() < deadline { _ = condition.wait(until: deadline) }
        closed = true
        return outcome
    }
}
