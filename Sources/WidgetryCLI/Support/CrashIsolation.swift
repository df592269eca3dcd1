import ArgumentParser
import Foundation
import WidgetryCheck
import WidgetryFindings
import WidgetryKit
import WidgetryPipeline
import WidgetryReference
import WidgetryUI

/// Runs each widget's (and preview's) code once in a child process before a matrix runs it in this one.
///
/// Why: widget code written for iOS force-unwraps what an app always has — `UIImage(named:)!`, an
/// Info.plist key, an app-group file — and Swift stops the whole process when such a value is missing
/// on Linux. A crash cannot be caught in the process it happens in, so the probe takes the risk: a widget
/// whose probe dies (or runs past ``timeLimit``) becomes a failed cell with the crash message, and the
/// rest of the matrix runs and reports as usual.
///
/// The probe's process runs under ``Limits``: a wall-clock time limit (a body that never returns, a provider
/// that sleeps) and an address-space limit (`RLIMIT_AS`, set by the probe on itself before any widget code
/// runs: a view that allocates without bound stops at the limit instead of taking the machine's memory).
/// Unbounded recursion overflows the probe's stack and is reported as such.
struct CrashIsolation {
    /// How much time and memory one widget's probe may use.
    struct Limits: Sendable, Equatable {
        /// Seconds of wall-clock time; a provider that blocks forever is a finding, not a hang.
        var timeLimit: TimeInterval
        /// Megabytes of address space; 0 means no limit. The probe of a healthy widget maps about 1 GB
        /// (the Swift runtime, Foundation, Pango and fontconfig, thread stacks), so the default leaves room.
        var memoryMegabytes: Int

        /// 60 s and 4096 MB: a widget's first run loads fonts and builds every family, which takes seconds on
        /// a loaded CI machine, and four times a healthy probe's address space.
        static let standard = Limits(timeLimit: 60, memoryMegabytes: 4096)
    }

    /// The limits each probe runs under.
    var limits = Limits.standard

    /// How long one widget's probe may take.
    var timeLimit: TimeInterval { limits.timeLimit }

    /// The outcome: widgets and previews safe to run here, and a failed cell for each that was not.
    struct Outcome {
        var widgets: [RegisteredWidget]
        var previews: [PreviewSource]
        var failures: [RenderedCell]
    }

    /// Probes `widgets` and `previews`, one process each, one after another; a failed cell is placed on
    /// `device` (the matrix's first).
    func probe(widgets: [RegisteredWidget], previews: [PreviewSource], device: DeviceProfile = DeviceCatalog.defaultDevice) -> Outcome {
        var outcome = Outcome(widgets: [], previews: [], failures: [])
        let pipeline = CellPipeline()
        for widget in widgets {
            let probe = run(["probe", "--widget", widget.typeName] + limitArguments)
            if case .silentProvider = probe.failure {
                // The probe rendered every family's snapshot after the silent timeline: the widget runs here, and each
                // of its cells carries the finding, so the report shows its layout as well as the provider's bug.
                var checked = widget
                checked.knownFindings.append(finding(for: probe.kind ?? widget.typeName, probe.failure!))
                outcome.widgets.append(checked)
            } else if let failure = probe.failure {
                // The kind and families come from the probe's own report, never from running the widget's code here: code
                // that crashed there (a provider made in `body` force-unwrapping an app-group name) would crash this process too.
                let name = probe.kind ?? widget.typeName
                let families = crashedFamilies(of: widget, firstProbe: probe, failure: failure, name: name)
                for (family, cause) in families.failed {
                    outcome.failures.append(pipeline.failed(name, in: WidgetCell(family: family, device: device), finding: cause, assets: widget.assets))
                }
                if !families.passed.isEmpty {
                    // iOS renders each family in a request of its own: a crash in the large layout leaves the small one
                    // on screen, so the families whose probe finished are checked as usual.
                    var checked = widget
                    checked.crashedFamilies = Set(families.failed.map(\.family))
                    checked.knownFindings += families.knownFindings
                    outcome.widgets.append(checked)
                }
            } else {
                outcome.widgets.append(widget)
            }
        }
        for (index, preview) in previews.enumerated() {
            // A Live Activity with sample content is no entry of the preview list: the probe makes it again from its widget.
            let which = preview.isSampledLiveActivity ? ["--sampled-activity", preview.liveActivityType ?? ""] : ["--preview", String(index)]
            if let failure = run(["probe"] + which + limitArguments).failure {
                outcome.failures.append(pipeline.failed(preview.name, in: WidgetCell(family: .systemSmall, device: device), finding: finding(for: preview.name, failure)))
            } else {
                outcome.previews.append(preview)
            }
        }
        return outcome
    }

