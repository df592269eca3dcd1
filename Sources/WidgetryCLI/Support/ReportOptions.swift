import ArgumentParser
import Foundation
import WidgetryCheck
import WidgetryFindings
import WidgetryKit

/// The outputs `check` and `merge` share: the summary or JSON on standard output, the JSON, JUnit and SARIF
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

    @Option(name: .customLong("source-root"), help: "Where SARIF looks for the widgets' Swift files (default: Sources in the current folder).")
    var sourceRoot: String = "Sources"

    /// Writes every requested output for `report` over `widgets`, then exits 1 when it has problems at or above `--fail-on`.
    func emit(_ report: CheckReport, widgets: [RegisteredWidget]) throws {
        if let jsonOutput { try report.json().write(to: URL(fileURLWithPath: jsonOutput), options: .atomic) }
        if let junit {
            try Data(JUnitReport.xml(report, failingAt: failOn).utf8).write(to: URL(fileURLWithPath: junit), options: .atomic)
        }
        if let sarif {
            // Each widget's kind to the file and line declaring its type, when the source folder holds it.
            let names = Dictionary(widgets.map { ($0.typeName, $0.name) }, uniquingKeysWith: { first, _ in first })
            let declared = SARIFReport.declarations(of: Array(names.keys), in: URL(fileURLWithPath: sourceRoot))
            var locations: [String: SARIFReport.SourceLocation] = [:]
            for (typeName, location) in declared { if let kind = names[typeName] { locations[kind] = location } }
            try SARIFReport.json(report, locations: locations).write(to: URL(fileURLWithPath: sarif), options: .atomic)
        }
        if json { print(String(decoding: try report.json(), as: UTF8.self)) } else { print(report.summary()) }
        if report.hasProblems(atOrAbove: failOn) { throw ExitCode(1) }
    }
}
