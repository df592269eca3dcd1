import Foundation
import Testing
@testable import WidgetryCLI

/// A check whose filters leave no cell fails with its own status, its report still written: a CI job that checks nothing
/// (a bundle of Live Activities run with --no-previews, a family the widgets do not support) must not pass silently.
@Suite struct EmptyCheckTests {
    func check(_ extra: [String]) throws -> (status: Int32, report: [String: Any]) {
        let executable = CrashIsolationTests.hostileExecutable
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build it first: swift build --build-tests")
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-empty-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: report) }
        let process = Process()
        process.executableURL = executable
        // The healthy widget supports no accessory family: the filters leave nothing to check.
        process.arguments = ["check", "--widget", "Healthy", "--family", "accessoryCircular", "--device", "iPhone 16",
                             "--size-category", "large", "--appearance", "light", "--json-output", report.path] + extra
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any] ?? [:]
        return (process.terminationStatus, json)
    }

    @Test("Nothing checked exits 2 with the report written and a note saying why; --allow-empty exits 0")
    func nothingChecked() throws {
        let empty = try check([])
        #expect(empty.status == CheckCommand.nothingCheckedStatus)
        #expect(empty.report["cellCount"] as? Int == 0)
        #expect((empty.report["notes"] as? [String] ?? []).contains { $0.hasPrefix("nothing was checked: no widget supports the families asked for") })
        #expect(try check(["--allow-empty"]).status == 0)
    }
}
