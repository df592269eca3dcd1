import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// `widgetry serve` as a user runs it: prints the URL, serves, and on SIGINT or SIGTERM stops accepting
/// connections, finishes and exits 0.
@Suite(.serialized) struct ShutdownTests {
    /// The `widgetry` executable built beside the tests.
    static func executable() throws -> URL {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("widgetry"),
            ServerFixture.packageRoot.appendingPathComponent(".build/debug/widgetry"),
        ]
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw FixtureError("the widgetry executable was not found at \(candidates.map(\.path)); build it first (`swift build`, or `swift build --build-tests` which `make test` runs)")
        }
        return found
    }

    /// Starts `widgetry serve --port 0` and returns the process and the URL it printed.
    static func start() throws -> (Process, URL, Pipe) {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = ["serve", "--port", "0"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Read the start-up line: "Widgetry preview: http://127.0.0.1:PORT/  (loopback only; …)".
        var text = ""
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline, !text.contains("\n") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        guard let range = text.range(of: #"http://127\.0\.0\.1:\d+/"#, options: .regularExpression), let url = URL(string: String(text[range])) else {
            kill(process.processIdentifier, SIGKILL)
            throw FixtureError("serve did not print its URL; it printed: \(text)")
        }
        #expect(text.contains("loopback"))
        return (process, url, output)
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func signalStopsTheServerCleanly(signal: Int32) async throws {
        let (process, url, output) = try Self.start()
        // SIGKILL if the test fails midway: children of the test process may have SIGTERM blocked.
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        let (_, page) = try await URLSession.shared.data(from: url)
        #expect((page as? HTTPURLResponse)?.statusCode == 200)
        kill(process.processIdentifier, signal)
        let deadline = Date().addingTimeInterval(20)
        while process.isRunning && Date() < deadline { try await Task.sleep(for: .milliseconds(50)) }
        #expect(!process.isRunning, "still running 20 s after signal \(signal)")
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        let rest = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(rest.contains("stopped"))
        // The port is closed.
        await #expect(throws: (any Error).self) { _ = try await URLSession.shared.data(from: url) }
    }
}
