import ArgumentParser
import Dispatch
import Foundation
import Logging
import Synchronization
import WidgetryCLI
import WidgetryServer

/// `widgetry serve`: the live preview page and its API, on loopback unless told otherwise.
///
/// Kept out of the core commands so that a widget package that does not serve pays nothing for the server
/// (Hummingbird and SwiftNIO): add it with `WidgetryCommand.run(catalog:extraCommands: [ServeCommand.self])`.
public struct ServeCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve a live preview page of the widgets (see docs/server.md).",
        discussion: "Binds 127.0.0.1 unless --host says otherwise. Stops cleanly on Ctrl-C (SIGINT) or SIGTERM.")

    @OptionGroup(title: "Widget code from a project or folders") var source: SourceOptions

    @Option(help: "Address to bind; 0.0.0.0 shares the preview with the network.")
    var host: String = "127.0.0.1"

    @Option(help: "Port to listen on; 0 picks a free one.")
    var port: Int = 8080

    @Option(help: "The widgets' asset folder: re-render and refresh the page when it changes.")
    var watch: String?

    @Option(name: .customLong("max-renders"), help: "Renders at once (default: 2 × cores).")
    var maxRenders: Int?

    @Option(name: .customLong("max-waiting"), help: "Requests that may wait for a render before getting 503 (default: 8 × cores).")
    var maxWaiting: Int?

    public init() {}

    public func validate() throws {
        if !(0...65_535).contains(port) { throw ValidationError("--port must be between 0 and 65535, not \(port)") }
        if let maxRenders, maxRenders < 1 { throw ValidationError("--max-renders must be at least 1") }
        if let maxWaiting, maxWaiting < 0 { throw ValidationError("--max-waiting must be 0 or more") }
        if let watch {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: watch, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw ValidationError("--watch '\(watch)' is not a folder")
            }
        }
    }

    public func run() throws {
        try source.forwardIfGiven(command: "serve")
        var limits = PreviewLimits()
        if let maxRenders { limits.concurrentRenders = maxRenders }
        if let maxWaiting { limits.waitingRenders = maxWaiting }
        let configuration = PreviewServerConfiguration(
            host: host, port: port, catalog: WidgetryCommand.catalog, limits: limits,
            watchDirectory: watch.map { URL(fileURLWithPath: $0).standardizedFileURL })
        let server = PreviewServer(configuration: configuration)
        let host = self.host, watch = self.watch
        // ArgumentParser runs this synchronous command on the main thread; the server runs on Swift's
        // concurrency pool and NIO's threads, and this thread waits for it to finish.
        let outcome = Mutex<(any Error)?>(nil)
        let finished = DispatchSemaphore(value: 0)
        Task {
            do {
                try await server.run { port in
                    let scope = ["127.0.0.1", "::1", "localhost"].contains(host) ? "loopback only; --host 0.0.0.0 shares it" : "listening on \(host)"
                    // Written straight to the file descriptor: a pipe (a script waiting for the URL) would
                    // otherwise hold `print`'s buffered line until exit.
                    var lines = "Widgetry preview: \(PreviewServer.url(host: host, port: port))  (\(scope))\n"
                    if let watch { lines += "watching \(watch) for changes\n" }
                    lines += "Ctrl-C stops it.\n"
                    ReportStream.write(lines)
                }
            } catch {
                outcome.withLock { $0 = error }
            }
            finished.signal()
        }
        finished.wait()
        if let error = outcome.withLock({ $0 }) { throw error }
        ReportStream.write("Widgetry preview stopped.\n")
    }
}
