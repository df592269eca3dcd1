import Foundation
import Testing
import WidgetryXcode

/// The fixture projects under `Fixtures/`, and paths relative to them so expectations read as a
/// project's folder does.
enum Fixtures {
    static func root() throws -> URL {
        try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil)).standardizedFileURL
    }

    /// The project at `path` under `Fixtures/` (e.g. "Classic/Plants.xcodeproj").
    static func project(_ path: String) throws -> XcodeProject {
        try XcodeProject(contentsOf: root().appendingPathComponent(path))
    }

    /// The folder holding the project at `path`, which its relative paths start from.
    static func folder(of path: String) throws -> URL {
        try root().appendingPathComponent(path).deletingLastPathComponent()
    }

    /// `urls` as paths relative to `base`; a URL outside `base` keeps its full path, so it shows in a failure.
    static func relative(_ urls: [URL], to base: URL) -> [String] {
        let prefix = base.standardizedFileURL.path + "/"
        return urls.map { $0.path.hasPrefix(prefix) ? String($0.path.dropFirst(prefix.count)) : $0.path }
    }

    static func relative(_ url: URL?, to base: URL) -> String? {
        url.map { relative([$0], to: base)[0] }
    }

    /// A copy of the fixture folder at `path` (e.g. "Synchronized") in a new temporary folder, for a test
    /// that changes or removes files; the caller removes it.
    static func copy(_ path: String) throws -> URL {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("WidgetryXcodeTests-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: try root().appendingPathComponent(path), to: copy)
        return copy.standardizedFileURL
    }

    /// A new empty folder for a test to write into.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("WidgetryXcodeTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.standardizedFileURL
    }

    /// Writes `text` to `path` under `folder`, creating the folders on the way.
    static func write(_ text: String, to path: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}
