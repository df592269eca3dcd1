import ArgumentParser
import Foundation
import WidgetryCheck
import WidgetryFindings

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

    func run() throws {
        let threshold = failOn
        let matrix = try filters.matrix()
        let results = MatrixRunner().run(matrix, progress: json ? nil : ProgressDisplay.reporter(label: "checking"))
        let report = CheckReport(results: results)
        if let jsonOutput { try report.json().write(to: URL(fileURLWithPath: jsonOutput), options: .atomic) }
        if json { print(String(decoding: try report.json(), as: UTF8.self)) } else { print(report.summary()) }
        if report.hasProblems(atOrAbove: threshold) { throw ExitCode(1) }
    }
}
