import Foundation

extension SimulationRun {
    /// The run for people: a header, one line per event in time order (reload requests, granted or
    /// refused, and each change of what is on screen), then the findings.
    public func table() -> String {
        var lines: [String] = []
        lines.append("\(kind) · \(family) · \(SimulationText.time(start)) – \(SimulationText.time(end)) UTC")
        lines.append("budget: \(budget.dailyLimit == .max ? "unlimited" : String(budget.dailyLimit)) reloads per "
            + "\(SimulationText.duration(budget.window)), at least \(SimulationText.duration(budget.minimumInterval)) apart; "
            + "renders at most every \(SimulationText.duration(renderInterval))")
        lines.append("")
        lines.append(Self.row("time (UTC)", "event", "detail"))
        lines.append(String(repeating: "-", count: 96))

        // Reloads and display changes, merged by time; a reload sorts before the display change it caused.
        var events: [(Date, Int, String)] = []
        for (order, reload) in reloads.enumerated() {
            let event: String
            var detail: String
            if reload.granted {
                event = "reload \(reload.reason.rawValue) ✓"
                switch reload.result {
                case .timeline?:
                    let t = reload.timeline.map { timelines[$0] }
                    detail = "timeline \((reload.timeline ?? 0) + 1): \(t?.entryDates.count ?? 0) entries, \(t?.policy ?? "")"
                    if t?.wasOutOfOrder == true { detail += " (sorted)" }
                case .empty?: detail = "empty timeline"
                case .timedOut?: detail = "completion never called (timed out)"
                case .failed?: detail = "provider threw: \(reload.error ?? "")"
                case nil: detail = ""
                }
            } else {
                event = "reload \(reload.reason.rawValue) ✗"
                detail = "refused (\(reload.refusal == .budgetExhausted ? "budget spent" : "too soon")), retry \(reload.retryAt.map(SimulationText.time) ?? "never")"
            }
            events.append((reload.date, order, Self.row(SimulationText.time(reload.date), event, detail + " · budget left \(reload.budgetLeft)")))
        }
        var previous: (Bool, Int?, Int?)?
        for interval in intervals {
            let key = (interval.isPlaceholder, interval.timeline, interval.entry)
            let changed = previous.map { $0 != key } ?? true
            previous = key
            let label = interval.isPlaceholder ? "placeholder"
                : "timeline \((interval.timeline ?? 0) + 1) entry \((interval.entry ?? 0) + 1) (\(interval.entryDate.map(SimulationText.time) ?? ""))"
            if changed {
                events.append((interval.start, Int.max / 2, Self.row(SimulationText.time(interval.start), "show", label + " for \(SimulationText.duration(interval.duration))")))
            } else if interval.isStale {
                events.append((interval.start, Int.max / 2, Self.row(SimulationText.time(interval.start), "stale", "still \(label), for \(SimulationText.duration(interval.duration))")))
            }
        }
        for (_, _, line) in events.sorted(by: { ($0.0, $0.1) < ($1.0, $1.1) }) { lines.append(line) }

        lines.append("")
        let shown = timelines.reduce(0) { $0 + $1.shown.filter { $0 }.count }
        let total = timelines.reduce(0) { $0 + $1.entryDates.filter { $0 < end }.count }
        lines.append("reloads: \(grantedReloads.count) granted, \(refusedReloads.count) refused · entries shown: \(shown) of \(total)")
        if findings.isEmpty {
            lines.append("no findings")
        } else {
            lines.append("findings:")
            for finding in findings {
                lines.append("  \(finding.severity.rawValue): \(finding.message)")
                if !finding.suggestion.isEmpty { lines.append("    suggestion: \(finding.suggestion)") }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func row(_ time: String, _ event: String, _ detail: String) -> String {
        time.padding(toLength: 21, withPad: " ", startingAt: 0) + event.padding(toLength: 26, withPad: " ", startingAt: 0) + detail
    }
}
