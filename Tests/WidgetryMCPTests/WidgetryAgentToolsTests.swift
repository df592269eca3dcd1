import Foundation
import MCP
import Testing
import WidgetryGraphics
import WidgetryKit
import WidgetryMCP
import WidgetryReference
import WidgetrySamples

/// The tools through the SDK's own client and an in-memory transport: what an agent sends and receives,
/// without a process.
@Suite struct WidgetryAgentToolsTests {
    /// A client connected to a server over the samples.
    static func connected() async throws -> (Client, Server) {
        let (clientSide, serverSide) = await InMemoryTransport.createConnectedPair()
        let server = await WidgetryMCPServer.make(catalog: SampleWidgets.catalog)
        try await server.start(transport: serverSide)
        let client = Client(name: "widgetry-tests", version: "1")
        _ = try await client.connect(transport: clientSide)
        return (client, server)
    }

    @Test("tools/list names the five tools, each with an object input schema")
    func listsTools() async throws {
        let (client, server) = try await Self.connected()
        defer { Task { await client.disconnect(); await server.stop() } }
        let tools = try await client.listTools().tools
        #expect(tools.map(\.name).sorted() == ["check", "compare_renders", "layout_tree", "list_widgets", "render_cell"])
        for tool in tools { #expect(tool.inputSchema.objectValue?["type"]?.stringValue == "object") }
    }

    @Test("list_widgets names every sample widget with its supported families")
    func listsWidgets() async throws {
        let (client, server) = try await Self.connected()
        defer { Task { await client.disconnect(); await server.stop() } }
        let result = try await client.callTool(name: "list_widgets")
        let json = try #require(MCPContent.json(in: result.content))
        let widgets = try #require(json["widgets"] as? [[String: Any]])
        #expect(widgets.count == SampleWidgets.catalog.widgets.count)
        let fixed = try #require(widgets.first { $0["name"] as? String == "DayEventsFixedRows" })
        #expect(fixed["families"] as? [String] == ["systemMedium", "systemLarge"])
        #expect((json["devices"] as? [String])?.contains("iPhone 16") == true)
    }

    @Test("render_cell returns a PNG of the family's size on the device at the asked scale")
    func rendersPNG() async throws {
        let (client, server) = try await Self.connected()
        defer { Task { await client.disconnect(); await server.stop() } }
        let result = try await client.callTool(name: "render_cell", arguments: [
            "widget": "DailyQuote", "family": "systemMedium", "device": "iPhone 16", "appearance": "dark", "scale": 2,
        ])
        #expect(result.isError != true)
        let png = try #require(MCPContent.png(in: result.content))
        #expect(Array(png.prefix(8)) == MCPContent.pngSignature)
        let image = try RasterImage.decodePNG(png)
        // The published medium widget size on the device, in points, times the scale asked for.
        let size = try #require(DeviceCatalog.device(named: "iPhone 16")?.size(for: .systemMedium))
        #expect(image.width == Int(size.width * 2) && image.height == Int(size.height * 2))
    }

    @Test("check of one cell returns the fixed-row sample's truncated text as JSON findings")
    func checksCell() async throws {
        let (client, server) = try await Self.connected()
        defer { Task { await client.disconnect(); await server.stop() } }
        let result = try await client.callTool(name: "check", arguments: [
            "widget": "DayEventsFixedRows", "family": "systemMedium", "sizeCategory": "accessibility3", "appearance": "light",
        ])
        let json = try #require(MCPContent.json(in: result.content))
        #expect(json["cellsChecked"] as? Int == 1)
        let cells = try #require(json["cells"] as? [[String: Any]])
        let findings = try #require(cells.first?["findings"] as? [[String: Any]])
        #expect(findings.contains { ($0["kind"] as? String)?.contains("truncat") == true })
    }

    @Test("check of a family without size and appearance runs every text size in light and dark")
    func checksFamily() async throws {
        let (client, server) = try await Self.connected()
        defer { Task { await client.disconnect(); await server.stop() } }
        let result = try await client.callTool(name: "check", arguments: ["widget": "DailyQuote", "family": "systemSmall", "context": "homeScreen"])
        let json = try #require(MCPContent.json(in: result.content))
        // Widgets take Large…AX5 (HIG, Widgets): Large, xLarge, xxLarge, xxxLarge and AX1–AX5 are 9 text sizes,
        // each in light and dark, in the one context named.
        #expect(DynamicTypeSize.allCases.filter { DynamicTypeSize.widgetSupportedRange.contains($0) }.count == 9)
        #expect(json["cellsChecked"] as? Int == 9 * 2)
    }

    @Test("layout_tree gives frames and view paths, the root spanning the widget")
    func layoutTree() async throws {
        let (client, server) = try await Self.connected()
        defer { Task { await client.disconnect(); await server.stop() } }
        let result = try await client.callTool(name: "layout_tree", arguments: ["widget": "DailyQuote", "family": "systemSmall"])
        let text = try #require(MCPContent.text(in: result.content))
        let json = try #require(MCPContent.json(in: result.content))
        let canvas = try #require(json["canvas"] as? [String: Double])
        let size = try #require(DeviceCatalog.defaultDevice.size(for: .systemSmall))
        #expect(canvas["width"] == Double(size.width) && canvas["height"] == Double(size.height))
        #expect(text.contains("\"path\""))
        #expect(text.contains("Text("))
    }

    @Test("compare_renders: a cell against itself is identical; light against dark differs, with a difference image")
    func comparesRenders() async throws {
        let (client, server) = try await Self.connected()
        defer { Task { await client.disconnect(); await server.stop() } }
        let light: Value = ["widget": "DailyQuote", "family": "systemSmall", "appearance": "light"]
        let dark: Value = ["widget": "DailyQuote", "family": "systemSmall", "appearance": "dark"]
        let same = try #require(MCPContent.json(in: try await client.callTool(name: "compare_renders", arguments: ["before": light, "after": light]).content))
        #expect(same["identical"] as? Bool == true)
        #expect(same["differentPixels"] as? Int == 0)
        let changed = try await client.callTool(name: "compare_renders", arguments: ["before": light, "after": dark])
        let summary = try #require(MCPContent.json(in: changed.content))
        #expect(summary["identical"] as? Bool == false)
        #expect((summary["differentPixels"] as? Int ?? 0) > 0)
        #expect(MCPContent.png(in: changed.content) != nil)
    }

    @Test("Bad arguments come back as an error result naming the accepted values")
    func badArguments() async throws {
        let (client, server) = try await Self.connected()
        defer { Task { await client.disconnect(); await server.stop() } }
        let result = try await client.callTool(name: "render_cell", arguments: ["widget": "DailyQuote", "family": "systemHuge"])
        #expect(result.isError == true)
        let message = try #require(MCPContent.text(in: result.content))
        #expect(message.contains("unknown family 'systemHuge'") && message.contains("systemMedium"))
        let missing = try await client.callTool(name: "check", arguments: ["widget": "NoSuchWidget"])
        #expect(MCPContent.text(in: missing.content)?.contains("known widgets: DayEvents") == true)
    }
}
