import Foundation
import WidgetryFindings

/// A check report as JUnit XML, the format CI systems (GitHub Actions reporters, GitLab, Jenkins) annotate:
/// one test suite per widget, one test case per widget × family × finding group (its kind and view path), a
/// `<failure>` for groups at or above the threshold (a `<skipped>` note below it), and one passing case per
/// widget × family without findings, so a clean run still shows what was checked.
public enum JUnitReport {
    /// The XML for `report`; groups at or above `threshold` fail.
    /// A group whose view's source line is known carries it as the test case's `file` and `line` attributes
    /// (relative to `root`), which JUnit reporters use to annotate that line.
    public static func xml(_ report: CheckReport, failingAt threshold: Severity = .error,
                           relativeTo root: String = FileManager.default.currentDirectoryPath) -> String {
        var suites: [String: [String]] = [:]
        var order: [String] = []
        var failures: [String: Int] = [:]
        func add(_ widget: String, _ testcase: String, failed: Bool) {
            if suites[widget] == nil { order.append(widget) }
            suites[widget, default: []].append(testcase)
            if failed { failures[widget, default: 0] += 1 }
        }
        for problem in report.problems {
            let name = problem.path.isEmpty ? problem.kind.rawValue : "\(problem.kind.rawValue) at \(problem.path)"
            let where_ = problem.steps.map { "steps: " + $0.joined(separator: ", ") }
                ?? "first at size category \(problem.firstSizeCategory); \(problem.cells.count) cells"
            let detail = escape("\(problem.message)\n\(where_)\nfix: \(problem.suggestion)")
            let failed = problem.severity >= threshold
            let outcome = failed
                ? "<failure type=\"\(problem.kind.rawValue)\" message=\"\(escape(problem.message))\">\(detail)</failure>"
                : "<skipped message=\"\(problem.severity.rawValue): \(escape(problem.message))\"/>"
            let location = problem.source.map { " file=\"\(escape($0.file(relativeTo: root)))\" line=\"\($0.line)\"" } ?? ""
            add(problem.widget, "    <testcase classname=\"\(escape(problem.widget)).\(escape(problem.family))\" name=\"\(escape(name))\"\(location)>\(outcome)</testcase>", failed: failed)
        }
        for (widget, family) in report.checkedFamilies where !report.problems.contains(where: { $0.widget == widget && $0.family == family }) {
            add(widget, "    <testcase classname=\"\(escape(widget)).\(escape(family))\" name=\"no findings\"/>", failed: false)
        }
        for failure in report.failures {
            add("failed cells", "    <testcase classname=\"failed cells\" name=\"\(escape(failure))\"><error message=\"\(escape(failure))\"/></testcase>", failed: true)
        }
        let total = suites.values.reduce(0) { $0 + $1.count }
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                     "<testsuites name=\"widgetry check\" tests=\"\(total)\" failures=\"\(failures.values.reduce(0, +))\">"]
        for widget in order {
            let cases = suites[widget] ?? []
            lines.append("  <testsuite name=\"\(escape(widget))\" tests=\"\(cases.count)\" failures=\"\(failures[widget] ?? 0)\">")
            lines += cases
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    static func escape(_ text: String) -> String { MarkupEscaping.escape(text) }
}
