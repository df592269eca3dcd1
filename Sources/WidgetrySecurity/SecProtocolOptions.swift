import Foundation

// TLS settings of a Network connection, as Security's SecProtocolOptions.h (`sec_protocol_options_*`): network code
// pins certificates or accepts a self-signed server with a verify block. A check opens no connection, so no handshake
// ever asks the block; the settings are kept on the options, as code may read them back.

/// A connection's TLS settings, as Security's `sec_protocol_options_t`.
public final class sec_protocol_options_t: @unchecked Sendable {
    // `@unchecked`: set up before the connection starts, as Network expects.
    /// The block that decides whether a server's certificate chain is trusted, if code set one.
    public internal(set) var verifyBlock: sec_protocol_verify_t?
    /// The lowest TLS version allowed.
    public internal(set) var minimumVersion: tls_protocol_version_t = .TLSv12
    /// The application protocols offered (ALPN).
    public internal(set) var applicationProtocols: [String] = []
    /// The server name sent (SNI).
    public internal(set) var serverName: String?

    public init() {}
}

/// What a handshake knows of the peer, as `sec_protocol_metadata_t`: none exists here.
public final class sec_protocol_metadata_t: @unchecked Sendable {
    // `@unchecked`: no state.
    private init() {}
}

/// A server's trust during a handshake, as `sec_trust_t`: none exists here.
public final class sec_trust_t: @unchecked Sendable {
    // `@unchecked`: no state.
    private init() {}
}

/// Tells the handshake whether the server is trusted.
public typealias sec_protocol_verify_complete_t = @Sendable (Bool) -> Void
/// Decides whether a server is trusted, as `sec_protocol_verify_t`.
public typealias sec_protocol_verify_t = @Sendable (sec_protocol_metadata_t, sec_trust_t, @escaping sec_protocol_verify_complete_t) -> Void

/// TLS versions, as Security's `tls_protocol_version_t`.
public enum tls_protocol_version_t: UInt16, Sendable {
    case TLSv10 = 0x0301, TLSv11 = 0x0302, TLSv12 = 0x0303, TLSv13 = 0x0304, DTLSv10 = 0xFEFF, DTLSv12 = 0xFEFD
}

/// Sets the block that decides whether a server is trusted (never asked: a check makes no handshake).
public func sec_protocol_options_set_verify_block(_ options: sec_protocol_options_t, _ verifyBlock: @escaping sec_protocol_verify_t,
                                                  _ verifyBlockQueue: DispatchQueue) {
    options.verifyBlock = verifyBlock
}

/// Sets the lowest TLS version allowed.
public func sec_protocol_options_set_min_tls_protocol_version(_ options: sec_protocol_options_t, _ version: tls_protocol_version_t) {
    options.minimumVersion = version
}

/// Adds an application protocol to offer (ALPN).
public func sec_protocol_options_add_tls_application_protocol(_ options: sec_protocol_options_t, _ applicationProtocol: UnsafePointer<CChar>) {
    options.applicationProtocols.append(String(cString: applicationProtocol))
}

/// Sets the server name to send (SNI).
public func sec_protocol_options_set_tls_server_name(_ options: sec_protocol_options_t, _ serverName: UnsafePointer<CChar>) {
    options.serverName = String(cString: serverName)
}
