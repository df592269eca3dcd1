import Foundation

/// Calls whose effect a Linux run cannot have (a Bluetooth scan, a background task, a VPN tunnel), told
/// once each on standard error as a note, so a report on standard output stays clean and the user still
/// sees that the call went nowhere.
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
}
