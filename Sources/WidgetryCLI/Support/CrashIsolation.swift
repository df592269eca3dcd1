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
struct CrashIsolation {
    /// How long one widget's probe may take: a provider that blocks forever is a finding, not a hang.
    var timeLimit: TimeInterval = 60

    /// The outcome: widgets and previews safe to run here, and a failed cell for each that was not.
    struct Outcome {
        var widgets: [RegisteredWidget]
        var previews: [PreviewSource]
        var failures: [RenderedCell]
    }

    /// Probes `widgets` and `previews`, one process each, one after another.
    func probe(widgets: [RegisteredWidget], previews: [PreviewSource]) -> Outcome {
        var outcome = Outcome(widgets: [], previews: [], failures: [])
        let pipeline = CellPipeline()
        for widget in widgets {
            if let failure = run(["probe", "--widget", widget.typeName]) {
                let family = widget.makeDescriptor()?.options.supportedFamilies.first ?? .systemSmall
                outcome.failures.append(pipeline.failed(widget.name, in: WidgetCell(family: family), finding: finding(for: widget.name, failure),
                                                        assets: widget.assets))
            } else {
                outcome.widgets.append(widget)
            }
        }
        for (index, preview) in previews.enumerated() {
            if let failure = run(["probe", "--preview", String(index)]) {
                outcome.failures.append(pipeline.failed(preview.name, in: WidgetCell(family: .systemSmall), finding: finding(for: preview.name, failure)))
            } else {
                outcome.previews.append(preview)
            }
        }
        return outcome
    }

    /// Why a probe failed: the process's last words, or the time limit.
    enum Failure { case crashed(String), timedOut }

    private func finding(for name: String, _ failure: Failure) -> Finding {
        switch failure {
        case .crashed(let message):
            return Finding(kind: .widgetCrashed,
                           message: "'\(name)' crashed while its code ran on Linux: \(message)",
                           suggestion: "supply the app data it reads with --fixtures DIR (AppGroups/, UserDefaults/) or Assets/, or handle the missing value instead of force-unwrapping it")
        case .timedOut:
            return Finding(kind: .providerTimedOut,
                           message: "'\(name)' did not finish within \(Int(timeLimit)) s: its provider or view blocks (a network call without a time-out, a semaphore never signalled)",
                           suggestion: "give network calls a time-out and answer with placeholder data when there is no network, as on a device in flight mode")
        }
    }

    /// Runs this executable with `arguments`; `nil` when it exits 0.
    private func run(_ arguments: [String]) -> Failure? {
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
        let collected = ErrorText()
        let reader = Thread { collected.append(errors.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        if finished.wait(timeout: .now() + timeLimit) == .timedOut {
            process.terminate()
            _ = finished.wait(timeout: .now() + 5)
            return .timedOut
        }
        guard process.terminationReason == .uncaughtSignal || process.terminationStatus != 0 else { return nil }
        for _ in 0..<50 where !collected.done { Thread.sleep(forTimeInterval: 0.02) }
        return .crashed(Self.lastWords(collected.text, status: process.terminationStatus))
    }

    /// Swift's own message (`Fatal error: Unexpectedly found nil … at File.swift:12`) when there is one.
    static func lastWords(_ text: String, status: Int32) -> String {
        let lines = text.split(separator: "\n").map(String.init)
        if let fatal = lines.first(where: { $0.contains("Fatal error") || $0.contains("fatal error") }) {
            return fatal.trimmingCharacters(in: .whitespaces)
        }
        return lines.last(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }) ?? "the process stopped (status \(status))"
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
