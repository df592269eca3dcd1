import Foundation

/// What every fuzz target shares: the input as `Data`, and a private folder to write it into for readers
/// that take a file (the project reader follows `#include`s and folders relative to it).
public enum FuzzInput {
    public static func data(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Data { Data(bytes: bytes, count: count) }

    /// A folder of this process's own, made once.
    public static let folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-fuzz-\(getpid())")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    /// Writes `data` to `name` in ``folder`` (creating its parent folders) and returns its URL.
    public static func write(_ data: Data, to name: String) -> URL {
        let url = folder.appendingPathComponent(name)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: url)
        return url
    }
}
