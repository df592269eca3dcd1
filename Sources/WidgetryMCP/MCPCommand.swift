import ArgumentParser
import Dispatch
import Foundation
import MCP
import Synchronization
import SystemPackage
import WidgetryCLI

/// `widgetry mcp`: serves the Model Context Protocol over standard input and output, for coding agents
/// (docs/agents.md). With `--project`/`--sources` it serves the widget extension the front door builds.
///
/// Kept out of the core commands, as `serve` is, so a widget package that does not serve agents pays
/// nothing for the SDK: add it with `WidgetryCommand.run(catalog:extraCommands: [MCPCommand.self])`.
public struct MCPCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve the widgets to a coding agent over the Model Context Protocol (stdin/stdout; see docs/agents.md).",
        discussion: "Tools: list_widgets, render_cell, check, layout_tree, compare_renders. Ends when standard input closes.")

    @OptionGroup(title: "Widget code from a project or folders") var source: SourceOptions

    public init() {}

    public func run() throws {
        try source.forwardIfGiven(command: "mcp")
        // The protocol's messages go to the report stream: the process's standard output as it started.
        // Descriptor 1 now leads to standard error, so what widget code prints cannot corrupt a message.
        let transport = StdioTransport(input: .standardInput, output: FileDescriptor(rawValue: ReportStream.descriptor))
        let catalog = WidgetryCommand.catalog
        let outcome = Mutex<(any Error)?>(nil)
        let finished = DispatchSemaphore(value: 0)
        Task {
            do {
                let server = await WidgetryMCPServer.make(catalog: catalog)
                try await server.start(transport: transport)
                await server.waitUntilCompleted()
                await server.stop()
            } catch {
                outcome.withLock { $0 = error }
            }
            finished.signal()
        }
        finished.wait()
        if let error = outcome.withLock({ $0 }) { throw error }
    }
}