    /// Which of a crashed widget's families fail, with their findings, and which run: the probe stops at the first family
    /// whose code crashes (or hangs), so the families after it are probed again, alone, until every family has either
    /// finished or stopped. A crash before any family ran (in the widget's `body` or its provider's initializer) fails
    /// every family, since each would meet it; the first of them carries the crash, the others say which family stopped them.
    func crashedFamilies(of widget: RegisteredWidget, firstProbe: ProbeRun, failure: Failure, name: String)
        -> (passed: [WidgetFamily], failed: [(family: WidgetFamily, finding: Finding)], knownFindings: [Finding]) {
        var passed: [WidgetFamily] = [], failed: [(family: WidgetFamily, finding: Finding)] = [], known: [Finding] = []
        var probe = firstProbe, failure: Failure? = failure
        var remaining = firstProbe.families
        while let stop = failure {
            if case .silentProvider = stop {
                // The rest ran to their snapshots; their cells carry the silent provider's finding.
                known.append(finding(for: name, stop))
                passed += remaining
                break
            }
            let stopped = probe.stoppedFamily ?? .systemSmall
            let crash = finding(for: name, stop)
            guard !probe.startedFamilies.isEmpty else {
                for family in remaining.isEmpty ? [stopped] : remaining {
                    var cause = crash
                    if family != stopped {
                        cause.message = "'\(name)' was not checked in \(family.caseName): its code stopped in \(stopped.caseName) first — \(crash.message)"
                    }
                    failed.append((family, cause))
                }
                break
            }
            passed += probe.startedFamilies.prefix { $0 != stopped }
            failed.append((stopped, crash))
            remaining = Array(remaining.drop { $0 != stopped }.dropFirst())
            guard !remaining.isEmpty else { break }
            probe = run(["probe", "--widget", widget.typeName, "--families", remaining.map(\.caseName).joined(separator: ",")] + limitArguments)
            failure = probe.failure
            if failure == nil { passed += remaining }
        }
        return (passed, failed, known)
    }

    /// What the probe is told of its limits: the memory limit it sets on itself.
    private var limitArguments: [String] {
        (limits.memoryMegabytes > 0 ? ["--memory-limit", String(limits.memoryMegabytes)] : [])
            + ["--completion-wait", String(completionWait)]
    }

    /// How long the probe waits for a timeline completion: half the time limit, so the probe can still say
    /// which call was silent before the limit stops it.
    var completionWait: TimeInterval { timeLimit / 2 }

    /// Why a probe failed: the process's last words (and the widget's own line it stopped in, from the runtime's
    /// backtrace), or the time limit.
    enum Failure: Equatable { case crashed(String, at: SourceLine? = nil), timedOut, silentProvider(String) }

    private func finding(for name: String, _ failure: Failure) -> Finding {
        switch failure {
        case .crashed(let message, let line):
            // Swift's message names the standard library's file for an index out of range; the backtrace names the widget's.
            let place = line.map { " — in \(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.line)" } ?? ""
            var crash = Finding(kind: .widgetCrashed,
                                message: "'\(name)' crashed while Widgetry ran its code: \(message)\(place)",
                                suggestion: "a value the code force-unwraps is missing here — on a device too when the app has not supplied it (a URL from an empty string is nil on iOS as well): supply the app data it reads with --fixtures DIR (AppGroups/, UserDefaults/) or Assets/, or handle the missing value instead of force-unwrapping it")
            crash.source = line
            return crash
        case .silentProvider(let message):
            return Finding(kind: .providerTimedOut,
                           message: "'\(name)' never delivered a timeline: \(message); on a device it would show its placeholder until the system gives up (the cells show its snapshot)",
                           suggestion: "call the completion on every path, errors included: deliver the last good data with .after(date) to try again later")
        case .timedOut:
            return Finding(kind: .providerTimedOut,
                           message: "'\(name)' did not finish within \(Self.seconds(timeLimit)) s (--cell-timeout): its provider or view blocks or loops (a network call without a time-out, a semaphore never signalled, a body that never returns)",
                           suggestion: "give network calls a time-out and answer with placeholder data when there is no network, as on a device in flight mode; a view's body must return at once")
        }
    }

    /// What one probe process said: how it failed (nil when it exited 0), the families the widget declared and the one
    /// the probe was running when it stopped, when it got that far.
    struct ProbeRun {
        var failure: Failure?
        var families: [WidgetFamily] = []
        var startedFamilies: [WidgetFamily] = []
        var kind: String?

