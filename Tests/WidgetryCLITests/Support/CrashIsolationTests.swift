import ArgumentParser
import Foundation
import Testing
@testable import WidgetryCLI
import WidgetryFindings

/// `check` over the hostile-widget executable (Tests/HostileWidgets): three healthy widgets, eight hostile
/// ones and two Live Activities. Each hostile widget must become a failed cell with its finding within the limits given, while the
/// healthy widgets are checked and every report format is written.
@Suite struct CrashIsolationTests {
    /// The executable `swift build --build-tests` puts beside the test bundle.
    static var hostileExecutable: URL {
        let bundle = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return bundle.deletingLastPathComponent().appendingPathComponent("WidgetryHostileWidgets")
    }

    struct Run {
        var status: Int32
        var report: [String: Any]
        var junit: String
        var sarif: String
        var seconds: TimeInterval
    }

    /// Runs `check` on every widget of the hostile executable on one device, text size and appearance.
    static func checkHostileWidgets(timeout: Int, memoryMegabytes: Int) throws -> Run {
        let executable = hostileExecutable
        try #require(FileManager.default.isExecutableFile(atPath: executable.path),
                     "build it first: swift build --build-tests (it builds the WidgetryHostileWidgets executable)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["check", "--device", "iPhone 16", "--size-category", "large", "--appearance", "light",
                             "--context", "homeScreen", "--cell-timeout", String(timeout), "--cell-memory-limit", String(memoryMegabytes),
                             "--json-output", folder.appendingPathComponent("report.json").path,
                             "--junit", folder.appendingPathComponent("report.xml").path,
                             "--sarif", folder.appendingPathComponent("report.sarif").path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let start = Date()
        try process.run()
        process.waitUntilExit()
        let seconds = Date().timeIntervalSince(start)
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("report.json"))) as? [String: Any] ?? [:]
        return Run(status: process.terminationStatus, report: report,
                   junit: try String(contentsOf: folder.appendingPathComponent("report.xml"), encoding: .utf8),
                   sarif: try String(contentsOf: folder.appendingPathComponent("report.sarif"), encoding: .utf8),
                   seconds: seconds)
    }

    @Test("each crashing or hanging widget is a failed cell with its finding; a silent provider's widget is checked with its; every report is written")
    func hostileWidgetsBecomeFailedCells() throws {
        // 8 s: the spinning and sleeping widgets each use it all, the silent provider half of it (the probe's
        // completion wait); the healthy widgets' probes take well under a second each. The recursing and hoarding
        // widgets must reach their stack and memory limits first even while other suites build packages on both cores
        // (at 4 s they timed out instead when SharedCModuleMapsTests ran beside them).
        let run = try Self.checkHostileWidgets(timeout: 8, memoryMegabytes: 768)
        #expect(run.status == 1, "failed cells fail the run")
        let failures = run.report["failures"] as? [String] ?? []
        func failure(_ widget: String) -> String? { failures.first { $0.hasPrefix("\(widget) ·") } }

        #expect(failure("Spinning")?.contains("did not finish within 8 s (--cell-timeout)") == true, "\(failures)")
        #expect(failure("Sleeping")?.contains("did not finish within 8 s (--cell-timeout)") == true, "\(failures)")
        // A provider that never calls its timeline completion is a bug a device shows as a placeholder for good, not a
        // crash: its widget is checked (its snapshot), and each of its cells carries the finding.
        #expect(failure("Silent") == nil, "\(failures)")
        // A provider that hops to the main actor answers: the main thread stays free while cells run.
        #expect(failure("MainActorStore") == nil, "\(failures)")
        #expect(failure("Recursing")?.contains("stack overflow") == true, "\(failures)")
        // Views nested without end are cut at the build's depth limit: a finding on a checked cell, not a crash.
        let problems = run.report["problems"] as? [[String: Any]] ?? []
        #expect(problems.contains { $0["widget"] as? String == "EndlessNesting" && $0["kind"] as? String == "nestingTooDeep" }, "\(problems)")
        #expect(failure("EndlessNesting") == nil)
        #expect(!problems.contains { $0["widget"] as? String == "MainActorStore" && $0["kind"] as? String == "providerTimedOut" }, "\(problems)")
        let silent = problems.filter { $0["widget"] as? String == "Silent" && $0["kind"] as? String == "providerTimedOut" }
        #expect(silent.count == 1 && (silent.first?["message"] as? String)?.contains("getTimeline(in:completion:) did not call its completion within 4 s") == true,
                "\(problems)")
        #expect(failure("Fatal")?.contains("Fatal error: FatalView cannot show 'Ready'") == true, "\(failures)")
        // The runtime's backtrace names the widget's own line, which reports show beside the crash.
        #expect(failure("Fatal")?.contains("— in main.swift:80") == true, "\(failures)")
        #expect(failure("Hoarding")?.contains("ran out of the 768 MB memory limit (--cell-memory-limit)") == true, "\(failures)")
        // A widget whose configuration crashes (its provider made in `body`) is a failed cell too: the parent never
        // runs its code to place or name the cell, so the rest of the run still reports; with no kind made, the cell
        // is named after the widget's type.
        #expect(failure("UnconfiguredWidget")?.contains("Fatal error: Unexpectedly found nil") == true, "\(failures)")
        // A widget that crashes in its second family: that family is a failed cell, and its first family, whose code finished,
        // is checked as usual — iOS renders each family in a request of its own.
        let mediumless = failures.filter { $0.hasPrefix("Mediumless ·") }
        #expect(mediumless.count == 1, "\(failures)")
        #expect(mediumless.contains { $0.contains("· systemMedium ·") && $0.contains("crashed while Widgetry ran its code") && $0.contains("no medium layout") })
        // The Live Activity that no preview names is checked with sample content, on which it crashes: a failed cell too.
        #expect(failure("FragileActivityWidget (sample content)")?.contains("Index out of range") == true, "\(failures)")
        #expect(failures.count == 8, "a failed cell per crashing or hanging family or Live Activity: \(failures)")

        // The healthy widgets were checked, in every family they support, and did not fail.
        let checked = (run.report["checkedFamilies"] as? [[String: String]] ?? []).map { "\($0["widget"] ?? "")/\($0["family"] ?? "")" }
        for cell in ["Healthy/systemSmall", "Healthy/systemMedium", "AlsoHealthy/systemSmall", "EndlessNesting/systemSmall", "Silent/systemSmall",
                     "Mediumless/systemSmall", "MainActorStore/systemSmall"] {
            #expect(checked.contains(cell), "\(checked)")
        }
        #expect(failure("Healthy") == nil && failure("AlsoHealthy") == nil)
        // 4 healthy cells (Healthy small and medium, AlsoHealthy and MainActorStore small) + EndlessNesting's, Silent's and
        // Mediumless's small cells on the Home Screen, each with the 4 display settings `check` runs by default, + 7 failed cells
        // (one per crashing or hanging family) + the sampled Live Activity's 5 presentations on iPhone 16 (its Lock Screen and
        // island, at one text size and appearance: `liveActivityCells` does not vary display settings) + its crashing sibling's failed cell.
        #expect(run.report["cellCount"] as? Int == 7 * 4 + 7 + 5 + 1)

        // The other formats name each failed widget too.
        for widget in ["Spinning", "Sleeping", "Silent", "Recursing", "Fatal", "Hoarding", "EndlessNesting", "Unconfigured", "Mediumless"] {
            #expect(run.junit.contains(widget), "JUnit report lacks \(widget)")
            #expect(run.sarif.contains(widget), "SARIF report lacks \(widget)")
        }
        // Two time-outs of 8 s (+2 s to stop each), one 4 s wait, and the crashes: about half a minute alone, well inside
        // a minute and a half with other suites building beside it.
        #expect(run.seconds < 90)
    }

    @Test("what a probe's last words say: memory, stack, Swift's message")
    func lastWords() {
        #expect(CrashIsolation.lastWords("Fatal error: failed to allocate 1048608 bytes of memory with alignment 8\n", status: 4, signal: 4,
                                         memoryMegabytes: 512) == "ran out of the 512 MB memory limit (--cell-memory-limit): a view or provider allocates without bound")
        #expect(CrashIsolation.lastWords("", status: 11, signal: SIGSEGV).hasPrefix("stack overflow or invalid memory access (signal 11)"))
        #expect(CrashIsolation.lastWords("noise\nApp/View.swift:3: Fatal error: Unexpectedly found nil\nmore\n", status: 4, signal: 4)
                == "App/View.swift:3: Fatal error: Unexpectedly found nil")
        #expect(CrashIsolation.lastWords("", status: 2) == "the process stopped (status 2)")
        // A trap with no message (held-out batch 18's wallet widget: `syncQueue.sync` inside `syncQueue.sync`) is named by
        // the backtracer's head, never by its closing timing line.
        let trap = "\n*** Program crashed: Illegal instruction at 0x00007f5ac3b2d4b1 ***\n\nThread 3 crashed:\n  0 f in app\n\nBacktrace took 0.59s\n"
        #expect(CrashIsolation.lastWords(trap, status: 4, signal: SIGILL).hasPrefix("the program crashed: illegal instruction (a runtime trap"))
        #expect(CrashIsolation.lastWords("noise\nBacktrace took 0.59s\n", status: 1) == "noise")
        // The probe's own report of the widget's families is never taken for the widget's last words.
        #expect(CrashIsolation.lastWords("\(CrashIsolation.familiesMarker)systemSmall\n", status: 1) == "the process stopped (status 1)")
    }

    @Test("a silent provider's finding names the network requests that failed before it went silent")
    func silentAfterNetwork() {
        let probe = """
            note: Network: GET https://api.weather.test/v1/now failed as on a device with no connection (a check sends no request); add /f/Network/api.weather.test/v1/now to answer it
            note: Network: GET https://api.weather.test/v1/hourly failed as on a device with no connection (a check sends no request); add …
            """
        #expect(CrashIsolation.networkRequests(in: probe)
                == " after its request GET https://api.weather.test/v1/now and 1 more request(s) failed as on a device with no connection (a check sends no request; Fixtures/Network answers one)")
        #expect(CrashIsolation.networkRequests(in: "widgetry-probe: kind X\n").isEmpty)
    }

    @Test("the crashing line is the crashed thread's first frame in a source file outside Widgetry")
    func crashingLine() {
        let backtrace = """
        StocksWidget/LineChart.swift:8: Fatal error: Index out of range
        *** Program crashed: Illegal instruction at 0x00007f ***
        Thread 0 "widgetry" crashed:
          0               0x00007f _assertionFailure(_:_:file:line:flags:) + 225 in libswiftCore.so
          1 [ra]          0x000056 Array.subscript.getter + 80 in app at /toolchain/stdlib/Array.swift:700:10
          2 [ra] [thunk]  0x000056 protocol witness for View.body.getter + 22 in app at //<compiler-generated>
          3 [ra]          0x000056 BuildContext.nodes<A>(for:) + 57 in app at /widgetry/Sources/WidgetryUI/Layout/BuildContext.swift:33:51
          4 [ra]          0x000056 LineChart.body.getter + 499 in app at /repo/Stocks/LineChart.swift:8:42
          5 [ra]          0x000056 StocksView.body.getter + 12 in app at /repo/Stocks/StocksView.swift:20:9

        Thread 1 crashed:
          0 [ra]          0x000056 other + 1 in app at /repo/Stocks/Other.swift:1:1
        """
        // The standard library's file does not exist here, Widgetry's sources are skipped: the chart's own line.
        let line = CrashIsolation.crashingLine(in: backtrace, skipping: ["/widgetry/Sources/"], exists: { $0.hasPrefix("/repo/") })
        #expect(line == SourceLine(file: "/repo/Stocks/LineChart.swift", line: 8))
        // Another thread's frames are never taken, nor anything when the backtracer was off.
        #expect(CrashIsolation.crashingLine(in: "Fatal error: x\n", exists: { _ in true }) == nil)
        #expect(CrashIsolation.crashingLine(in: "Thread 0 crashed:\n  0 f in app at /widgetry/Sources/A.swift:1:1\n",
                                            skipping: ["/widgetry/Sources/"], exists: { _ in true }) == nil)
    }

    @Test("failed cells go on the families the probe reported, read from its output, not by running the widget here; the crash on the one it stopped in")
    func familiesFromProbe() {
        let declared = "noise\n\(CrashIsolation.familiesMarker)systemMedium,systemLarge\n"
        // Stopped in its second family: both are failed cells, the crash on systemLarge.
        let second = CrashIsolation.probeRun(reportedIn: declared + "\(CrashIsolation.familyMarker)systemMedium\n\(CrashIsolation.familyMarker)systemLarge\nFatal error: x\n",
                                             failure: .crashed("x"))
        #expect(second.families == [.systemMedium, .systemLarge] && second.stoppedFamily == .systemLarge)
        // Stopped before any family ran (in the provider's init): the first declared.
        #expect(CrashIsolation.probeRun(reportedIn: declared + "Fatal error: y\n", failure: .crashed("y")).stoppedFamily == .systemMedium)
        let early = CrashIsolation.probeRun(reportedIn: "Fatal error: before the configuration was made\n", failure: .crashed("z"))
        #expect(early.families.isEmpty && early.stoppedFamily == nil)
        #expect(CrashIsolation.lastWords("\(CrashIsolation.familyMarker)systemSmall\n", status: 1) == "the process stopped (status 1)")
    }

    @Test("the limits come from --cell-timeout and --cell-memory-limit, with clear errors for bad values")
    func limitOptions() throws {
        let standard = try MatrixOptions.parse([]).limits()
        #expect(standard == CrashIsolation.Limits(timeLimit: 60, memoryMegabytes: 4096))
        let given = try MatrixOptions.parse(["--cell-timeout", "2.5", "--cell-memory-limit", "0"]).limits()
        #expect(given == CrashIsolation.Limits(timeLimit: 2.5, memoryMegabytes: 0))
        #expect(throws: ValidationError.self) { try MatrixOptions.parse(["--cell-timeout", "0"]).limits() }
        #expect(throws: ValidationError.self) { try MatrixOptions.parse(["--cell-timeout", "nan"]).limits() }
        #expect(throws: ValidationError.self) { try MatrixOptions.parse(["--cell-memory-limit=-1"]).limits() }
    }
}
