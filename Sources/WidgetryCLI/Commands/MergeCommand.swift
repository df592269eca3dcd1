import ArgumentParser
import Foundation
import WidgetryCheck

/// `widgetry merge`: the reports of `check --shard i/n` runs combined into the report one machine would have
/// written, with the same outputs and exit code as `check`.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "merge", abstract: "Merge the JSON reports of sharded check runs.")

    @Argument(help: "The shards' --json-output reports.")
    var reports: [String]

    @OptionGroup var output: ReportOptions

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
        try output.emit(CheckReport(merging: shards), widgets: CommandCatalog.current.widgets)
    }
}
