import Foundation
// `import Network` brings Security on iOS (Network's headers import its TLS options, `sec_protocol_options_t`).
@_exported import WidgetrySecurity

/// The options of one protocol of a connection's stack, as Network's `NWProtocolOptions`: kept as code sets them (a check
/// opens no connection, so none takes effect).
open class NWProtocolOptions: @unchecked Sendable {
    // `@unchecked`: set up before the connection starts, as Network expects.
    public init() {}
}

/// IP's options, as Network's `NWProtocolIP`.
public enum NWProtocolIP {
    /// IP's options (a stack's `internetProtocol`).
    public final class Options: NWProtocolOptions, @unchecked Sendable {
        /// Which IP version to use.
        public enum Version: Sendable, Hashable { case any, v4, v6 }
        /// The version required.
        public var version = Version.any
        /// The hop limit (TTL); 0 for the system's.
        public var hopLimit: UInt8 = 0
        /// Whether IPv6 packets use the minimum MTU.
        public var useMinimumMTU = false
        /// Whether received packets carry their arrival time.
        public var shouldCalculateReceiveTime = false
    }
}

/// TCP's options, as Network's `NWProtocolTCP`.
public enum NWProtocolTCP {
    /// TCP's options.
    public final class Options: NWProtocolOptions, @unchecked Sendable {
        public var noDelay = false
        public var noPush = false
        public var noOptions = false
        public var enableKeepalive = false
        public var keepaliveCount = 0
        public var keepaliveIdle = 0
        public var keepaliveInterval = 0
        public var maximumSegmentSize = 0
        /// Seconds to wait for the connection; 0 for the system's.
        public var connectionTimeout = 0
        public var persistTimeout = 0
        public var connectionDropTime = 0
        public var retransmitFinDrop = false
        public var disableAckStretching = false
        public var enableFastOpen = false
        public var disableECN = false
    }
}

/// UDP's options, as Network's `NWProtocolUDP`.
public enum NWProtocolUDP {
    /// UDP's options.
    public final class Options: NWProtocolOptions, @unchecked Sendable {
        public var preferNoChecksum = false
    }
}

/// TLS's options, as Network's `NWProtocolTLS`.
public enum NWProtocolTLS {
    /// TLS's options: Security's settings (a verify block, versions, ALPN) sit in ``securityProtocolOptions``.
    public final class Options: NWProtocolOptions, @unchecked Sendable {
        /// The TLS settings `sec_protocol_options_*` functions change.
        public let securityProtocolOptions = sec_protocol_options_t()
    }
}

extension NWParameters {
    /// The protocols a connection is built of, as `NWParameters.ProtocolStack`.
    public final class ProtocolStack: @unchecked Sendable {
        // `@unchecked`: set up before the connection starts.
        /// The protocols above the transport (TLS, WebSocket), outermost first.
        public var applicationProtocols: [NWProtocolOptions]
        /// TCP's or UDP's options.
        public var transportProtocol: NWProtocolOptions?
        /// IP's options.
        public var internetProtocol: NWProtocolOptions?

        init(application: [NWProtocolOptions], transport: NWProtocolOptions?) {
            applicationProtocols = application
            transportProtocol = transport
            internetProtocol = NWProtocolIP.Options()
        }
    }

    /// Whether expired DNS answers may be used while a fresh one is fetched, as `NWParameters.ExpiredDNSBehavior`.
    public enum ExpiredDNSBehavior: Sendable, Hashable { case systemDefault, allow, prohibit }

    /// How a connection uses several interfaces at once (Multipath TCP), as `NWParameters.MultipathServiceType`.
    public enum MultipathServiceType: Sendable, Hashable { case disabled, handover, interactive, aggregate }

    /// What kind of traffic the connection carries, as `NWParameters.ServiceClass`.
    public enum ServiceClass: Sendable, Hashable { case bestEffort, background, interactiveVideo, interactiveVoice, responsiveData, signaling }
}
