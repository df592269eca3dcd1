import ArgumentParser
import Foundation
import WidgetryCheck
import WidgetryFindings
import WidgetryKit

/// The outputs every command that reports findings shares (`check`, `merge`, `simulate`, `today`): the summary or JSON on standard output, the JSON, JUnit and SARIF
/// files, and the exit code from `--fail-on`. Files are written before the exit code is decided, so a failing
/// check still leaves its reports.
struct ReportOptions: ParsableArguments {
    @Flag(help: "Print the report as JSON instead of the summary.")
    var json = false

    @Option(name: .customLong("json-output"), help: "Also write the JSON report to this file.")
    var jsonOutput: String?

    @Option(name: .customLong("fail-on"), help: "Lowest severity that fails the run.")
    var failOn: Severity = .error

    @Option(help: "Also write a JUnit XML report (one test case per widget × family × finding group) to this file.")
    var junit: String?

    @Option(help: "Also write a SARIF 2.1.0 report (findings located at the widget's source) to this file.")
    var sarif: String?

    @Flag(help: "GitHub Actions: annotate the lines that wrote the views (workflow commands on standard output) and write a Markdown summary to $GITHUB_STEP_SUMMARY.")
    var github = false

    @Option(name: .customLong("source-root"), help: "Where SARIF looks for the widgets' Swift files (default: Sources in the current folder).")
    var sourceRoot: String = "Sources"

    @Option(help: "A baseline of accepted findings: fail only on findings not in it, and list those it has that are gone.")
    var baseline: String?

    @Flag(name: .customLong("update-baseline"), help: "Write this run's findings to --baseline as the accepted ones.")
    var updateBaseline = false

    func validate() throws {
        if updateBaseline, baseline == nil { throw ValidationError("--update-baseline needs --baseline FILE: the file to write") }
        if github, json {
            throw ValidationError("--github writes workflow commands to standard output, where --json writes the report: use --json-output FILE with --github")
        }
    }

    /// Writes every requested output for `report` over `widgets` (always the whole report), then exits 1
    /// when it has problems at or above `--fail-on` — with `--baseline`, problems the baseline lacks.
    func emit(_ report: CheckReport, widgets: [RegisteredWidget], partial: Bool = false) throws {
        // Every written JSON report says which fonts and library versions drew it; the fingerprint hashes the
        // fonts (about half a second), so a run that writes no JSON does not compute it.
        let report = json || jsonOutput != nil ? report.stampedWithRenderProfile() : report
        if let jsonOutput { try report.writeJSON(to: URL(fileURLWithPath: jsonOutput)) }
        if let junit {
            try Data(JUnitReport.xml(report, failingAt: failOn, relativeTo: FileManager.default.currentDirectoryPath).utf8).write(to: URL(fileURLWithPath: junit), options: .atomic)
        }
        if let sarif {
            // Each widget's kind to the file and line declaring its type, when the source folder holds it.
            let names = Dictionary(widgets.map { ($0.typeName, $0.name) }, uniquingKeysWith: { first, _ in first })
            let declared = SARIFReport.declarations(of: Array(names.keys), in: URL(fileURLWithPath: sourceRoot))
            var locations: [String: SARIFReport.SourceLocation] = [:]
            for (typeName, location) in declared { if let kind = names[typeName] { locations[kind] = location } }
            try SARIFReport.json(report, locations: locations).write(to: URL(fileURLWithPath: sarif), options: .atomic)
        }
        let failing = try measuredAgainstBaseline(report, partial: partial)
        if github { try writeGitHub(failing.report) }
        if json {
            fflush(nil)  // what print() buffered goes first
            try report.writeJSON { ReportStream.write($0) }
            print()
        } else {
            print(failing.summary)
        }
        if failing.report.hasProblems(atOrAbove: failOn) { throw ExitCode(1) }
    }

    /// GitHub Actions' annotations on standard output, and the job summary appended to `$GITHUB_STEP_SUMMARY`
    /// when the variable is set (outside Actions, the summary is not written).
    private func writeGitHub(_ report: CheckReport) throws {
        let root = FileManager.default.currentDirectoryPath
        let annotations = GitHubReport.annotations(report, relativeTo: root)
        if !annotations.isEmpty { print(annotations) }
        guard let summaryPath = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], !summaryPath.isEmpty else { return }
        let summary = Data((GitHubReport.summary(report, relativeTo: root) + "\n").utf8)
        if let handle = FileHandle(forWritingAtPath: summaryPath) {
            defer { try? handle.close() }
            try handle.seekToEnd()
            try handle.write(contentsOf: summary)
        } else {
            try summary.write(to: URL(fileURLWithPath: summaryPath))
        }
    }

    /// The report whose problems decide the exit code — all of them, or with `--baseline` those not in
    /// it — and the summary to print. `--update-baseline` first writes every problem as accepted.
    /// `partial` (one shard) reports no fixed findings, as a shard sees only some of each family's cells.
    private func measuredAgainstBaseline(_ report: CheckReport, partial: Bool) throws -> (report: CheckReport, summary: String) {
        guard let baseline else { return (report, report.summary()) }
        let url = URL(fileURLWithPath: baseline)
        let accepted: Baseline
        if updateBaseline {
            accepted = Baseline(accepting: report)
            try accepted.json().write(to: url, options: .atomic)
        } else {
            do { accepted = try Baseline.read(from: url) } catch let problem as Baseline.Problem {
                throw ValidationError(problem.description)
            }
        }
        if let warning = (report.renderProfile ?? .current).mismatchWarning(comparedWith: accepted.renderProfile, subject: "the baseline \(baseline)") {
            FileHandle.standardError.write(Data((warning + "\n").utf8))
        }
        let comparison = accepted.compare(report, reportsFixed: !partial)
        let remaining = report.removingAccepted(by: accepted)
        var lines = [remaining.summary()]
        lines.append(updateBaseline
            ? "Baseline \(baseline): wrote \(accepted.findings.count) accepted finding\(accepted.findings.count == 1 ? "" : "s")."
            : "Baseline \(baseline): \(comparison.knownProblems.count) known, \(comparison.newProblems.count) new, \(comparison.fixed.count) fixed.")
        for entry in comparison.fixed {
            lines.append("FIXED \(entry.widget) · \(entry.family) · \(entry.kind) at \(entry.path) — remove it with --update-baseline")
        }
        return (remaining, lines.joined(separator: "\n"))
    }
}
