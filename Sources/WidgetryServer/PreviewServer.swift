import Foundation
import Hummingbird
import Logging
import WidgetryCheck
import WidgetryKit
import WidgetryReference

/// The live preview server behind `widgetry serve`: a page to explore a widget in any setting, and the
/// JSON and image API behind it (documented in `docs/server.md`).
///
/// CPU-bound work (layout, drawing, checks, simulations) goes through a bounded ``RenderQueue`` off the
/// event loops; results are kept in a ``RenderCache`` keyed by every input and the asset version.
public struct PreviewServer: Sendable {
    /// What is served and how.
    public let configuration: PreviewServerConfiguration
    /// The render queue (exposed so tests and callers can observe or occupy it).
    public let queue: RenderQueue
    /// The cache of recent results.
    public let cache: RenderCache
    /// The widgets and their asset version.
    public let catalog: LiveCatalog
    /// This server process's identity: a page that sees another one (the front door restarted the server after
    /// rebuilding the widget's code) reloads itself.
    public let instance = UUID().uuidString
    /// Names and families of the widgets, in catalog order.
    let infos: [API.WidgetInfo]

    /// A server for `configuration`.
    public init(configuration: PreviewServerConfiguration) {
        self.configuration = configuration
        queue = RenderQueue(concurrency: configuration.limits.concurrentRenders, waitingLimit: configuration.limits.waitingRenders)
        cache = RenderCache(capacity: configuration.limits.cacheEntries, byteCapacity: configuration.limits.cacheBytes)
        catalog = LiveCatalog(catalog: configuration.catalog, watchedDirectory: configuration.watchDirectory)
        infos = PreviewRenderer.describe(configuration.catalog)
    }

    /// The URL to open for a server bound to `host` and `port`.
    public static func url(host: String, port: Int) -> String {
        let shown = host.contains(":") ? "[\(host)]" : host
        return "http://\(shown == "0.0.0.0" ? "127.0.0.1" : shown):\(port)/"
    }

    // MARK: Running

