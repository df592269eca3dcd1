import Foundation
import Testing
@testable import WidgetryFrontDoor
import WidgetryXcode

/// `serve --project` rebuilds when the extension's files change: the watcher says which did.
@Suite struct SourceWatcherTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("watcher-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Sets a file's modification date explicitly, so the test does not depend on the file system's clock
    /// resolution (one second on some).
    private func touch(_ file: URL, _ date: Date) throws {
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: file.path)
    }

    @Test("An edited file is reported once; untouched files are not")
    func editedFileReportedOnce() throws {
        let root = try folder()
        let a = root.appendingPathComponent("EntryView.swift"), b = root.appendingPathComponent("Provider.swift")
        try "struct A {}".write(to: a, atomically: true, encoding: .utf8)
        try "struct B {}".write(to: b, atomically: true, encoding: .utf8)
        var watcher = SourceWatcher(files: [a, b])
        #expect(watcher.changes().isEmpty)
        try "struct A { let x = 1 }".write(to: a, atomically: true, encoding: .utf8)
        try touch(a, Date(timeIntervalSinceNow: 5))
        #expect(watcher.changes() == [a])
        #expect(watcher.changes().isEmpty, "a change is reported once")
    }

    @Test("Same size, new date counts (an editor saving the same length); a removed file and its return count")
    func dateRemovalAndReturn() throws {
        let root = try folder()
        let file = root.appendingPathComponent("Widget.swift")
        try "let a = 1".write(to: file, atomically: true, encoding: .utf8)
        try touch(file, Date(timeIntervalSince1970: 1_780_000_000))
        var watcher = SourceWatcher(files: [file])
        try "let b = 2".write(to: file, atomically: true, encoding: .utf8)
        try touch(file, Date(timeIntervalSince1970: 1_780_000_010))
        #expect(watcher.changes() == [file])
        try FileManager.default.removeItem(at: file)
        #expect(watcher.changes() == [file])
        try "let c = 3".write(to: file, atomically: true, encoding: .utf8)
        #expect(watcher.changes() == [file])
    }

    @Test("Files added to the watch start from their state then; files already watched keep theirs")
    func watchingMoreFiles() throws {
        let root = try folder()
        let old = root.appendingPathComponent("Old.swift"), new = root.appendingPathComponent("New.swift")
        try "1".write(to: old, atomically: true, encoding: .utf8)
        var watcher = SourceWatcher(files: [old])
        try "22".write(to: old, atomically: true, encoding: .utf8)
        try "3".write(to: new, atomically: true, encoding: .utf8)
        watcher.watch([old, new])
        // The edit of Old.swift before the new watch is still reported; New.swift is not, until it changes.
        #expect(watcher.changes() == [old])
        try "333".write(to: new, atomically: true, encoding: .utf8)
        #expect(watcher.changes() == [new])
    }

    @Test("A folder given with --sources is watched, so a file added to it triggers a rebuild")
    func watchedFilesIncludeFolders() throws {
        let root = try folder()
        let file = root.appendingPathComponent("Widget.swift")
        try "struct W {}".write(to: file, atomically: true, encoding: .utf8)
        let target = TargetSources(name: "W", moduleName: "W", swiftFiles: [file])
        let watched = FrontDoor.watchedFiles(target: target, frameworks: [], request: FrontDoorRequest(sources: [root]))
        #expect(watched.contains(file.standardizedFileURL) && watched.contains(root.standardizedFileURL))
    }
}
