import Foundation

/// Problems with fixture files, written to standard error once each (a report on standard output stays
/// clean), so a data-store facade degrades to empty results with the reason shown.
public enum FixtureWarnings {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var reported: Set<String> = []

    public static func report(_ message: String) {
        let first = lock.withLock { reported.insert(message).inserted }
        if first { FileHandle.standardError.write(Data("warning: \(message)\n".utf8)) }
    }
}
