import Foundation
import Testing

/// The hand-written string files under `Fixtures/`.
enum Fixtures {
    static func root() throws -> URL {
        try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil)).standardizedFileURL
    }

    /// The file at `path` under `Fixtures/` (e.g. "Catalog/Localizable.xcstrings").
    static func url(_ path: String) throws -> URL {
        try root().appendingPathComponent(path)
    }

    /// A new empty folder for a test to write into.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("WidgetryLocalizationTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes `data` to `path` under `folder`, creating the folders on the way, and returns its URL.
    @discardableResult
    static func write(_ data: Data, to path: String, in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
        return url
    }
}