        /// The family the probe was in when it stopped: the last it started, else the first declared (a crash in the
        /// widget's `body` or provider before any family ran).
        var stoppedFamily: WidgetFamily? { startedFamilies.last ?? families.first }
    }

    /// The line a probe writes to standard error once the widget's configuration is made: its families, in order.
    static let familiesMarker = "widgetry-probe: families "
    /// The line a probe writes beside it: the configuration's kind (the widget's name in reports).
    static let kindMarker = "widgetry-probe: kind "

    /// The line a probe writes as it starts running the widget in a family.
    static let familyMarker = "widgetry-probe: family "

    /// What a probe reported in `text`: the families declared and those it started, in order.
    static func probeRun(reportedIn text: String, failure: Failure?) -> ProbeRun {
        let declared = reported(familiesMarker, in: text)?.split(separator: ",").compactMap { WidgetFamily(caseName: String($0)) } ?? []
        let started = text.split(separator: "\n").filter { $0.hasPrefix(familyMarker) }
            .compactMap { WidgetFamily(caseName: String($0.dropFirst(familyMarker.count))) }
        return ProbeRun(failure: failure, families: declared, startedFamilies: started, kind: reported(kindMarker, in: text))
    }

    /// What follows `marker` on the first line of `text` that starts with it.
    static func reported(_ marker: String, in text: String) -> String? {
        text.split(separator: "\n").first { $0.hasPrefix(marker) }.map { String($0.dropFirst(marker.count)) }
    }

    /// Runs this executable with `arguments`.
    private func run(_ arguments: [String]) -> ProbeRun {
        let collected = ErrorText()
        let failure = run(arguments, collecting: collected)
        return Self.probeRun(reportedIn: collected.text, failure: failure)
    }

    /// Runs this executable with `arguments`, its standard error into `collected`; `nil` when it exits 0.
    private func run(_ arguments: [String], collecting collected: ErrorText) -> Failure? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        if !FileManager.default.fileExists(atPath: "/proc/self/exe") {
            process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        }
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do { try process.run() } catch { return nil }
        // Drain stderr while waiting, so a chatty widget cannot fill the pipe and stall.
        let reader = Thread { collected.append(errors.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        if finished.wait(timeout: .now() + timeLimit) == .timedOut {
            process.terminate()
            // SIGTERM can be caught or ignored by widget code; SIGKILL cannot.
            if finished.wait(timeout: .now() + 2) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                _ = finished.wait(timeout: .now() + 5)
            }
            // The reader has the probe's standard error only once the pipe closes: wait for it, as below, or the
            // widget's kind it reported is lost and the failed cell is named after its type (seen under load).
            for _ in 0..<100 where !collected.done { Thread.sleep(forTimeInterval: 0.02) }
            return .timedOut
        }
        guard process.terminationReason == .uncaughtSignal || process.terminationStatus != 0 else { return nil }
        for _ in 0..<50 where !collected.done { Thread.sleep(forTimeInterval: 0.02) }
        if process.terminationReason == .exit, process.terminationStatus == ProbeCommand.silentProviderStatus {
            let line = collected.text.split(separator: "\n").last(where: { $0.hasPrefix("widgetry: ") }).map { String($0.dropFirst(10)) }
            return .silentProvider((line ?? "its provider did not deliver a timeline") + Self.networkRequests(in: collected.text))
        }
        let signal = process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil
        return .crashed(Self.lastWords(collected.text, status: process.terminationStatus, signal: signal,
                                       memoryMegabytes: limits.memoryMegabytes),
                        at: Self.crashingLine(in: collected.text))
    }

