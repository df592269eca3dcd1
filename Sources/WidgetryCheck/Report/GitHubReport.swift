import Foundation
import WidgetryFindings

/// A check report for GitHub Actions: workflow commands that annotate the lines of a pull request
/// (`::error file=…,line=…,title=…::…`) and a Markdown job summary for `$GITHUB_STEP_SUMMARY`.
///
/// Workflow commands are read from the step's standard output (GitHub Docs, "Workflow commands for
/// GitHub Actions"); property values escape `%`, CR, LF, `:` and `,`, messages `%`, CR and LF.
public enum GitHubReport {
    /// One workflow command per problem (`error`, `warning` or `notice` by its severity), at the
    /// view's source line when known — relative to `root`, as GitHub resolves paths from the repository —
    /// and otherwise without a file, so GitHub shows it on the run.
    public static func annotations(_ report: CheckReport, relativeTo root: String) -> String {
        var lines: [String] = []
        for problem in report.problems {
            let command: String = switch problem.severity {
            case .error: "error"
            case .warning: "warning"
            case .info: "notice"
            }
            var properties: [String] = []
            if let source = problem.source {
                properties.append("file=\(escapeProperty(source.file(relativeTo: root)))")
                properties.append("line=\(source.line)")
            }
            properties.append("title=\(escapeProperty("\(problem.kind.rawValue) · \(problem.widget) · \(problem.family)"))")
            let message = "\(problem.message) (from size \(problem.firstSizeCategory), \(problem.cells.count) cells; at \(problem.path)). Fix: \(problem.suggestion)"
            lines.append("::\(command) \(properties.joined(separator: ","))::\(escapeMessage(message))")
        }
        for failure in report.failures {
            lines.append("::error title=failed cell::\(escapeMessage(failure))")
        }
        return lines.joined(separator: "\n")
    }

    /// The job summary: counts by severity, then the worst problems (at most `limit`) with their lines and
    /// the first setting where each starts, then failed cells.
    public static func summary(_ report: CheckReport, relativeTo root: String, limit: Int = 20) -> String {
        var text = "## Widgetry check\n\n"
        let counts = Dictionary(grouping: report.problems, by: \.severity).mapValues(\.count)
        text += "\(report.cellCount) cells checked: \(counts[.error] ?? 0) errors, \(counts[.warning] ?? 0) warnings, "
            + "\(counts[.info] ?? 0) notes, \(report.failures.count) failed cells.\n\n"
        if !report.problems.isEmpty {
            text += "| | problem | widget · family | where | starts at | cells |\n|---|---|---|---|---|---|\n"
            for problem in report.problems.prefix(limit) {
                let mark = switch problem.severity { case .error: "❌"; case .warning: "⚠️"; case .info: "ℹ️" }
                let place = problem.source.map { "`\($0.file(relativeTo: root)):\($0.line)`" } ?? "`\(problem.path)`"
                text += "| \(mark) | \(cell(problem.message)) | \(cell(problem.widget)) · \(problem.family) | \(cell(place)) | \(problem.firstSizeCategory) | \(problem.cells.count) |\n"
            }
            if report.problems.count > limit { text += "\n… and \(report.problems.count - limit) more in the JSON report.\n" }
        }
        if !report.failures.isEmpty {
            text += "\n### Failed cells\n\n" + report.failures.prefix(limit).map { "- \(cell($0))\n" }.joined()
        }
        return text
    }

    static func escapeMessage(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    static func escapeProperty(_ text: String) -> String {
        escapeMessage(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    /// Text for a Markdown table cell: pipes escaped, on one line.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
