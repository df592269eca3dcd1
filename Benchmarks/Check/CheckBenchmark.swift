import Foundation
import WidgetryCheck
import WidgetryGraphics
import WidgetryKit
import WidgetryPipeline
import WidgetryReference
import WidgetrySamples

/// The full sample matrix of `widgetry check` (cells streamed into the report, as the command runs them): wall time against the 10 s target, CPU time against wall time
/// (how many cores were busy), cells per second and peak memory. Runs first in the process, as the command
/// does, so the measurement cache starts cold.
enum CheckBenchmark {
    static func run(_ settings: BenchmarkSettings) -> [BenchmarkRow] {
        // CI's short form checks two devices and two text sizes only: it proves the path runs, not how fast.
        let widgets = SampleWidgets.catalog.widgets
        let matrix = settings.quick
            ? CheckMatrix(widgets: widgets, devices: Array(DeviceCatalog.all.prefix(2)), sizes: [.large, .accessibility5])
            : CheckMatrix(widgets: widgets)
        let resetPeak = PeakMemory.reset()
        let cpuStart = cpuSeconds()
        let start = DispatchTime.now().uptimeNanoseconds
        let report = MatrixRunner().report(matrix)
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let cpu = cpuSeconds() - cpuStart
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let label = settings.quick ? "reduced sample matrix" : "full sample matrix"
        var rows = [
            BenchmarkRow(key: "check.wall", group: "check", name: "check: \(label) (\(report.cellCount) cells), wall", value: wall, unit: "s",
                         baselineName: "target", baselineValue: 10, note: "MatrixRunner on \(cores) cores, measurement cache cold"),
            BenchmarkRow(key: "check.cpu", group: "check", name: "check: CPU time (user + system)", value: cpu, unit: "s",
                         baselineName: "wall time", baselineValue: wall, note: "ratio = cores kept busy"),
            BenchmarkRow(key: "check.cells-per-second", group: "check", name: "check: cells per second", value: Double(report.cellCount) / wall,
                         unit: "cells/s"),
        ]
        if let peak = PeakMemory.kilobytes() {
            rows.append(BenchmarkRow(key: "check.peak-memory", group: "check",
                                     name: "check: peak memory (VmHWM), report listing \(report.listedCells) cells", value: Double(peak) / 1024,
                                     unit: "MiB", note: resetPeak ? "peak reset before the run" : "process peak since start"))
        }
        if !settings.quick { rows += scale(widgets) + gallery(widgets) }
        rows.append(auditRatio(matrix))
        rows += displaySettingsRatio(matrix)
        return rows
    }

    /// What the accessibility audit (hit regions, VoiceOver, colour vision) costs: the same matrix with it and
    /// without, in the same run, each measuring with a cold text cache of its own; issue 32 asks for at most 1.5×.
    static func auditRatio(_ matrix: CheckMatrix) -> BenchmarkRow {
        func wall(audit: Bool) -> Double {
            var pipeline = CellPipeline(textMeasurer: TextMeasurer())
            pipeline.runsAccessibilityAudit = audit
            let start = DispatchTime.now().uptimeNanoseconds
            _ = MatrixRunner(pipeline: pipeline).report(matrix)
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        }
        // Three rounds, alternating which goes first, the medians kept: warm-up favours neither side.
        var withoutRuns: [Double] = [], withRuns: [Double] = []
        for round in 0..<3 {
            if round % 2 == 0 { withoutRuns.append(wall(audit: false)); withRuns.append(wall(audit: true)) }
            else { withRuns.append(wall(audit: true)); withoutRuns.append(wall(audit: false)) }
        }
        let without = withoutRuns.sorted()[1], with = withRuns.sorted()[1]
        return BenchmarkRow(key: "check.audit-ratio", group: "check", name: "check: with the accessibility audit, wall", value: with, unit: "s",
                            baselineName: "without the audit", baselineValue: without, note: "same run, same matrix, medians of 3; target ratio ≤ 1.5")
    }

