import Foundation
import Testing
@testable import WidgetryFrontDoor

/// After Widgetry changes, a project's modules are compiled again: the stamp that decides it must change with any of
/// Widgetry's sources and stay put otherwise (a stamp that changed every run would recompile every check).
@Suite struct WidgetrySourcesStampTests {
    private func widgetry() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("stamp-\(UUID().uuidString)")
        let kit = root.appendingPathComponent("Sources/WidgetryKit")
        try FileManager.default.createDirectory(at: kit, withIntermediateDirectories: true)
        try Data("// swift-tools-version: 6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
        try Data("public struct WidgetCatalog { public var widgets: [String] }\n".utf8).write(to: kit.appendingPathComponent("WidgetCatalog.swift"))
        return root
    }

    @Test("The stamp is the same while Widgetry's sources are; a changed, added or re-pinned file changes it")
    func followsTheSources() throws {
        let root = try widgetry()
        defer { try? FileManager.default.removeItem(at: root) }
        let first = WidgetrySourcesStamp.current(of: root)
        #expect(WidgetrySourcesStamp.current(of: root) == first)
        #expect(first.hasPrefix("2 files"))

        // A public struct that gains a stored property: the edit that crashed stale builds.
        let catalog = root.appendingPathComponent("Sources/WidgetryKit/WidgetCatalog.swift")
        try Data("public struct WidgetCatalog { public var widgets: [String]; public var controls: [String] }\n".utf8).write(to: catalog)
        let edited = WidgetrySourcesStamp.current(of: root)
        #expect(edited != first)

        // The same size, only touched later (a checkout switching branches writes files anew).
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: catalog.path)
        let touched = WidgetrySourcesStamp.current(of: root)
        #expect(touched != edited)

        try Data("public enum Added {}\n".utf8).write(to: root.appendingPathComponent("Sources/WidgetryKit/Added.swift"))
        #expect(WidgetrySourcesStamp.current(of: root).hasPrefix("3 files"))
        let added = WidgetrySourcesStamp.current(of: root)
        try Data("{}\n".utf8).write(to: root.appendingPathComponent("Package.resolved"))
        #expect(WidgetrySourcesStamp.current(of: root) != added)
    }

    @Test("A package records the stamp of its last build, and has none before its first")
    func recordedPerPackage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stamp-package-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(WidgetrySourcesStamp.recorded(in: folder) == nil)
        WidgetrySourcesStamp.record("2 files, 1f", in: folder)
        #expect(WidgetrySourcesStamp.recorded(in: folder) == "2 files, 1f")
    }
}
