import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import OpenCombineFoundation

// OpenCombineFoundation declares these only when no module named Combine can be imported, which depends on
// the order its compile jobs happen to run in next to this facade: declared here, they always exist, and
// they shadow OpenCombine's where both do (a module's own declarations win over those it imports).
extension URLSession {
    /// A publisher of the data at `url`, as Combine's `URLSession.dataTaskPublisher(for:)`.
    public func dataTaskPublisher(for url: URL) -> URLSession.OCombine.DataTaskPublisher {
        ocombine.dataTaskPublisher(for: url)
    }

    /// A publisher of the data `request` loads, as Combine's `URLSession.dataTaskPublisher(for:)`.
    public func dataTaskPublisher(for request: URLRequest) -> URLSession.OCombine.DataTaskPublisher {
        ocombine.dataTaskPublisher(for: request)
    }
}
