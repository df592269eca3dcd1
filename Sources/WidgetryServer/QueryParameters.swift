import Foundation
import Hummingbird

/// A request's query parameters, checked against the names an endpoint accepts so that a misspelt
/// parameter (`famly=`) is an error rather than silently ignored.
struct QueryParameters: Sendable {
    private var values: [String: String] = [:]

    /// The parameters of `request`, refusing names outside `accepted` and repeated names.
    init(_ request: Request, accepted: [String]) throws {
        for (name, value) in request.uri.queryParameters {
            let name = String(name)
            guard accepted.contains(name) else {
                throw APIError(status: .badRequest, message: "unknown parameter '\(name)'", parameter: name, allowed: accepted)
            }
            guard values[name] == nil else {
                throw APIError(status: .badRequest, message: "parameter '\(name)' is given twice", parameter: name, allowed: accepted)
            }
            values[name] = String(value)
        }
    }

    /// The value of `name`, `nil` when absent or empty.
    subscript(name: String) -> String? {
        guard let value = values[name], !value.isEmpty else { return nil }
        return value
    }

    /// An ISO 8601 instant, with or without fractional seconds.
    static func date(_ text: String) -> Date? {
        let plain = ISO8601DateFormatter()
        if let date = plain.date(from: text) { return date }
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return fractional.date(from: text)
    }
}
