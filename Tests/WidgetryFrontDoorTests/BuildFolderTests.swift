import Foundation
import Testing
@testable import WidgetryFrontDoor

/// Where the generated package is built: in Widgetry's own build folder when it may be written, so a
/// project's first check reuses Widgetry's compiled modules; in the cache otherwise.
@Suite struct BuildFolderTests {
    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-build-folder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("A writable Widgetry package is built in its own .build; WIDGETRY_SHARED_BUILD=0 keeps the cache's")
    func sharedWhenWritable() throws {
        let widgetry = try temporaryFolder()
        let cache = try temporaryFolder()
        #expect(BuildFolder.choose(widgetryPackage: widgetry, cache: cache, environment: [:]).path == widgetry.appendingPathComponent(".build").path)
        #expect(BuildFolder.choose(widgetryPackage: widgetry, cache: cache, environment: ["WIDGETRY_SHARED_BUILD": "0"]).path
            == cache.appendingPathComponent("build").path)
    }

    @Test("A Widgetry package nobody may write (a system-wide install) leaves the build to the cache")
    func cacheWhenReadOnly() throws {
        // A path that cannot be created or written by anyone: the folder does not exist under /proc.
        let readOnly = URL(fileURLWithPath: "/proc/widgetry-not-writable")
        let cache = try temporaryFolder()
        #expect(BuildFolder.choose(widgetryPackage: readOnly, cache: cache, environment: [:]).path == cache.appendingPathComponent("build").path)
    }

    @Test("The generated package starts from Widgetry's pins and keeps its own once it has them")
    func pinsCopiedOnce() throws {
        let widgetry = try temporaryFolder()
        let package = try temporaryFolder()
        try Data("{\"pins\":[],\"version\":2}".utf8).write(to: widgetry.appendingPathComponent("Package.resolved"))
        try BuildFolder.pinDependencies(of: package, like: widgetry)
        #expect(try String(contentsOf: package.appendingPathComponent("Package.resolved"), encoding: .utf8) == "{\"pins\":[],\"version\":2}")
        // The package resolved an extra dependency of its own since: that resolution is kept.
        try Data("{\"pins\":[{\"identity\":\"extra\"}],\"version\":2}".utf8).write(to: package.appendingPathComponent("Package.resolved"))
        try BuildFolder.pinDependencies(of: package, like: widgetry)
        #expect(try String(contentsOf: package.appendingPathComponent("Package.resolved"), encoding: .utf8).contains("extra"))
    }

    @Test("Another package's saved plan is forgotten: the plan files go, the compiled modules of others stay")
    func forgetsStalePlan() throws {
        let build = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: build) }
        let debug = build.appendingPathComponent("x86_64-unknown-linux-gnu/debug")
        try FileManager.default.createDirectory(at: debug.appendingPathComponent("WidgetryUI.build"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: build.appendingPathComponent("debug"), withDestinationURL: debug)
        for file in [debug.appendingPathComponent("description.json"), build.appendingPathComponent("debug.yaml")] {
            try Data("{}".utf8).write(to: file)
        }
        // The message SwiftPM prints when it reuses another package's plan is recognised.
        #expect(BuildFolder.stalePlanMessages.contains { "error: No target named 'Clock-x86_64-unknown-linux-gnu-debug.exe' in build description".contains($0) })
        BuildFolder.forgetBuildPlan(in: build)
        #expect(!FileManager.default.fileExists(atPath: debug.appendingPathComponent("description.json").path))
        #expect(!FileManager.default.fileExists(atPath: build.appendingPathComponent("debug.yaml").path))
        #expect(FileManager.default.fileExists(atPath: debug.appendingPathComponent("WidgetryUI.build").path))
    }
}
