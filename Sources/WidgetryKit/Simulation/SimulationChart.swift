import Foundation

/// An SVG chart of a simulated run: what was on screen (placeholder, each entry, stale periods), each
/// reload request (granted or refused) and the budget left over time, on one time axis.
public enum SimulationChart {
    /// The chart of `run`, `width` points wide.
    public static func svg(_ run: SimulationRun, width: Double = 1000) -> String {
        let left = 90.0, right = 20.0, plot = max(100, width - left - right)
        let total = max(1, run.end.timeIntervalSince(run.start))
        func x(_ date: Date) -> Double { left + plot * min(max(date.timeIntervalSince(run.start) / total, 0), 1) }
        func f(_ v: Double) -> String { String(format: "%.2f", v) }

        let screenTop = 40.0, screenHeight = 36.0
        let reloadTop = 100.0, reloadHeight = 26.0
        let budgetTop = 150.0, budgetHeight = 80.0
        let height = budgetTop + budgetHeight + 50
        var svg: [String] = []
        svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(f(width))\" height=\"\(f(height))\" viewBox=\"0 0 \(f(width)) \(f(height))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"11\">")
        svg.append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>")
        svg.append("<text x=\"\(f(left))\" y=\"20\" font-size=\"13\" font-weight=\"bold\">\(escape(run.kind)) · \(escape(run.family)) · \(escape(SimulationText.time(run.start))) – \(escape(SimulationText.time(run.end))) UTC</text>")

        // On screen.
        svg.append("<text x=\"8\" y=\"\(f(screenTop + screenHeight / 2 + 4))\">on screen</text>")
        let palette = ["#4e79a7", "#59a14f", "#9c755f", "#76b7b2", "#edc948", "#b07aa1"]
        for interval in run.intervals {
            let color: String
            if interval.isPlaceholder { color = "#c8c8c8" }
            else if interval.isStale { color = "#f28e2b" }
            else { color = palette[((interval.timeline ?? 0) * 7 + (interval.entry ?? 0)) % palette.count] }
            let x0 = x(interval.start), x1 = x(interval.end)
            let title = interval.isPlaceholder ? "placeholder" : "timeline \((interval.timeline ?? 0) + 1) entry \((interval.entry ?? 0) + 1)\(interval.isStale ? " (stale)" : "")"
            svg.append("<rect x=\"\(f(x0))\" y=\"\(f(screenTop))\" width=\"\(f(max(0.5, x1 - x0)))\" height=\"\(f(screenHeight))\" fill=\"\(color)\"><title>\(escape(title)) \(escape(SimulationText.time(interval.start)))</title></rect>")
        }

        // Reloads.
        svg.append("<text x=\"8\" y=\"\(f(reloadTop + reloadHeight / 2 + 4))\">reloads</text>")
        for reload in run.reloads {
            let px = x(reload.date)
            if reload.granted {
                let color = reload.result == .timeline ? "#2e7d32" : "#c62828"
                svg.append("<line x1=\"\(f(px))\" y1=\"\(f(reloadTop))\" x2=\"\(f(px))\" y2=\"\(f(reloadTop + reloadHeight))\" stroke=\"\(color)\" stroke-width=\"1.5\"><title>\(reload.reason.rawValue) granted \(escape(SimulationText.time(reload.date)))</title></line>")
            } else {
                let cy = reloadTop + reloadHeight / 2
                svg.append("<path d=\"M\(f(px - 3)) \(f(cy - 3)) L\(f(px + 3)) \(f(cy + 3)) M\(f(px - 3)) \(f(cy + 3)) L\(f(px + 3)) \(f(cy - 3))\" stroke=\"#d62728\" stroke-width=\"1.2\"><title>\(reload.reason.rawValue) refused \(escape(SimulationText.time(reload.date)))</title></path>")
            }
        }

        // Budget left: a step line, changing at each grant and each grant's expiry.
        let limit = run.budget.dailyLimit
        svg.append("<text x=\"8\" y=\"\(f(budgetTop + budgetHeight / 2 + 4))\">budget left</text>")
        if limit > 0 && limit < Int.max {
            let grants = run.grantedReloads.map(\.date)
            var times = [run.start, run.end] + grants + grants.map { $0.addingTimeInterval(run.budget.window) }
            times = Array(Set(times.filter { $0 >= run.start && $0 <= run.end })).sorted()
            func y(_ left: Int) -> Double { budgetTop + budgetHeight * (1 - Double(left) / Double(limit)) }
            var points: [String] = []
            var previousY: Double?
            for time in times {
                let py = y(run.budget.remaining(at: time, grants: grants))
                if let previousY { points.append("\(f(x(time))),\(f(previousY))") }
                points.append("\(f(x(time))),\(f(py))")
                previousY = py
            }
            svg.append("<line x1=\"\(f(left))\" y1=\"\(f(budgetTop))\" x2=\"\(f(left + plot))\" y2=\"\(f(budgetTop))\" stroke=\"#ddd\"/>")
            svg.append("<line x1=\"\(f(left))\" y1=\"\(f(budgetTop + budgetHeight))\" x2=\"\(f(left + plot))\" y2=\"\(f(budgetTop + budgetHeight))\" stroke=\"#ddd\"/>")
            svg.append("<text x=\"\(f(left - 4))\" y=\"\(f(budgetTop + 4))\" text-anchor=\"end\">\(limit)</text>")
            svg.append("<text x=\"\(f(left - 4))\" y=\"\(f(budgetTop + budgetHeight + 4))\" text-anchor=\"end\">0</text>")
            svg.append("<polyline fill=\"none\" stroke=\"#1f77b4\" stroke-width=\"1.5\" points=\"\(points.joined(separator: " "))\"/>")
        } else {
            svg.append("<text x=\"\(f(left))\" y=\"\(f(budgetTop + budgetHeight / 2 + 4))\">unlimited</text>")
        }

        // Time axis: a tick every 3 hours for up to two days, else every day.
        let axisY = budgetTop + budgetHeight + 18
        let step: TimeInterval = total <= 2 * 86_400 ? 3 * 3_600 : 86_400
        var tick = run.start
        while tick <= run.end {
            let px = x(tick)
            svg.append("<line x1=\"\(f(px))\" y1=\"\(f(screenTop))\" x2=\"\(f(px))\" y2=\"\(f(axisY - 10))\" stroke=\"#eee\"/>")
            let label = step < 86_400 ? String(SimulationText.time(tick).dropFirst(11).prefix(5)) : String(SimulationText.time(tick).prefix(10))
            svg.append("<text x=\"\(f(px))\" y=\"\(f(axisY))\" text-anchor=\"middle\" fill=\"#555\">\(label)</text>")
            tick = tick.addingTimeInterval(step)
        }
        svg.append("<text x=\"\(f(left))\" y=\"\(f(axisY + 18))\" fill=\"#555\">grey: placeholder · orange: stale · green tick: reload granted · red tick: reload failed · red ×: refused</text>")
        svg.append("</svg>")
        return svg.joined(separator: "\n") + "\n"
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
