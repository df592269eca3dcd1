import ArgumentParser
import Foundation
import WidgetryCheck
import WidgetryFindings

/// `widgetry merge`: the reports of `check --shard i/n` runs combined into the report one machine would have
/// written, with the same outputs and exit code as `check`.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "merge", abstract: "Merge the JSON reports of sharded check runs.")

    @Argument(help: "The shards' --json-output reports.")
    var reports: [String]

    @Flag(help: "Print the merged report as JSON instead of the summary.")
    var json = false

    @Option(name: .customLong("json-output"), help: "Also write the merged JSON report to this file.")
    var jsonOutput: String?

    @Option(help: "Also write a JUnit XML report to this file.")
    var junit: String?

    @Option(help: "Also write a SARIF 2.1.0 report to this file.")
    var sarif: String?

    @Option(name: .customLong("source-root"), help: "Where SARIF looks for the widgets' Swift files.")
    var sourceRoot: String = "Sources"

    @Option(name: .customLong("fail-on"), help: "Lowest severity that fails the merged check.")
    var failOn: Severity = .error

    func validate() throws {
        if reports.isEmpty { throw ValidationError("pass the shards' reports: widgetry merge shard-1.json shard-2.json …") }
    }

    func run() throws {
        let shards = try reports.map { path -> CheckReport in
            do {
                return try JSONDecoder().decode(CheckReport.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
            } catch {
                throw ValidationError("'\(path)' is not a widgetry check report (\(error)); write one with `widgetry check --shard i/n --json-output FILE`")
            }
        }
        let report = CheckReport(merging: shards)
        if let jsonOutput { try report.json().write(to: URL(fileURLWithPath: jsonOutput), options: .atomic) }
        try CIReportOutput(junit: junit, sarif: sarif, sourceRoot: sourceRoot).write(report, threshold: failOn, widgets: CommandCatalog.current.widgets)
        if json { print(String(decoding: try report.json(), as: UTF8.self)) } else { print(report.summary()) }
        if report.hasProblems(atOrAbove: failOn) { throw ExitCode(1) }
    }
}
