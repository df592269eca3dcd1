import Foundation

/// Calls whose effect a Linux run cannot have (a Bluetooth scan, a background task, a VPN tunnel), told
/// once each on standard error as a note, so a report on standard output stays clean and the user still
/// sees that the call went nowhere; `check` and `gallery` also list them in the report's notes (``notes``), so a
/// JSON report or a CI log says which frameworks a widget used in passing.
public enum SkippedEffects {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var told: Set<String> = []

    /// Writes `note: <framework>: <message>` the first time this message is given; returns whether it was.
    @discardableResult
    public static func note(_ framework: String, _ message: String) -> Bool {
        let line = "\(framework): \(message)"
        if let collector = Thread.current.threadDictionary[collectorKey] as? Collector, !collector.lines.contains(line) {
            collector.lines.append(line)
        }
        let first = lock.withLock { told.insert(line).inserted }
        if first { FileHandle.standardError.write(Data("note: \(line)\n".utf8)) }
        return first
    }

    /// Runs `body` and returns, with its result, the calls told on this thread while it ran (`<framework>:
    /// <message>`, once each, in order) — every time, not only the first in the process, so that each cell whose
    /// provider or views made such a call reports it (``CellPipeline`` turns them into info findings). Calls made
    /// on other threads (an `async` provider's task) are told on standard error and in the report's notes only.
    public static func collecting<T>(_ body: () throws -> T) rethrows -> (result: T, skipped: [String]) {
        let threadDictionary = Thread.current.threadDictionary
        let outer = threadDictionary[collectorKey]
        let collector = Collector()
        threadDictionary[collectorKey] = collector
        defer { threadDictionary[collectorKey] = outer }
        let result = try body()
        return (result, collector.lines)
    }

    private static let collectorKey = "WidgetrySkippedEffectsCollector"

    /// One thread's calls told inside ``collecting(_:)``; only that thread touches it.
    private final class Collector {
        var lines: [String] = []
    }

    /// Every call told so far in this process, once each, sorted: `<framework>: <message>`.
    public static var notes: [String] {
        lock.withLock { told.sorted() }
    }
}
