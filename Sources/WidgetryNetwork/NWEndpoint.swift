import Foundation

/// Where a connection goes, as Network's `NWEndpoint`.
public enum NWEndpoint: Sendable, Hashable, CustomDebugStringConvertible {
    /// A host and a port.
    case hostPort(host: Host, port: Port)
    /// A Bonjour service.
    case service(name: String, type: String, domain: String, interface: NWInterface?)
    /// A Unix domain socket.
    case unix(path: String)
    /// A URL's host and port.
    case url(URL)

    /// A host name or address, as `NWEndpoint.Host`; a string literal is a name or an address.
    public enum Host: Sendable, Hashable, ExpressibleByStringLiteral, CustomDebugStringConvertible {
        /// A name to resolve.
        case name(String, NWInterface?)
        /// An IPv4 address, as its text.
        case ipv4(IPv4Address)
        /// An IPv6 address, as its text.
        case ipv6(IPv6Address)

        /// The host `text` names: an address when it reads as one, otherwise a name.
        public init(_ text: String) {
            if let address = IPv4Address(text) { self = .ipv4(address) } else if let address = IPv6Address(text) { self = .ipv6(address) } else {
                self = .name(text, nil)
            }
        }

        public init(stringLiteral value: String) { self.init(value) }

        public var debugDescription: String {
            switch self {
            case .name(let name, _): name
            case .ipv4(let address): address.text
            case .ipv6(let address): address.text
            }
        }
    }

    /// A port number, as `NWEndpoint.Port`.
    public struct Port: Sendable, Hashable, RawRepresentable, ExpressibleByIntegerLiteral, CustomDebugStringConvertible {
        /// The number.
        public let rawValue: UInt16
        /// A port (every 16-bit number is one).
        public init?(rawValue: UInt16) { self.rawValue = rawValue }
        /// A port from its number's text (`"8080"`), or nil.
        public init?(_ text: String) {
            guard let value = UInt16(text) else { return nil }
            rawValue = value
        }
        public init(integerLiteral value: UInt16) { rawValue = value }

        /// Any port the system picks.
        public static let any: Port = 0
        /// 80.
        public static let http: Port = 80
        /// 443.
        public static let https: Port = 443
        /// 22.
        public static let ssh: Port = 22

        public var debugDescription: String { "\(rawValue)" }
    }

    public var debugDescription: String {
        switch self {
        case .hostPort(let host, let port): "\(host.debugDescription):\(port.rawValue)"
        case .service(let name, let type, let domain, _): "\(name).\(type)\(domain)"
        case .unix(let path): path
        case .url(let url): url.absoluteString
        }
    }
}

/// An IPv4 address, as Network's `IPv4Address`.
public struct IPv4Address: Sendable, Hashable {
    /// Its dotted text.
    public let text: String
    /// The four bytes.
    public let rawValue: Data

    /// The address `text` spells (`"192.168.1.20"`), or nil.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { UInt8($0) }
        guard parts.count == 4, !parts.contains(nil) else { return nil }
        self.text = text
        rawValue = Data(parts.compactMap { $0 })
    }

    /// 255.255.255.255.
    public static let broadcast = IPv4Address("255.255.255.255")!
    /// 127.0.0.1.
    public static let loopback = IPv4Address("127.0.0.1")!
    /// 0.0.0.0.
    public static let any = IPv4Address("0.0.0.0")!
}

/// An IPv6 address, as Network's `IPv6Address` (checked as the C library checks it).
public struct IPv6Address: Sendable, Hashable {
    /// Its text.
    public let text: String

    /// The address `text` spells (`"::1"`), or nil.
    public init?(_ text: String) {
        var storage = in6_addr()
        guard inet_pton(AF_INET6, text, &storage) == 1 else { return nil }
        self.text = text
    }

    /// ::1.
    public static let loopback = IPv6Address("::1")!
}
