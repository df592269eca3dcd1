import Foundation
import Testing

/// The streak widget force-unwraps a file the app writes. Run as a user runs it — the package's own
/// executable — `check` reports the crash as a finding and still checks the other widget; with the
/// team's fixtures the streak widget renders.
@Suite struct AppDataTests {
    static let packageFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs the package's built executable in the package folder; returns the exit status and the JSON report.
    private func check(_ arguments: [String]) throws -> (status: Int32, report: [String: Any]) {
        // Beside the test binary: the package may be built in another scratch path (`make test` builds it in
        // Widgetry's own build folder).
        let executable = try #require([Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent("PlantCareWidgets"),
                          Self.packageFolder.appendingPathComponent(".build/debug/PlantCareWidgets")]
            .compactMap { $0 }.first { FileManager.default.isExecutableFile(atPath: $0.path) },
            "PlantCareWidgets is built beside the tests (swift build --build-tests)")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("plantcare-\(UUID().uuidString).json")
        let process = Process()
        process.executableURL = executable
        process.currentDirectoryURL = Self.packageFolder
        process.arguments = ["check", "--device", "iPhone 16", "--size-category", "large", "--appearance", "light", "--json", "--json-output", output.path] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["WIDGETRY_FIXTURES"] = "/nonexistent"
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: output)) as? [String: Any] ?? [:]
        return (process.terminationStatus, report)
    }

    @Test("Without the app's data the streak widget is a crash finding, and the plant widget is still checked")
    func crashIsAFinding() throws {
        let (status, report) = try check([])
        #expect(status == 1)
        // The crashed widget is a failed cell carrying Swift's own message, with the line that crashed.
        let failures = report["failures"] as? [String] ?? []
        #expect(failures.contains { $0.contains("StreakWidget") && $0.contains("Fatal error") && $0.contains("StreakWidget.swift:") })
        // The plant widget: 2 families × 1 device × 1 size × 1 appearance, plus the two previews' 3 entries.
        #expect((report["cellCount"] as? Int ?? 0) >= 2 + 3)
    }

    @Test("With --fixtures the streak widget renders and the run is clean")
    func fixturesSupplyTheData() throws {
        let (status, report) = try check(["--fixtures", "Fixtures"])
        #expect((report["failures"] as? [String] ?? []).isEmpty)
        #expect(status == 0)
    }
}
