import Foundation
import Testing
@testable import WidgetryCLI

/// A bundle's Live Activity that no preview draws is checked with sample content (`--no-previews` included), in a probe
/// first like any widget code: the hostile executable's two Live Activities (Tests/HostileWidgets).
@Suite struct LiveActivitySamplingTests {
    func check(widget: String) throws -> [String: Any] {
        let executable = CrashIsolationTests.hostileExecutable
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build it first: swift build --build-tests")
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-sampled-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: report) }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["check", "--widget", widget, "--no-previews", "--device", "iPhone 16", "--size-category", "large",
                             "--appearance", "light", "--display-setting", "standard", "--json-output", report.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any] ?? [:]
    }

    @Test("a Live Activity with no preview is checked in every presentation, and the report says its content was made up")
    func sampledActivityIsChecked() throws {
        let report = try check(widget: "TripActivityWidget")
        let families = Set((report["checkedFamilies"] as? [[String: String]] ?? []).compactMap { $0["family"] })
        // iPhone 16 has a Dynamic Island: the Lock Screen and the island's four presentations.
        #expect(families == ["liveActivity.lockScreen", "liveActivity.compactLeading", "liveActivity.compactTrailing", "liveActivity.minimal",
                             "liveActivity.expanded"], "\(report)")
        // One text size and one display setting: the Lock Screen in light, the island's four in dark (it is black in either).
        #expect(report["cellCount"] as? Int == 5)
        #expect((report["failures"] as? [String] ?? []).isEmpty)
        let notes = report["notes"] as? [String] ?? []
        #expect(notes.contains { $0.hasPrefix("1 Live Activity checked with sample content (TripActivityWidget)") }, "\(notes)")
        #expect(!notes.contains { $0.hasPrefix("nothing was checked") })
    }

    @Test("a Live Activity whose view crashes on the sample content is a failed cell with the crash, the report still written")
    func crashingSampleIsAFailedCell() throws {
        let report = try check(widget: "FragileActivityWidget")
        let failures = report["failures"] as? [String] ?? []
        #expect(failures.count == 1, "\(failures)")
        #expect(failures.first?.hasPrefix("FragileActivityWidget (sample content) ·") == true, "\(failures)")
        #expect(failures.first?.contains("Index out of range") == true, "\(failures)")
    }
}
