import Foundation
import WidgetryFoundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// Server trust, as Security's `SecTrust` and Foundation's server-trust challenge (`URLCredential(trust:)`): image and
// network libraries compile a delegate that trusts listed hosts. A check makes no TLS connection, so no challenge ever
// carries a trust; Linux's Foundation marks these members unavailable, and Widgetry's declarations take their place.

/// The result of evaluating a server's certificate chain, as Security's `SecTrust`: none exists in a check.
public final class SecTrust: @unchecked Sendable {
    // `@unchecked`: no state.
    private init() {}
}

/// Whether `trust` is trusted: never here, with `error` saying why (no chain is evaluated on Linux), so code falls
/// back on the system's handling as for an untrusted server.
public func SecTrustEvaluateWithError(_ trust: SecTrust, _ error: UnsafeMutablePointer<CFError?>?) -> Bool {
    error?.pointee = NSError(domain: "NSOSStatusErrorDomain", code: Int(errSecNotAvailable),
                             userInfo: [NSLocalizedDescriptionKey: "Widgetry evaluates no certificate chain: a check makes no TLS connection"])
    return false
}

/// The authentication method of a server-trust challenge, as Foundation's constant.
public let NSURLAuthenticationMethodServerTrust = "NSURLAuthenticationMethodServerTrust"

extension URLProtectionSpace {
    /// The server's trust for a server-trust challenge: `nil`, as no challenge reaches a check.
    public var serverTrust: SecTrust? { nil }
}

extension URLCredential {
    /// A credential accepting the server's `trust`, as Foundation's initializer; it carries no user or password.
    public convenience init(trust: SecTrust) {
        self.init(user: "", password: "", persistence: .none)
    }
}
