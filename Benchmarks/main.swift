// Widgetry benchmarks. `make bench` runs them with Taffy and Yoga beside (scripts/bench.sh);
// `WidgetryBenchmarks --quick` is CI's short form, which proves every benchmark still runs.
//
//   WidgetryBenchmarks [--quick] [--json PATH] [--only GROUP,...]
//   WidgetryBenchmarks --profile-layout fixed|text     (one tree laid out three times, for callgrind)
//   WidgetryBenchmarks --memory-probe N                (the check in N pseudo-locales: cells, listed, peak KB)
//   WidgetryBenchmarks --display-settings-ratio        (check.display-settings-ratio alone, as a table)
//   WidgetryBenchmarks --profile-display-settings all|standard|S,S  (one check of the sample matrix, for callgrind)
//
// Groups: check, graphics (text measuring and rendering), layout, lists, timeline.
import Foundation
import WidgetryCheck
import WidgetryGraphics
import WidgetrySamples

func format(_ value: Double?) -> String {
    guard let value else { return "-" }
    return abs(value) >= 100 ? String(format: "%.0f", value) : String(format: "%.3f", value)
}

func printTable(_ rows: [BenchmarkRow]) {
    let header = ["benchmark", "value", "unit", "baseline", "baseline value", "ratio"]
    let lines = [header] + rows.map { row in
        [row.name, format(row.value), row.unit, row.baselineName ?? "-", format(row.baselineValue),
         row.ratio.map { String(format: "%.2f×", $0) } ?? "-"]
    }
    let widths = header.indices.map { column in lines.map { $0[column].count }.max() ?? 0 }
    for (index, line) in lines.enumerated() {
        print(line.enumerated().map { $1.padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: "  "))
        if index == 0 { print(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")) }
    }
}

/// The JSON file: the rows, the machine they were measured on, and the layout trees for bench-compare.py.
struct BenchmarkReport: Encodable {
    var generated: String
    var quick: Bool
    var machine: Machine
    var rows: [BenchmarkRow]
    var layoutTrees: [LayoutBenchmark.TreeSpec]

    struct Machine: Encodable {
        var cpu: String
        var cores: Int
        var memoryGiB: Double
        var os: String

        static var current: Machine {
            let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
            let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
                .map { $0.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" } ?? "unknown"
            let info = ProcessInfo.processInfo
            return Machine(cpu: model, cores: info.activeProcessorCount,
                           memoryGiB: (Double(info.physicalMemory) / 1_073_741_824 * 10).rounded() / 10,
                           os: info.operatingSystemVersionString)
        }
    }
}

// As the `widgetry` command does: keep freed heap for the next layout instead of faulting it in again.
HeapTuning.retainFreedMemory()

var settings = BenchmarkSettings()
var jsonPath: String?
var groups: Set<String>?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--quick": settings.quick = true
    case "--json": jsonPath = arguments.next()
    case "--only": groups = Set((arguments.next() ?? "").split(separator: ",").map(String.init))
    case "--profile-layout":
        // For callgrind: lays the 10,000-leaf tree out three times and nothing else.
        LayoutBenchmark.profile(kind: arguments.next() ?? "fixed")
        exit(0)
    case "--display-settings-ratio":
        // The display-setting axis's cost alone, without the rest of the check group (minutes on 2 cores).
        printTable(CheckBenchmark.displaySettingsRatio(CheckMatrix(widgets: SampleWidgets.catalog.widgets)))
        exit(0)
    case "--profile-display-settings":
        // For a profiler: one check of the sample matrix with the display settings named.
        CheckBenchmark.profileDisplaySettings(arguments.next() ?? "all")
        exit(0)
    case "--memory-probe":
        // A child of the check benchmark: one check in a fresh process, its peak memory printed.
        CheckBenchmark.memoryProbe(Int(arguments.next() ?? "") ?? 1)
        exit(0)
    case "-h", "--help":
        print("usage: WidgetryBenchmarks [--quick] [--json PATH] [--only check,graphics,layout,lists,timeline]")
        print("       WidgetryBenchmarks --profile-layout fixed|text")
        print("       WidgetryBenchmarks --display-settings-ratio | --profile-display-settings all|standard|standard,boldText,…")
        exit(0)
    default:
        FileHandle.standardError.write(Data("unknown argument '\(argument)'; see --help\n".utf8))
        exit(2)
    }
}
let selected = groups
let wanted = { (group: String) -> Bool in selected?.contains(group) ?? true }

// The check first, as `widgetry check` runs it: in a fresh process with a cold measurement cache.
var rows: [BenchmarkRow] = []
var trees: [LayoutBenchmark.TreeSpec] = []
if wanted("check") { rows += CheckBenchmark.run(settings) }
if wanted("graphics") { rows += GraphicsBenchmark.run(settings) }
if wanted("layout") {
    let layout = LayoutBenchmark.run(settings)
    rows += layout.rows
    trees = layout.trees
}
if wanted("lists") { rows += ListsBenchmark.run(settings) }
if wanted("timeline") { rows += TimelineBenchmark.run(settings) }

printTable(rows)
if let jsonPath {
    let report = BenchmarkReport(generated: ISO8601DateFormatter().string(from: Date()), quick: settings.quick,
                                 machine: .current, rows: rows, layoutTrees: trees)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let url = URL(fileURLWithPath: jsonPath)
    try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    do {
        try encoder.encode(report).write(to: url, options: .atomic)
    } catch {
        FileHandle.standardError.write(Data("cannot write \(jsonPath): \(error)\n".utf8))
        exit(1)
    }
}
