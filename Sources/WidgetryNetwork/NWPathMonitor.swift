import Dispatch
import Foundation

/// Network reachability, as Network's `NWPathMonitor`. A widget is rendered with its data already
/// supplied, so the path is reported satisfied over Wi-Fi: code that waits for a connection takes its
/// connected branch. The handler is called once, on the queue given to `start(queue:)`.
public final class NWPathMonitor: @unchecked Sendable {
    // @unchecked: the handler is set before `start`, as apps do.
    /// Called with each path (once, here).
    public var pathUpdateHandler: (@Sendable (NWPath) -> Void)?
    /// The current path.
    public private(set) var currentPath = NWPath()
    /// The interface type asked for, if any.
    public let requiredInterfaceType: NWInterface.InterfaceType?

    /// A monitor of every interface.
    public init() { requiredInterfaceType = nil }
    /// A monitor of one interface type.
    public init(requiredInterfaceType: NWInterface.InterfaceType) { self.requiredInterfaceType = requiredInterfaceType }

    /// Starts: the handler gets the satisfied path on `queue`.
    public func start(queue: DispatchQueue) {
        let path = currentPath
        if let handler = pathUpdateHandler { queue.async { handler(path) } }
    }

    /// Stops (nothing to stop here).
    public func cancel() {}
}

/// A network path, as `NWPath`.
public struct NWPath: Sendable, Hashable {
    /// Whether the path can be used, as `NWPath.Status`.
    public enum Status: Sendable, Hashable { case satisfied, unsatisfied, requiresConnection }
    /// Satisfied.
    public let status: Status = .satisfied
    /// Not expensive (Wi-Fi).
    public let isExpensive = false
    /// The connection's local end: none, as no connection is made here.
    public var localEndpoint: NWEndpoint? { nil }
    /// The connection's remote end: none, as no connection is made here.
    public var remoteEndpoint: NWEndpoint? { nil }
    /// Not constrained (no Low Data Mode).
    public let isConstrained = false
    /// The interfaces: one Wi-Fi interface.
    public let availableInterfaces = [NWInterface(type: .wifi, name: "en0")]
    /// Whether the path uses `type`: Wi-Fi only.
    public func usesInterfaceType(_ type: NWInterface.InterfaceType) -> Bool { type == .wifi }
    /// IPv4 is available.
    public let supportsIPv4 = true
    /// IPv6 is available.
    public let supportsIPv6 = true
    /// DNS is available.
    public let supportsDNS = true
}

/// A network interface, as `NWInterface`.
public struct NWInterface: Sendable, Hashable {
    /// Interface kinds, as `NWInterface.InterfaceType`.
    public enum InterfaceType: Sendable, Hashable { case other, wifi, cellular, wiredEthernet, loopback }
    /// The kind.
    public let type: InterfaceType
    /// The system's name for it.
    public let name: String
}
