import Foundation
import MCP
import WidgetryKit

/// The Model Context Protocol server behind `widgetry mcp`: the SDK's `Server` with ``WidgetryAgentTools``
/// as its tools, on whatever transport it is started with (standard input/output for an agent, an
/// in-memory pair in tests).
public enum WidgetryMCPServer {
    /// The server's name in `initialize` results.
    public static let name = "widgetry"
    /// The server's version in `initialize` results.
    public static let version = "0.1.0"

    /// A server over `catalog` with its tool handlers registered; start it with `start(transport:)`.
    public static func make(catalog: WidgetCatalog) async -> Server {
        let tools = WidgetryAgentTools(catalog: catalog)
        let server = Server(
            name: name, version: version,
            instructions: "Widgetry lays out and renders iOS widgets on Linux. Call list_widgets first; render_cell shows a cell as PNG, "
                + "check reports truncated/clipped/illegible text across text sizes, layout_tree gives frames and view paths, "
                + "compare_renders diffs two renders (render before an edit, save the PNG, compare after).",
            capabilities: .init(tools: .init(listChanged: false)))
        await server.withMethodHandler(ListTools.self) { _ in ListTools.Result(tools: WidgetryAgentTools.tools) }
        await server.withMethodHandler(CallTool.self) { params in tools.call(params.name, arguments: params.arguments) }
        return server
    }
}
