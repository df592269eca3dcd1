import Foundation
import Hummingbird

/// An error the API answers with a JSON body: `{"error": ..., "parameter": ..., "allowed": [...]}`.
///
/// A wrong parameter names itself and the values that would have worked, so a client (or a person with
/// `curl`) can fix the request without reading the documentation.
public struct APIError: HTTPResponseError, Sendable {
    /// The HTTP status.
    public var status: HTTPResponse.Status
    /// What went wrong.
    public var message: String
    /// The query parameter at fault, if one is.
    public var parameter: String?
    /// The values that parameter accepts, if they can be listed.
    public var allowed: [String]?
    /// Seconds to wait before retrying (sent as `Retry-After`).
    public var retryAfter: Int?

    /// An error with a status and message.
    public init(status: HTTPResponse.Status, message: String, parameter: String? = nil, allowed: [String]? = nil, retryAfter: Int? = nil) {
        self.status = status; self.message = message; self.parameter = parameter; self.allowed = allowed; self.retryAfter = retryAfter
    }

    /// A 400 for a parameter with a value outside `allowed`.
    public static func invalid(_ parameter: String, _ value: String, allowed: [String], hint: String? = nil) -> APIError {
        APIError(status: .badRequest, message: "invalid value '\(value)' for '\(parameter)'" + (hint.map { ": \($0)" } ?? ""),
                 parameter: parameter, allowed: allowed)
    }

    /// A 400 for a required parameter that is absent.
    public static func missing(_ parameter: String, allowed: [String]) -> APIError {
        APIError(status: .badRequest, message: "missing parameter '\(parameter)'", parameter: parameter, allowed: allowed)
    }

    /// A 503 telling the client when to come back.
    public static func busy(retryAfter seconds: Int) -> APIError {
        APIError(status: .serviceUnavailable, message: "the render queue is full; retry after \(seconds) s", retryAfter: seconds)
    }

    /// A 404.
    public static func notFound(_ path: String) -> APIError {
        APIError(status: .notFound, message: "no such file or endpoint: \(path)")
    }

    private struct Body: Encodable {
        var error: String
        var parameter: String?
        var allowed: [String]?
    }

    /// The JSON response.
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(Body(error: message, parameter: parameter, allowed: allowed))
        var headers: HTTPFields = [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"]
        if let retryAfter { headers[.retryAfter] = String(retryAfter) }
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}
