import Foundation
import WidgetryCheck
import WidgetrySamples

/// The full sample matrix of `widgetry check`: wall time, CPU time and their ratio (how many cores
/// were busy), and cells per second.
enum CheckBenchmark {
    static func run() -> [BenchmarkRow] {
        let matrix = CheckMatrix(widgets: SampleWidgets.catalog.widgets)
        let cpuStart = cpuSeconds()
        let start = DispatchTime.now().uptimeNanoseconds
        let results = MatrixRunner().run(matrix)
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let cpu = cpuSeconds() - cpuStart
        return [
            BenchmarkRow(name: "check: full sample matrix (\(results.count) cells) wall", value: wall, unit: "s", baselineName: nil, baselineValue: nil),
            BenchmarkRow(name: "check: CPU time", value: cpu, unit: "s", baselineName: "wall time", baselineValue: wall),
            BenchmarkRow(name: "check: cells per second", value: Double(results.count) / wall, unit: "cells/s", baselineName: nil, baselineValue: nil),
        ]
    }

    static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }
}
