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
        let first = lock.withLock { told.insert(line).inserted }
        if first { FileHandle.standardError.write(Data("note: \(line)\n".utf8)) }
        return first
    }

    /// Every call told so far in this process, once each, sorted: `<framework>: <message>`.
    public static var notes: [String] {
        lock.withLock { told.sorted() }
    }
}
