import Foundation
import Hummingbird
import Logging

/// Logs one line per request with swift-log: method, path and query, status, milliseconds, and whether
/// the cache answered. Hummingbird's own `LogRequestsMiddleware` logs before the response exists, so it
/// cannot say how a request ended or how long it took.
struct RequestLogMiddleware<Context: RequestContext>: RouterMiddleware {
    let logger: Logger

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let started = ContinuousClock.now
        do {
            let response = try await next(request, context)
            log(request, status: response.status.code, since: started, cache: response.headers[Self.cacheHeader])
            return response
        } catch {
            let status = (error as? any HTTPResponseError)?.status.code ?? 500
            log(request, status: status, since: started, cache: nil)
            throw error
        }
    }

    private func log(_ request: Request, status: Int, since started: ContinuousClock.Instant, cache: String?) {
        let elapsed = started.duration(to: .now)
        let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        var metadata: Logger.Metadata = ["status": "\(status)", "ms": "\(String(format: "%.1f", milliseconds))"]
        if let cache { metadata["cache"] = "\(cache)" }
        // Successful requests are info; refusals and errors stand out as notices and warnings.
        let level: Logger.Level = status >= 500 ? .warning : status >= 400 ? .notice : .info
        logger.log(level: level, "\(request.method) \(request.uri)", metadata: metadata)
    }

    /// `X-Widgetry-Cache: hit|miss` on cached endpoints. (Spelt through `HTTPFields.Element` because
    /// Hummingbird re-exports `HTTPFields` but not `HTTPField`.)
    static var cacheHeader: HTTPFields.Element.Name { HTTPFields.Element.Name("X-Widgetry-Cache")! }
}
