// Widgetry benchmarks: run with `swift run -c release WidgetryBenchmarks`.
import Foundation

func format(_ value: Double) -> String {
    value >= 100 ? String(format: "%.0f", value) : String(format: "%.3f", value)
}

func printTable(_ rows: [BenchmarkRow]) {
    let header = ["benchmark", "value", "unit", "baseline", "baseline value", "ratio"]
    let lines = [header] + rows.map { row in
        [row.name, format(row.value), row.unit, row.baselineName ?? "-", row.baselineValue.map(format) ?? "-",
         row.ratio.map { String(format: "%.2f×", $0) } ?? "-"]
    }
    let widths = header.indices.map { column in lines.map { $0[column].count }.max() ?? 0 }
    for (index, line) in lines.enumerated() {
        print(line.enumerated().map { $1.padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: "  "))
        if index == 0 { print(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")) }
    }
}

printTable(GraphicsBenchmark.run() + LayoutBenchmark.run() + CheckBenchmark.run() + ListsBenchmark.run() + TimelineBenchmark.run())
