// What a widget file written for iOS sees: Apple's API and nothing of the engine. The engine's steps live in
// WidgetryPipeline (not re-exported by any facade) and its layout entry points have `package` access, so a
// file compiled outside this package — as the front door compiles a team's extension — cannot name them.
// Test targets are inside the package and see `package` symbols, so the check compiles small files with
// `swiftc` against the modules this build produced, as a separate package's code would be.
import Foundation
import Testing

@Suite struct EngineBoundaryTests {
    /// The build folder holding the test binary (`.build/<triple>/debug`), whose `Modules/` the files import.
    private static let buildFolder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .standardizedFileURL

    private static let swiftc: URL? = (ProcessInfo.processInfo.environment["PATH"] ?? "")
        .split(separator: ":")
        .map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }

    private static var canCompile: Bool {
        swiftc != nil && FileManager.default.fileExists(atPath: buildFolder.appendingPathComponent("Modules/WidgetKit.swiftmodule").path)
    }

    /// The C modules the Swift modules were built against: generated maps in the build folder, maps shipped in
    /// the sources (ours and the dependencies' checkouts), and pkg-config's include paths for Pango and Cairo.
    private static func clangArguments() throws -> [String] {
        var maps: [String] = []
        let files = FileManager.default
        for entry in (try? files.contentsOfDirectory(atPath: buildFolder.path)) ?? [] where entry.hasSuffix(".build") && !entry.hasSuffix("-tool.build") {
            let map = buildFolder.appendingPathComponent(entry).appendingPathComponent("module.modulemap")
            if files.fileExists(atPath: map.path) { maps.append(map.path) }
        }
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let checkouts = buildFolder.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("checkouts")
        for root in [packageRoot.appendingPathComponent("Sources"), checkouts] {
            let walker = files.enumerator(at: root, includingPropertiesForKeys: nil)
            while let url = walker?.nextObject() as? URL {
                if url.lastPathComponent == "module.modulemap", url.path.contains("/Sources/"), !url.path.contains("/Benchmarks/") {
                    maps.append(url.path)
                }
            }
        }
        let includes = try run("/usr/bin/env", ["pkg-config", "--cflags-only-I", "pangocairo", "gdk-pixbuf-2.0", "poppler-glib"]).output
            .split(separator: " ").map { String($0).trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        return maps.flatMap { ["-Xcc", "-fmodule-map-file=\($0)"] } + includes.flatMap { ["-Xcc", $0] }
    }

    private static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Type-checks `source` as a file of another package would be: against the built modules, without this
    /// package's name.
    private func typecheck(_ source: String) throws -> (status: Int32, output: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("engine-boundary-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("WidgetFile.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let swiftc = try #require(Self.swiftc)
        return try Self.run(swiftc.path, ["-typecheck", "-parse-as-library", "-I", Self.buildFolder.appendingPathComponent("Modules").path]
                            + Self.clangArguments() + [file.path])
    }

    @Test("A widget file written for iOS type-checks against the built facades (the harness can say yes)",
          .enabled(if: canCompile, "needs swiftc and the built modules"))
    func appleAPICompiles() throws {
        let result = try typecheck("""
            import SwiftUI
            import WidgetKit

            struct Entry: TimelineEntry { let date: Date }
            struct EntryView: View {
                var entry: Entry
                var body: some View { Text(entry.date, style: .time).containerBackground(.fill, for: .widget) }
            }
            let family: WidgetFamily = .systemSmall
            """)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test("Neither `import WidgetKit` nor `import SwiftUI` lets a file name the engine's steps",
          .enabled(if: canCompile, "needs swiftc and the built modules"),
          arguments: ["WidgetKit", "SwiftUI"], ["WidgetRenderer", "WidgetCell", "LayoutEngine", "TapTargetMap"])
    func engineIsOutOfScope(module: String, name: String) throws {
        let result = try typecheck("""
            import \(module)
            let engineType = \(name).self
            """)
        #expect(result.status != 0)
        #expect(result.output.contains("cannot find '\(name)' in scope"), "\(result.output)")
    }

    @Test("The pipeline's types are library API for tools and tests: `import WidgetryPipeline` names them; the layout engine stays in the package",
          .enabled(if: canCompile, "needs swiftc and the built modules"))
    func toolsReachThePipeline() throws {
        let pipeline = try typecheck("""
            import WidgetryPipeline
            let cell = WidgetCell(family: .systemSmall)
            let renderer = WidgetRenderer.self
            let taps = TapTargetMap.self
            """)
        #expect(pipeline.status == 0, "\(pipeline.output)")
        let engine = try typecheck("""
            import WidgetryUI
            let engine = LayoutEngine.self
            """)
        #expect(engine.output.contains("cannot find 'LayoutEngine' in scope"), "\(engine.output)")
    }

    @Test("`import WidgetKit` brings WidgetKit's Live Activity API (configuration, Dynamic Island) and not ActivityKit's `Activity`, so a widget's own `Activity` type is not ambiguous",
          .enabled(if: canCompile, "needs swiftc and the built modules"))
    func widgetKitLeavesActivityKitsTypes() throws {
        // A survey extension's activity-suggestion widget names its model `Activity` and imports WidgetKit alone.
        let own = try typecheck("""
            import WidgetKit
            struct Activity { let title: String }
            struct SuggestionEntry: TimelineEntry { let date: Date; let activity: Activity }
            let regions: [DynamicIslandExpandedRegionPosition] = [.leading, .trailing]
            let modes: [DynamicIslandMode] = DynamicIslandMode.allCases
            """)
        #expect(own.status == 0, "\(own.output)")
        // ActivityKit's types come with `import ActivityKit`, as on iOS, and the configuration with WidgetKit.
        let live = try typecheck("""
            import ActivityKit
            import SwiftUI
            import WidgetKit
            struct Delivery: ActivityAttributes {
                struct ContentState: Codable, Hashable { var minutes: Int }
                var order: String
            }
            struct DeliveryLive: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: Delivery.self) { context in Text("\\(context.state.minutes) min") } dynamicIsland: { context in
                        DynamicIsland { DynamicIslandExpandedRegion(.leading) { Text(context.attributes.order) } } compactLeading: { Text("A") } compactTrailing: { Text("B") } minimal: { Text("C") }
                    }
                }
            }
            let started: Activity<Delivery>.Type = Activity<Delivery>.self
            """)
        #expect(live.status == 0, "\(live.output)")
        let withoutActivityKit = try typecheck("""
            import WidgetKit
            let started = Activity<Never>.self
            """)
        #expect(withoutActivityKit.output.contains("cannot find 'Activity' in scope"), "\(withoutActivityKit.output)")
    }
}
