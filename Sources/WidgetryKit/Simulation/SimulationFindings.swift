import Foundation
import WidgetryFindings

/// Turns a finished run into findings. Each rule is the model's documented consequence (see
/// ``WidgetHostSimulator`` and ``SimulationConfiguration``), not a guess about the device.
enum SimulationFindings {
    /// Provider failures the run itself does not keep in full.
    struct Failures {
        var timeouts: [Date]
        var failures: [(Date, String)]
        var emptyTimelines: [Date]
        var providerReloadRequests: Int
    }

    /// Why an entry never appeared.
    enum Unshown { case coalesced, pastWhenDelivered, superseded }

    static let tickingSuggestion = "for a ticking clock or countdown, show one entry with Text(date, style: .timer) "
        + "(or .relative / .offset, or Text(timerInterval:countsDown:)): it updates every second on screen "
        + "without a timeline entry or reload"

    static func analyze(_ run: SimulationRun, state: Failures, configuration: SimulationConfiguration) -> [Finding] {
        var findings: [Finding] = []
        let budget = run.budget

        // Provider failures.
        if let first = state.timeouts.first {
            findings.append(Finding(
                kind: .providerTimedOut, severity: .error,
                message: "getTimeline never called its completion (\(state.timeouts.count)× , first at \(SimulationText.time(first))); "
                    + "the host gave up after \(SimulationText.duration(configuration.providerTimeout)) and kept what was on screen",
                suggestion: "call the completion on every path, errors included: deliver the last good data with .after(date) to try again later",
                count: state.timeouts.count))
        }
        if let first = state.failures.first {
            findings.append(Finding(
                kind: .providerFailed, severity: .error,
                message: "the provider threw \(state.failures.count)× (first at \(SimulationText.time(first.0)): \(first.1)); the host kept what was on screen",
                suggestion: "catch the error and return a timeline with cached content and .after(date) to retry",
                count: state.failures.count))
        }
        if let first = state.emptyTimelines.first {
            findings.append(Finding(
                kind: .emptyTimeline, severity: .warning,
                message: "\(state.emptyTimelines.count) timeline(s) had no entries (first at \(SimulationText.time(first))); the host kept the previous content",
                suggestion: "always return at least one entry, such as the cached content",
                count: state.emptyTimelines.count))
        }
        let disordered = run.timelines.filter(\.wasOutOfOrder)
        if !disordered.isEmpty {
            findings.append(Finding(
                kind: .entriesOutOfOrder, severity: .warning,
                message: "\(disordered.count) timeline(s) listed entries out of date order (first delivered at \(SimulationText.time(disordered[0].deliveredAt))); the host sorted them",
                suggestion: "build entries in date order", count: disordered.count))
        }
        if state.providerReloadRequests > 0 {
            findings.append(Finding(
                kind: .providerRequestedReload, severity: .warning,
                message: "the provider called WidgetCenter to reload its own kind \(state.providerReloadRequests)× while building a timeline; each call spends budget",
                suggestion: "let the reload policy schedule the next timeline; call WidgetCenter from the app when its data changes",
                count: state.providerReloadRequests))
        }

        // Entries that never appeared.
        var unshown: [Unshown: Int] = [:]
        var allPast = false
        var spacingOfCoalesced: TimeInterval = .infinity
        var minimumSpacing: TimeInterval = .infinity
        for (index, timeline) in run.timelines.enumerated() {
            let superseded = index + 1 < run.timelines.count ? run.timelines[index + 1].deliveredAt : run.end
            let dates = timeline.entryDates
            for (a, b) in zip(dates, dates.dropFirst()) where b > a { minimumSpacing = min(minimumSpacing, b.timeIntervalSince(a)) }
            if let last = dates.last, last < timeline.deliveredAt, dates.count > 1 { allPast = true }
            for (i, date) in dates.enumerated() where !timeline.shown[i] && date < run.end {
                let next = i + 1 < dates.count ? dates[i + 1] : nil
                if let next, next <= timeline.deliveredAt {
                    unshown[.pastWhenDelivered, default: 0] += 1
                } else if date >= superseded {
                    unshown[.superseded, default: 0] += 1
                } else {
                    unshown[.coalesced, default: 0] += 1
                    if let next { spacingOfCoalesced = min(spacingOfCoalesced, next.timeIntervalSince(date)) }
                }
            }
        }
        let entryCount = run.timelines.reduce(0) { $0 + $1.entryDates.filter { $0 < run.end }.count }
        if let coalesced = unshown[.coalesced] {
            let ticking = spacingOfCoalesced < configuration.renderInterval
            findings.append(Finding(
                kind: .entriesNeverShown, severity: .warning,
                message: "\(coalesced) of \(entryCount) entries were never shown: they were due less than "
                    + "\(SimulationText.duration(configuration.renderInterval)) after the previous render "
                    + "(entries as close as \(SimulationText.duration(spacingOfCoalesced == .infinity ? 0 : spacingOfCoalesced)) apart), "
                    + "and the widget is re-rendered at most once per \(SimulationText.duration(configuration.renderInterval))",
                suggestion: ticking ? tickingSuggestion : "space entries at least \(SimulationText.duration(configuration.recommendedEntrySpacing)) apart",
                count: coalesced))
        }
        if let past = unshown[.pastWhenDelivered] {
            findings.append(Finding(
                kind: .entriesPastWhenDelivered, severity: .warning,
                message: "\(past) entries were already in the past when their timeline arrived, behind a later entry, and were never shown",
                suggestion: allPast
                    ? "every entry was dated before the moment the host asked: start entries at the current date (under simulation, read SimulatedClock.currentDate rather than Date())"
                    : "start the timeline at the current date",
                count: past))
        }
        if minimumSpacing >= configuration.renderInterval && minimumSpacing < configuration.recommendedEntrySpacing {
            findings.append(Finding(
                kind: .entriesTooClose, severity: .info,
                message: "entries as close as \(SimulationText.duration(minimumSpacing)) apart; community guidance (not Apple's documentation) "
                    + "is at least \(SimulationText.duration(configuration.recommendedEntrySpacing))",
                suggestion: "for values that change every minute, consider Text(date, style: .relative) or .timer"))
        }

        // Refusals.
        let tooSoon = run.reloads.filter { $0.refusal == .tooSoon }
        if let first = tooSoon.first {
            let sustainable = budget.dailyLimit > 0 && budget.dailyLimit < Int.max ? budget.window / Double(budget.dailyLimit) : budget.minimumInterval
            findings.append(Finding(
                kind: .reloadsTooSoon, severity: .warning,
                message: "\(tooSoon.count) reload request(s) came less than \(SimulationText.duration(budget.minimumInterval)) after the previous reload "
                    + "(first at \(SimulationText.time(first.date))) and waited until the budget allowed",
                suggestion: "ask for the next timeline no sooner than \(SimulationText.duration(budget.minimumInterval)) ahead; "
                    + "over a day the budget sustains one reload every \(SimulationText.duration(sustainable)) "
                    + "(\(SimulationText.duration(budget.window)) / \(budget.dailyLimit))",
                count: tooSoon.count))
        }
        let exhausted = run.reloads.filter { $0.refusal == .budgetExhausted }
        if let first = exhausted.first {
            let resumed = first.retryAt.map { ", reloads resumed at \(SimulationText.time($0))" } ?? ""
            findings.append(Finding(
                kind: .budgetExhausted, severity: .warning,
                message: "\(exhausted.count) reload request(s) refused because the budget of \(budget.dailyLimit) reloads per "
                    + "\(SimulationText.duration(budget.window)) was spent (first at \(SimulationText.time(first.date))\(resumed))",
                suggestion: "make each timeline last longer (more entries, a later .after date) and let dynamic dates show values that change on their own",
                count: exhausted.count))
        }

        // Stale periods: merged runs of stale intervals showing an entry.
        var stalePeriods: [SimulationRun.Period] = []
        for interval in run.intervals where interval.isStale {
            if let last = stalePeriods.last, last.end == interval.start {
                stalePeriods[stalePeriods.count - 1].end = interval.end
            } else {
                stalePeriods.append(SimulationRun.Period(start: interval.start, end: interval.end))
            }
        }
        let longStale = stalePeriods.filter { $0.duration > configuration.staleThreshold }
        if let longest = longStale.max(by: { $0.duration < $1.duration }) {
            findings.append(Finding(
                kind: .staleContent, severity: .warning,
                message: "\(longStale.count) stale period(s) longer than \(SimulationText.duration(configuration.staleThreshold)): the widget "
                    + "kept content its provider had asked to replace, the longest for \(SimulationText.duration(longest.duration)) "
                    + "(\(SimulationText.time(longest.start)) – \(SimulationText.time(longest.end)))",
                suggestion: "deliver timelines whose entries cover the time until the next reload the budget allows",
                count: longStale.count))
        }

        // Placeholder.
        let placeholders = run.intervals.filter { $0.isPlaceholder && $0.duration > configuration.placeholderThreshold }
        if let longest = placeholders.max(by: { $0.duration < $1.duration }) {
            let forever = longest.end == run.end
            findings.append(Finding(
                kind: .placeholderTooLong, severity: forever ? .error : .warning,
                message: forever
                    ? "the placeholder was shown for the whole run from \(SimulationText.time(longest.start)): no entry ever arrived"
                    : "the placeholder was shown for \(SimulationText.duration(longest.duration)) from \(SimulationText.time(longest.start))",
                suggestion: "deliver a first timeline at once, from cached data if the real data is slow",
                count: placeholders.count))
        }
        return findings.enumerated().sorted { ($0.element.severity, -$0.offset) > ($1.element.severity, -$1.offset) }.map(\.element)
    }
}
