import Foundation

/// How a connection is made, as Network's `NWParameters`: kept as set, since no connection is made here.
public final class NWParameters: @unchecked Sendable {
    // @unchecked: apps set the parameters before handing them to a connection, as Network expects.
    /// The transport the parameters were made for.
    public enum Transport: Sendable, Hashable { case tcp, udp, tls, dtls, quic }

    /// The transport.
    public let transport: Transport
    /// Whether a local address may be reused.
    public var allowLocalEndpointReuse = false
    /// Whether peer-to-peer links may be used.
    public var includePeerToPeer = false
    /// The only interface type to use, if any.
    public var requiredInterfaceType: NWInterface.InterfaceType = .other
    /// Whether expensive (cellular) paths are refused.
    public var prohibitExpensivePaths = false
    /// Whether constrained (Low Data Mode) paths are refused.
    public var prohibitConstrainedPaths = false
    /// The local endpoint to bind, if any.
    public var requiredLocalEndpoint: NWEndpoint?

    init(transport: Transport) { self.transport = transport }

    /// TCP.
    public static var tcp: NWParameters { NWParameters(transport: .tcp) }
    /// UDP.
    public static var udp: NWParameters { NWParameters(transport: .udp) }
    /// TLS over TCP.
    public static var tls: NWParameters { NWParameters(transport: .tls) }
    /// DTLS over UDP.
    public static var dtls: NWParameters { NWParameters(transport: .dtls) }
    /// QUIC.
    public static var quic: NWParameters { NWParameters(transport: .quic) }
}

/// A failure of a connection, as Network's `NWError`.
public enum NWError: Error, Sendable, Hashable, CustomDebugStringConvertible {
    /// A POSIX error.
    case posix(POSIXErrorCode)
    /// A name-resolution error (a `DNSServiceErrorType`).
    case dns(Int32)
    /// A TLS error (an `OSStatus`).
    case tls(Int32)

    public var debugDescription: String {
        switch self {
        case .posix(let code): "POSIXErrorCode(rawValue: \(code.rawValue))"
        case .dns(let code): "DNS error \(code)"
        case .tls(let code): "TLS error \(code)"
        }
    }
}
