import Foundation
import MCP
import SystemPackage
import Testing
import WidgetryGraphics

/// `widgetry mcp` as an agent starts it: a child process spoken to over its standard input and output.
@Suite(.serialized) struct MCPCommandProcessTests {
    /// The `widgetry` executable built beside the tests.
    static func executable() throws -> URL {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("widgetry"),
            root.appendingPathComponent(".build/debug/widgetry"),
        ]
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw ProcessTestError("the widgetry executable was not found at \(candidates.map(\.path)); build it first (`swift build --build-tests`)")
        }
        return found
    }

    struct ProcessTestError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    @Test("widgetry mcp: initialize, list tools, render a cell (a PNG comes back), check one, and exit 0 when stdin closes")
    func scriptedSession() async throws {
        let process = Process()
        process.executableURL = try Self.executable()
        process.arguments = ["mcp"]
        let toServer = Pipe(), fromServer = Pipe()
        process.standardInput = toServer
        process.standardOutput = fromServer
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        let transport = StdioTransport(input: FileDescriptor(rawValue: fromServer.fileHandleForReading.fileDescriptor),
                                       output: FileDescriptor(rawValue: toServer.fileHandleForWriting.fileDescriptor))
        let client = Client(name: "widgetry-process-test", version: "1")
        let initialized = try await client.connect(transport: transport)
        #expect(initialized.serverInfo.name == "widgetry")
        #expect(initialized.capabilities.tools != nil)

        let tools = try await client.listTools().tools.map(\.name)
        #expect(tools.contains("render_cell") && tools.contains("check"))

        let render = try await client.callTool(name: "render_cell", arguments: ["widget": "DayEventsFixedRows", "family": "systemMedium", "scale": 1])
        let png = try #require(MCPContent.png(in: render.content))
        #expect(Array(png.prefix(8)) == MCPContent.pngSignature)
        let image = try RasterImage.decodePNG(png)
        #expect(image.width > 0 && image.height > 0)

        let check = try await client.callTool(name: "check", arguments: [
            "widget": "DayEventsFixedRows", "family": "systemMedium", "sizeCategory": "accessibility5", "appearance": "dark",
        ])
        let json = try #require(MCPContent.json(in: check.content))
        #expect(json["cellsChecked"] as? Int == 1)
        #expect((json["cellsWithFindings"] as? Int ?? 0) == 1)

        await client.disconnect()
        try toServer.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(20)
        while process.isRunning, Date() < deadline { try await Task.sleep(for: .milliseconds(50)) }
        #expect(!process.isRunning)
        #expect(process.terminationStatus == 0)
    }
}
