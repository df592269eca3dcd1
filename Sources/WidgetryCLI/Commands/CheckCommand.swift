import ArgumentParser
import Foundation
import WidgetryCheck
import WidgetryFindings
import WidgetryKit

/// `widgetry check`: renders the matrix and reports clipped, truncated or missing content. Exits 1
/// when a problem at or above `--fail-on` is found, 0 when clean.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "check", abstract: "Check widgets on every device, family, text size and appearance.")

    @OptionGroup var filters: MatrixOptions

    @Flag(help: "Print the report as JSON instead of the summary.")
    var json = false

    @Option(name: .customLong("json-output"), help: "Also write the JSON report to this file.")
    var jsonOutput: String?

    @Option(name: .customLong("fail-on"), help: "Lowest severity that fails the check.")
    var failOn: Severity = .error

    @Option(help: "Also write a JUnit XML report (one test case per widget × family × finding group) to this file.")
    var junit: String?

    @Option(help: "Also write a SARIF 2.1.0 report (findings located at the widget's source) to this file.")
    var sarif: String?

    @Option(name: .customLong("source-root"), help: "Where SARIF looks for the widgets' Swift files (default: Sources in the current folder).")
    var sourceRoot: String = "Sources"

    @Option(help: "Check only shard i of n (e.g. 2/3): every n-th cell. Combine the shards' --json-output reports with `widgetry merge`.")
    var shard: Shard?

    func run() throws {
        let threshold = failOn
        var matrix = try filters.matrix()
        matrix.shard = shard.map { ($0.index, $0.count) }
        let results = MatrixRunner().run(matrix, progress: json ? nil : ProgressDisplay.reporter(label: "checking"))
        let report = CheckReport(results: results)
        if let jsonOutput { try report.json().write(to: URL(fileURLWithPath: jsonOutput), options: .atomic) }
        try CIReportOutput(junit: junit, sarif: sarif, sourceRoot: sourceRoot).write(report, threshold: threshold, widgets: matrix.widgets)
        if json { print(String(decoding: try report.json(), as: UTF8.self)) } else { print(report.summary()) }
        if report.hasProblems(atOrAbove: threshold) { throw ExitCode(1) }
    }
}

/// `--shard i/n`.
struct Shard: ExpressibleByArgument, Sendable {
    var index: Int
    var count: Int

    init?(argument: String) {
        let parts = argument.split(separator: "/").compactMap { Int($0) }
        guard parts.count == 2, parts[1] >= 1, (1...parts[1]).contains(parts[0]) else { return nil }
        index = parts[0]
        count = parts[1]
    }
}

/// The JUnit and SARIF files `check` and `merge` write.
struct CIReportOutput {
    var junit: String?
    var sarif: String?
    var sourceRoot: String

    func write(_ report: CheckReport, threshold: Severity, widgets: [RegisteredWidget]) throws {
        if let junit {
            try Data(JUnitReport.xml(report, failingAt: threshold).utf8).write(to: URL(fileURLWithPath: junit), options: .atomic)
        }
        if let sarif {
            // Each widget's kind to the file and line declaring its type, when the source folder holds it.
            let names = Dictionary(widgets.map { ($0.typeName, $0.name) }, uniquingKeysWith: { first, _ in first })
            let declared = SARIFReport.declarations(of: Array(names.keys), in: URL(fileURLWithPath: sourceRoot))
            var locations: [String: SARIFReport.SourceLocation] = [:]
            for (typeName, location) in declared { if let kind = names[typeName] { locations[kind] = location } }
            try SARIFReport.json(report, locations: locations).write(to: URL(fileURLWithPath: sarif), options: .atomic)
        }
    }
}
