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

    /// Whether expired DNS answers may be used.
    public var expiredDNSBehavior = ExpiredDNSBehavior.systemDefault
    /// How several interfaces are used at once.
    public var multipathServiceType = MultipathServiceType.disabled
    /// What kind of traffic the connection carries.
    public var serviceClass = ServiceClass.bestEffort
    /// Whether a fast open (data in the TCP handshake) is allowed.
    public var allowFastOpen = false
    /// Whether proxies are avoided.
    public var preferNoProxies = false
    /// The protocols the connection is built of: its TLS, its transport's and IP's options.
    public let defaultProtocolStack: ProtocolStack

    init(transport: Transport, application: [NWProtocolOptions] = [], transportOptions: NWProtocolOptions? = nil) {
        self.transport = transport
        let options = transportOptions ?? (transport == .udp || transport == .dtls ? NWProtocolUDP.Options() : NWProtocolTCP.Options())
        defaultProtocolStack = ProtocolStack(application: application, transport: options)
    }

    /// TCP with TLS over it when `tls` is given, as `NWParameters(tls:tcp:)`.
    public convenience init(tls: NWProtocolTLS.Options?, tcp: NWProtocolTCP.Options = NWProtocolTCP.Options()) {
        self.init(transport: tls == nil ? .tcp : .tls, application: tls.map { [$0] } ?? [], transportOptions: tcp)
    }

    /// UDP with DTLS over it when `dtls` is given, as `NWParameters(dtls:udp:)`.
    public convenience init(dtls: NWProtocolTLS.Options?, udp: NWProtocolUDP.Options = NWProtocolUDP.Options()) {
        self.init(transport: dtls == nil ? .udp : .dtls, application: dtls.map { [$0] } ?? [], transportOptions: udp)
    }

    /// TCP.
    public static var tcp: NWParameters { NWParameters(transport: .tcp) }
    /// UDP.
    public static var udp: NWParameters { NWParameters(transport: .udp) }
    /// TLS over TCP.
    public static var tls: NWParameters { NWParameters(tls: NWProtocolTLS.Options()) }
    /// DTLS over UDP.
    public static var dtls: NWParameters { NWParameters(dtls: NWProtocolTLS.Options()) }
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
