import Foundation
import Logging
import WidgetryKit

/// Where and what a ``PreviewServer`` serves.
public struct PreviewServerConfiguration: Sendable {
    /// The address to bind. Loopback unless told otherwise: the server renders arbitrary widget settings
    /// on request, which is for the team's own machines, not the open network.
    public var host: String
    /// The port; 0 picks a free one.
    public var port: Int
    /// The widgets served.
    public var catalog: WidgetCatalog
    /// Queue, cache and size bounds.
    public var limits: PreviewLimits
    /// The widgets' asset folder to watch for changes (and to serve under `/assets/`), if any.
    public var watchDirectory: URL?
    /// Seconds between polls of `watchDirectory`.
    public var watchInterval: Double
    /// Where request lines and server events go.
    public var logger: Logger

    /// A configuration; by default `127.0.0.1:8080` with limits sized for this machine.
    public init(host: String = "127.0.0.1", port: Int = 8080, catalog: WidgetCatalog, limits: PreviewLimits = PreviewLimits(),
                watchDirectory: URL? = nil, watchInterval: Double = 1, logger: Logger = Logger(label: "widgetry.serve")) {
        self.host = host; self.port = port; self.catalog = catalog; self.limits = limits
        self.watchDirectory = watchDirectory; self.watchInterval = watchInterval; self.logger = logger
    }
}
