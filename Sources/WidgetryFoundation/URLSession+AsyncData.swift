import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking

extension URLSession {
    /// The data at `request`, as iOS 15's `data(for:)`. Linux's Foundation declares only `data(for:delegate:)`, whose
    /// default argument cannot satisfy a protocol requirement: an app's loader protocol listing `data(for:)`, adopted by
    /// `URLSession` with an empty extension, compiles as on iOS.
    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        try await data(for: request, delegate: nil)
    }

    /// The data at `url`, as iOS 15's `data(from:)`.
    public func data(from url: URL) async throws -> (Data, URLResponse) {
        try await data(from: url, delegate: nil)
    }
}
#endif