    /// The Hummingbird application, bound to the configured host and port. `onRunning` receives the bound
    /// port (useful when the configured port is 0).
    public func makeApplication(onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) -> some ApplicationProtocol {
        Application(
            router: makeRouter(),
            configuration: ApplicationConfiguration(address: .hostname(configuration.host, port: configuration.port), serverName: "widgetry"),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? configuration.port) },
            logger: configuration.logger)
    }

    /// Serves until SIGINT or SIGTERM, then stops accepting connections, lets requests in flight finish
    /// and returns. Polls the watched folder meanwhile.
    public func run(onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        let watcher = startWatching()
        defer { watcher?.cancel() }
        try await makeApplication(onRunning: onRunning).runService()
    }

    /// Starts polling the watched folder, if there is one; cancel the task to stop.
    public func startWatching() -> Task<Void, Never>? {
        guard let directory = configuration.watchDirectory else { return nil }
        let watcher = AssetWatcher(directory: directory, interval: configuration.watchInterval)
        return Task { [catalog, cache, logger = configuration.logger] in
            await watcher.run {
                let version = catalog.assetsChanged()
                cache.removeAll()
                logger.info("assets changed in \(directory.path); version \(version)")
            }
        }
    }

    // MARK: Routes

    /// The routes: the page, its script and style, the API, and the watched asset folder.
    public func makeRouter() -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: RequestLogMiddleware(logger: configuration.logger))
        router.get("/") { _, _ in Self.page(PreviewPage.html, type: "text/html; charset=utf-8") }
        router.get("/app.js") { _, _ in Self.page(PreviewPage.script, type: "text/javascript; charset=utf-8") }
        router.get("/app.css") { _, _ in Self.page(PreviewPage.style, type: "text/css; charset=utf-8") }
        router.get("/api/widgets") { request, _ in try await widgets(request) }
        router.get("/api/render") { request, _ in try await cell(request, endpoint: "render", work: PreviewRenderer.image) }
        router.get("/api/diagnostics") { request, _ in try await cell(request, endpoint: "diagnostics", work: PreviewRenderer.diagnostics) }
        router.get("/api/check") { request, _ in try await check(request) }
        router.get("/api/simulate") { request, _ in try await simulate(request) }
        router.get("/api/version") { request, _ in
            _ = try QueryParameters(request, accepted: [])
            return try Self.json(API.VersionResponse(version: catalog.version, watching: configuration.watchDirectory?.path, instance: instance))
        }
        router.get("/api/stats") { request, _ in
            _ = try QueryParameters(request, accepted: [])
            return try Self.json(API.StatsResponse(queue: queue.statistics, cache: cache.statistics, version: catalog.version))
        }
        router.get("/assets/**") { request, _ in try assetFile(request) }
        return router
    }

    // MARK: Handlers

    private func widgets(_ request: Request) async throws -> Response {
        _ = try QueryParameters(request, accepted: ["v"])
        let (current, version) = catalog.current
        // Finding which widgets have timelines means simulating each one, so it is queued and cached like a render.
        let infos = self.infos
        let response = try await cached(key: "widgets|v\(version)") {
            let described = PreviewRenderer.timelines(current, infos: infos)
            let body = API.WidgetsResponse(
                widgets: described,
                devices: DeviceCatalog.all.map { device in
                    API.DeviceInfo(name: device.name, aliases: device.aliases, families: device.supportedFamilies.map(\.caseName), defaultScale: device.defaultScale,
                                   contexts: Dictionary(uniqueKeysWithValues: device.supportedFamilies.map { family in
                                       (family.caseName, PresentationContext.all(for: family, on: device.idiom).map(\.rawValue))
                                   }))
                },
                defaultDevice: DeviceCatalog.defaultDevice.name,
                sizeCategories: DynamicTypeSize.allCases.map(\.argumentName),
                appearances: ["light", "dark"], scales: Array(1...configuration.limits.maximumScale), formats: ["png", "svg"],
                version: version)
            return RenderCache.Item(data: try JSON.encode(body), contentType: "application/json; charset=utf-8")
        }
        return response
    }

    private func cell(_ request: Request, endpoint: String, work: @escaping @Sendable (CellQuery) throws -> RenderCache.Item) async throws -> Response {
        let (current, version) = catalog.current
        let query = try CellQuery(QueryParameters(request, accepted: CellQuery.parameterNames), catalog: current, infos: infos,
                                  limits: configuration.limits)
        return try await cached(key: query.key(endpoint, version: version)) { try work(query) }
    }

    private func check(_ request: Request) async throws -> Response {
        let parameters = try QueryParameters(request, accepted: ["widget", "device", "v"])
        let (current, version) = catalog.current
        let (widget, info) = try CellQuery.widget(parameters, catalog: current, infos: infos)
        let device = try CellQuery.device(parameters["device"])
        return try await cached(key: ["check", info.name, device.id, "v\(version)"].joined(separator: "|")) {
            try PreviewRenderer.check(widget, devices: [device])
        }
    }

    private func simulate(_ request: Request) async throws -> Response {
        let parameters = try QueryParameters(request, accepted: ["widget", "family", "device", "days", "start", "format", "v"])
        let (current, version) = catalog.current
        let (widget, info) = try CellQuery.widget(parameters, catalog: current, infos: infos)
        let device = try CellQuery.device(parameters["device"])
        let offered = info.families.compactMap(WidgetFamily.init(caseName:)).filter { device.size(for: $0) != nil }
        var family = offered.first ?? .systemSmall
        if let name = parameters["family"] {
            guard let parsed = WidgetFamily(argument: name), offered.contains(parsed) else {
                throw APIError.invalid("family", name, allowed: offered.map(\.caseName))
            }
            family = parsed
        }
        let maximum = configuration.limits.maximumSimulatedDays
        var days = 1.0
        if let text = parameters["days"] {
            guard let value = Double(text), value > 0, value <= maximum else {
                throw APIError.invalid("days", text, allowed: ["a number of days greater than 0 and at most \(maximum.formatted())"])
            }
            days = value
        }
        let (start, _) = try CellQuery.window(parameters, limits: configuration.limits)
        let svg: Bool
        switch parameters["format"] ?? "json" {
        case "json": svg = false
        case "svg": svg = true
        case let other: throw APIError.invalid("format", other, allowed: ["json", "svg"])
        }
        let chosen = (family: family, days: days)
        let key = ["simulate", info.name, family.caseName, device.id, String(days), String(start.timeIntervalSince1970), svg ? "svg" : "json", "v\(version)"]
        return try await cached(key: key.joined(separator: "|")) {
            try PreviewRenderer.simulate(widget, family: chosen.family, days: chosen.days, start: start, device: device, svg: svg)
        }
    }

    private func assetFile(_ request: Request) throws -> Response {
        // Work on the raw path, before any decoding, so an encoded separator or dot segment is seen as such.
        let path = request.uri.path
        guard let folder = configuration.watchDirectory,
              let resolved = AssetFolderResolver(root: folder).resolve(path.split(separator: "/", omittingEmptySubsequences: false).dropFirst(2).map { $0 }),
              let data = FileManager.default.contents(atPath: resolved.url.path) else {
            throw APIError.notFound(path)
        }
        return Response(status: .ok, headers: [.contentType: resolved.contentType, .cacheControl: "no-cache"],
                        body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    // MARK: Helpers

    /// The cached answer for `key`, or `work`'s, run in the render queue (503 when it is full).
    private func cached(key: String, work: @escaping @Sendable () throws -> RenderCache.Item) async throws -> Response {
        if let item = cache.item(for: key) { return Self.response(item, cache: "hit") }
        let item: RenderCache.Item
        do {
            item = try await queue.run(work)
        } catch is RenderQueue.Full {
            throw APIError.busy(retryAfter: configuration.limits.retryAfterSeconds)
        } catch let error as APIError {
            throw error
        } catch {
            throw APIError(status: .internalServerError, message: "\(error)")
        }
        cache.insert(item, for: key)
        return Self.response(item, cache: "miss")
    }

    private static func response(_ item: RenderCache.Item, cache: String) -> Response {
        var headers: HTTPFields = [.contentType: item.contentType, .cacheControl: "no-cache"]
        headers[RequestLogMiddleware<BasicRequestContext>.cacheHeader] = cache
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: item.data)))
    }

    private static func json(_ value: some Encodable) throws -> Response {
        Response(status: .ok, headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"],
                 body: ResponseBody(byteBuffer: ByteBuffer(bytes: try JSON.encode(value))))
    }

    private static func page(_ text: String, type: String) -> Response {
        Response(status: .ok, headers: [.contentType: type, .cacheControl: "no-cache"], body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}
