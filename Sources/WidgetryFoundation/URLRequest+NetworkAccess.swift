import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// Apple's `URLRequest` (iOS 13) can refuse Low Data Mode and cellular networks; Linux's has neither flag. A check's
// network is neither constrained nor expensive, so a request allowed only on unconstrained, inexpensive networks goes
// out as it does on Wi-Fi without Low Data Mode: the flags are accepted and read back as UIKit's defaults.
extension URLRequest {
    /// Whether the request may use a network in Low Data Mode; `true` (the default) whatever is set.
    public var allowsConstrainedNetworkAccess: Bool {
        get { true }
        set {}
    }

    /// Whether the request may use an expensive network (cellular, a hotspot); `true` (the default) whatever is set.
    public var allowsExpensiveNetworkAccess: Bool {
        get { true }
        set {}
    }
}