    /// What the display-setting axis costs: the same matrix with every display setting (standard, Bold Text,
    /// Increase Contrast, Reduce Transparency: four times the cells) and with the standard settings alone, in the
    /// same run, each with a cold text cache of its own. Issue 32 asks that the check with the axis stay within 1.5×
    /// of the check's time before it: `make bench BASE=062ce5e` compares this row's CPU time with that commit's check
    /// (`scripts/bench-against.sh`); this row says what the axis adds within one binary. The second row is the process's CPU time over the same runs: on a
    /// machine shared with other work, the wall times move with the others' load (2.2–2.8× for one build in one
    /// hour), the CPU time much less.
    static func displaySettingsRatio(_ matrix: CheckMatrix) -> [BenchmarkRow] {
        func measure(_ settings: [DisplaySetting]) -> (wall: Double, cpu: Double) {
            var axis = matrix
            axis.displaySettings = settings
            let runner = MatrixRunner(pipeline: CellPipeline(textMeasurer: TextMeasurer()))
            let cpuStart = cpuSeconds()
            let start = DispatchTime.now().uptimeNanoseconds
            _ = runner.report(axis)
            return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, cpuSeconds() - cpuStart)
        }
        var standardRuns: [(wall: Double, cpu: Double)] = [], allRuns: [(wall: Double, cpu: Double)] = []
        for round in 0..<3 {
            if round % 2 == 0 { standardRuns.append(measure([.standard])); allRuns.append(measure(DisplaySetting.allCases)) }
            else { allRuns.append(measure(DisplaySetting.allCases)); standardRuns.append(measure([.standard])) }
        }
        func median(_ runs: [(wall: Double, cpu: Double)], _ value: KeyPath<(wall: Double, cpu: Double), Double>) -> Double {
            runs.map { $0[keyPath: value] }.sorted()[1]
        }
        return [
            BenchmarkRow(key: "check.display-settings-ratio", group: "check", name: "check: with every display setting, wall",
                         value: median(allRuns, \.wall), unit: "s", baselineName: "standard settings only", baselineValue: median(standardRuns, \.wall),
                         note: "same run, same matrix, medians of 3; issue 32's 1.5× is against the check before the axis: make bench BASE=062ce5e"),
            BenchmarkRow(key: "check.display-settings-cpu-ratio", group: "check", name: "check: with every display setting, CPU time",
                         value: median(allRuns, \.cpu), unit: "s", baselineName: "standard settings only", baselineValue: median(standardRuns, \.cpu),
                         note: "the same runs' CPU time (user + system), medians of 3"),
        ]
    }

    /// One check of the sample matrix with the display settings named (`all`, `standard`, or a comma-separated
    /// list such as `standard,boldText`) and nothing else, for a profiler
    /// (`perf record WidgetryBenchmarks --profile-display-settings all`): prints the cells and the wall time.
    static func profileDisplaySettings(_ names: String) {
        var matrix = CheckMatrix(widgets: SampleWidgets.catalog.widgets)
        matrix.displaySettings = names == "all" ? DisplaySetting.allCases : names.split(separator: ",").compactMap { DisplaySetting(argument: String($0)) }
        let start = DispatchTime.now().uptimeNanoseconds
        let report = MatrixRunner(pipeline: CellPipeline(textMeasurer: TextMeasurer())).report(matrix)
        print(matrix.displaySettings.map(\.rawValue).joined(separator: ","), report.cellCount, "cells",
              String(format: "%.3f s", Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9))
    }

    /// Issue 19's scale: the sample matrix × every context × three pseudo-locales — about 50,000 cells —
    /// against the 10,000 cells/s target, and peak memory against the full matrix's (flat memory means the
    /// ratio stays near 1 although the run has three times the cells).
    static func scale(_ widgets: [RegisteredWidget]) -> [BenchmarkRow] {
        var matrix = CheckMatrix(widgets: widgets)
        matrix.locales = scaleLocales
        let before = PeakMemory.kilobytes()
        let resetPeak = PeakMemory.reset()
        // Three runs, the median kept: on this shared 2-core machine one run varies by ±7 %. Each run measures
        // its text with a cold cache of its own, as one `widgetry check` does.
        // Peak memory is the first run's.
        var report = CheckReport(merging: [])
        var rates: [Double] = []
        var peak: Int?
        var cache: (hits: Int, misses: Int)?
        for _ in 0..<3 {
            let measurer = TextMeasurer()
            let runner = MatrixRunner(pipeline: CellPipeline(textMeasurer: measurer))
            let start = DispatchTime.now().uptimeNanoseconds
            report = runner.report(matrix)
            rates.append(Double(report.cellCount) / (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9))
            peak = peak ?? PeakMemory.kilobytes()
            cache = cache ?? measurer.cacheStatistics
        }
        rates.sort()
        var rows = [
            BenchmarkRow(key: "check.scale.cells-per-second", group: "check",
                         name: "check at scale: \(report.cellCount) cells (samples × contexts × 3 pseudo-locales), cells per second, median of 3 (\(Int(rates[0]))–\(Int(rates[2])))",
                         value: rates[1], unit: "cells/s", baselineName: "target", baselineValue: 10_000,
                         note: "issue 19's target on 2 cores; the three runs: \(rates.map { String(Int($0)) }.joined(separator: ", "))"),
        ]
        if let cache {
            // The cache is bounded (TextMeasurer's default capacity); this says whether the bound costs measurements.
            let lookups = cache.hits + cache.misses
            rows.append(BenchmarkRow(key: "check.scale.text-cache-hits", group: "check",
                                     name: "check at scale: text measurements answered from the cache (\(lookups) lookups)",
                                     value: 100 * Double(cache.hits) / Double(max(1, lookups)), unit: "%",
                                     note: "\(cache.misses) paragraphs laid out by Pango"))
        }
        if let peak, let before {
            // What still grows is the report itself: every cell a problem was found in is listed, 20 bytes each
            // (CheckReport.CellList).
            rows.append(BenchmarkRow(key: "check.scale.peak-memory", group: "check",
                                     name: "check at scale: peak memory (VmHWM), report listing \(report.listedCells) cells",
                                     value: Double(peak) / 1024, unit: "MiB", baselineName: "full matrix peak", baselineValue: Double(before) / 1024,
                                     note: resetPeak ? "peak reset before the run" : "process peak since start"))
        }
        return rows + memoryByScale()
    }

    /// The pseudo-locales a scale run adds, one more per step.
    static let scaleLocales: [CellLocale] = [.pseudo(.doubleLength), .pseudo(.accented), .pseudo(.bounded)]

    /// Peak memory of the sample matrix in one, two and three pseudo-locales, each checked in a process of its
    /// own (this benchmark run again with `--memory-probe N`): what stays in a process after an earlier run
    /// (the shared text cache, freed heap the allocator keeps) does not count, so the rows show how memory
    /// grows with the number of cells and nothing else.
    static func memoryByScale() -> [BenchmarkRow] {
        var rows: [BenchmarkRow] = []
        var first: Double?
        for count in 1...scaleLocales.count {
            guard let probe = runProbe(count) else { return rows }
            let mebibytes = Double(probe.peakKilobytes) / 1024
            first = first ?? mebibytes
            rows.append(BenchmarkRow(key: "check.scale.fresh-peak-memory.\(count)", group: "check",
                                     name: "check in a fresh process, \(probe.cells) cells (\(count) pseudo-locale\(count == 1 ? "" : "s")), peak memory; report listing \(probe.listed) cells",
                                     value: mebibytes, unit: "MiB", baselineName: "1 pseudo-locale", baselineValue: first,
                                     note: "flat memory keeps the ratio near 1 while the cells grow"))
        }
        return rows
    }

    /// Runs this executable with `--memory-probe count` and reads what it prints.
    private static func runProbe(_ count: Int) -> (cells: Int, listed: Int, peakKilobytes: Int)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["--memory-probe", String(count)]
        let output = Pipe()
        process.standardOutput = output
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let numbers = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        guard process.terminationStatus == 0, numbers.count == 3 else { return nil }
        return (numbers[0], numbers[1], numbers[2])
    }

    /// The child's side of ``memoryByScale()``: checks the sample matrix in the first `count` pseudo-locales,
    /// as `widgetry check` does, and prints the cells, the cells the report lists and the peak resident
    /// memory in kilobytes.
    static func memoryProbe(_ count: Int) {
        var matrix = CheckMatrix(widgets: SampleWidgets.catalog.widgets)
        matrix.locales = Array(scaleLocales.prefix(max(1, count)))
        let report = MatrixRunner().report(matrix)
        print(report.cellCount, report.listedCells, PeakMemory.kilobytes() ?? 0)
    }

    /// The gallery's cost per image (issue 19): the sample matrix on one iPhone — every family, widget text
    /// size, appearance and context — rendered with its drawings kept and written as `widgetry gallery` writes
    /// it (a PNG per cell, the pages and the manifest).
    static func gallery(_ widgets: [RegisteredWidget]) -> [BenchmarkRow] {
        let matrix = CheckMatrix(widgets: widgets, devices: [DeviceCatalog.device(named: "iPhone 16") ?? DeviceCatalog.defaultDevice])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-bench-gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let start = DispatchTime.now().uptimeNanoseconds
        let results = MatrixRunner(output: .drawing).run(matrix)
        let rendered = DispatchTime.now().uptimeNanoseconds
        guard (try? GalleryWriter().write(results, report: CheckReport(results: results), to: folder)) != nil else { return [] }
        let written = DispatchTime.now().uptimeNanoseconds
        let writeSeconds = Double(written - rendered) / 1e9
        return [
            BenchmarkRow(key: "gallery.wall", group: "check", name: "gallery: \(results.count) cells on one iPhone, render + write, wall",
                         value: Double(written - start) / 1e9, unit: "s", baselineName: "rendering alone",
                         baselineValue: Double(rendered - start) / 1e9, note: "ratio = the cost of writing images on top of rendering"),
            BenchmarkRow(key: "gallery.images-per-second", group: "check", name: "gallery: images written per second",
                         value: Double(results.count) / writeSeconds, unit: "images/s", note: "PNG encoding and files, after rendering"),
        ]
    }

    static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }
}

/// The process's peak resident memory, from Linux's /proc.
enum PeakMemory {
    /// Resets VmHWM to the current resident size (writing 5 to clear_refs, Linux 4.0+), so the next reading
    /// is the peak of what follows; false where that is not allowed.
    static func reset() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        return (try? handle.write(contentsOf: Data("5".utf8))) != nil
    }

    /// VmHWM in kilobytes, or nil off Linux.
    static func kilobytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return Int(line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first ?? "")
        }
        return nil
    }
}

extension CheckReport {
    /// How many cells the report lists, over all its problems: what its size grows with.
    var listedCells: Int { problems.reduce(0) { $0 + $1.cells.count } }
}