    /// Widgetry's own folders, whose frames a crash's backtrace skips: the sources and packages of the checkout this file
    /// is compiled from (a generated package compiles Widgetry by path, so the path is the checkout's), and its build folder.
    static let widgetryFolders: [String] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return ["Sources", "Packages", ".build"].map { root.appendingPathComponent($0).path + "/" }
    }()

    /// The first line of the crashed thread's backtrace (Swift's runtime backtracer, on by default on Linux, writes it to
    /// standard error) that is in a source file outside Widgetry: the widget's own line — or a package's it uses — where
    /// the crash happened, which Swift's message alone does not name for a failed index or a precondition in the
    /// standard library. `nil` when the backtrace is off or names no such file.
    static func crashingLine(in text: String, skipping folders: [String] = widgetryFolders,
                             exists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }) -> SourceLine? {
        var inCrashedThread = false
        for line in text.split(separator: "\n") {
            if line.hasPrefix("Thread ") { inCrashedThread = line.hasSuffix(" crashed:"); continue }
            // `  1 [ra]   0x… FatalView.body.getter + 499 in App at /path/FatalView.swift:80:42`
            guard inCrashedThread, let at = line.range(of: " at /", options: .backwards) else { continue }
            let location = line[line.index(before: at.upperBound)...].split(separator: ":")
            guard location.count >= 2, let number = Int(location[1]) else { continue }
            let file = String(location[0])
            if folders.contains(where: { file.hasPrefix($0) }) || !exists(file) { continue }
            return SourceLine(file: file, line: number)
        }
        return nil
    }

    /// What a silent provider asked the network for, from the probe's notes (a check answers requests from fixtures or fails
    /// them as offline, docs/fixtures.md): the commonest reason a timeline never comes is a completion called only on success.
    static func networkRequests(in text: String) -> String {
        let marker = "note: Network: "
        let requests = text.split(separator: "\n").filter { $0.hasPrefix(marker) }.compactMap { line -> String? in
            line.dropFirst(marker.count).split(separator: " ").prefix(2).joined(separator: " ")
        }
        guard let first = requests.first else { return "" }
        let more = requests.count > 1 ? " and \(requests.count - 1) more request(s)" : ""
        return " after its request \(first)\(more) failed as on a device with no connection (a check sends no request; Fixtures/Network answers one)"
    }

    /// `seconds` without a fraction when it has none.
    static func seconds(_ seconds: TimeInterval) -> String {
        seconds.rounded() == seconds ? String(Int(seconds)) : String(seconds)
    }

    /// Swift's own message (`Fatal error: Unexpectedly found nil … at File.swift:12`) when there is one;
    /// otherwise what the signal that stopped the process means — running out of the memory limit or of
    /// stack — and only then the last line printed.
    static func lastWords(_ text: String, status: Int32, signal: Int32? = nil, memoryMegabytes: Int = 0) -> String {
        let lines = text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("widgetry-probe: ") }
        let limit = memoryMegabytes > 0 ? "the \(memoryMegabytes) MB memory limit (--cell-memory-limit)" : "the memory available"
        // The runtime's words when an allocation fails (malloc returned nil under RLIMIT_AS), Swift's and C++'s.
        if lines.contains(where: { $0.contains("Could not allocate memory") || $0.contains("failed to allocate") || $0.contains("std::bad_alloc") || $0.contains("out of memory") }) {
            return "ran out of \(limit): a view or provider allocates without bound"
        }
        if let fatal = lines.first(where: { $0.contains("Fatal error") || $0.contains("fatal error") }) {
            return fatal.trimmingCharacters(in: .whitespaces)
        }
        if let signal {
            switch signal {
            case SIGSEGV, SIGBUS:
                // Overflowing the stack touches its guard page: the commonest SIGSEGV in Swift code, which has no raw pointers.
                return "stack overflow or invalid memory access (signal \(signal)): unbounded recursion, such as a view whose body contains itself, is the usual cause"
            case SIGKILL:
                return "killed (signal 9): the system stopped it, usually for using too much memory"
            case SIGABRT:
                if let last = lines.last(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }) { return last }
                return "aborted (signal 6): a failed assertion or \(limit) exhausted inside a C library"
            default:
                break
            }
        }
        // Swift's backtracer heads its report "*** Program crashed: Illegal instruction at 0x… ***" and ends it "Backtrace took
        // 0.59s": a trap with no message of its own (libdispatch's `dispatch_sync` onto the queue it runs on, a C check)
        // is named by that head, not by the timing line.
        if let head = lines.first(where: { $0.contains("*** Program crashed: ") }),
           let start = head.range(of: "Program crashed: ")?.upperBound {
            let reason = head[start...].components(separatedBy: " at 0x").first?.replacingOccurrences(of: " ***", with: "") ?? ""
            return "the program crashed: \(reason.trimmingCharacters(in: .whitespaces).lowercased()) (a runtime trap with no message: "
                + "a failed check in Swift or a C library, such as dispatch_sync onto the queue already running the code)"
        }
        return lines.last(where: { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return !trimmed.isEmpty && !trimmed.hasPrefix("Backtrace took")
        }) ?? "the process stopped (status \(status))"
    }
}

/// Text a reader thread collects. Unchecked `Sendable`: a lock guards both fields.
private final class ErrorText: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private var finished = false

    func append(_ more: Data) {
        lock.lock(); data.append(more); finished = true; lock.unlock()
    }

    var done: Bool { lock.lock(); defer { lock.unlock() }; return finished }
    var text: String { lock.lock(); defer { lock.unlock() }; return String(decoding: data, as: UTF8.self) }
}
