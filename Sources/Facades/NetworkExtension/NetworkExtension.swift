// `import NetworkExtension`: the VPN managers a widget or control toggles a tunnel with
// (https://developer.apple.com/documentation/networkextension/netunnelprovidermanager). No VPN
// configuration exists on this Linux run: `loadAllFromPreferences` finds none, a connection is
// `.invalid`, and starting one throws `NEVPNError(.configurationInvalid)`, as on a device where the app
// has not installed its profile. See docs/compatibility.md.
@_exported import Foundation
import WidgetryFoundation

/// A VPN connection's status, as `NEVPNStatus`.
public enum NEVPNStatus: Int, Sendable {
    case invalid = 0, disconnected, connecting, connected, reasserting, disconnecting
}

/// Why a VPN call failed, as `NEVPNError`.
public struct NEVPNError: Error, Hashable, Sendable {
    /// The reason, as `NEVPNError.Code`.
    public enum Code: Int, Sendable {
        case configurationInvalid = 1, configurationDisabled, connectionFailed, configurationStale, configurationReadWriteFailed, configurationUnknown
        /// Matches an error against a code (`catch NEVPNError.configurationInvalid`).
        public static func ~= (code: Code, error: any Error) -> Bool { (error as? NEVPNError)?.code == code }
    }
    /// The reason.
    public let code: Code
    /// An error with `code`.
    public init(_ code: Code) { self.code = code }
    public static var configurationInvalid: Code { .configurationInvalid }
    public static var configurationDisabled: Code { .configurationDisabled }
}

/// A VPN's protocol settings, as `NEVPNProtocol`.
open class NEVPNProtocol: NSObject, @unchecked Sendable {
    /// The server's address.
    open var serverAddress: String?
    /// The user name.
    open var username: String?
    /// Whether traffic is forced through the tunnel.
    open var includeAllNetworks = false
    /// Whether local networks stay outside the tunnel.
    open var excludeLocalNetworks = false
}

/// A packet tunnel provider's settings, as `NETunnelProviderProtocol`.
open class NETunnelProviderProtocol: NEVPNProtocol, @unchecked Sendable {
    /// The provider's own configuration.
    open var providerConfiguration: [String: Any]?
    /// The provider extension's bundle identifier.
    open var providerBundleIdentifier: String?
}

/// A VPN connection, as `NEVPNConnection`. Never connected here.
open class NEVPNConnection: NSObject, @unchecked Sendable {
    /// The status: `.invalid`, no configuration is installed.
    open var status: NEVPNStatus { .invalid }
    /// When the connection connected: never.
    open var connectedDate: Date? { nil }
    /// Starts the tunnel: throws `NEVPNError(.configurationInvalid)`.
    open func startVPNTunnel() throws {
        SkippedEffects.note("NetworkExtension", "no VPN configuration is installed here; startVPNTunnel throws .configurationInvalid")
        throw NEVPNError(.configurationInvalid)
    }
    /// Starts the tunnel with options: throws `NEVPNError(.configurationInvalid)`.
    open func startVPNTunnel(options: [String: NSObject]?) throws { try startVPNTunnel() }
    /// Stops the tunnel (none runs).
    open func stopVPNTunnel() {}
}

/// A tunnel provider's connection, as `NETunnelProviderSession`.
open class NETunnelProviderSession: NEVPNConnection, @unchecked Sendable {
    /// Sends a message to the provider: no provider runs, so `responseHandler` is not called, and it throws.
    open func sendProviderMessage(_ messageData: Data, responseHandler: ((Data?) -> Void)? = nil) throws {
        throw NEVPNError(.configurationInvalid)
    }
}

/// The app's VPN configuration, as `NEVPNManager`.
open class NEVPNManager: NSObject, @unchecked Sendable {
    private static let sharedManager = NEVPNManager()
    /// The app's personal VPN configuration.
    open class func shared() -> NEVPNManager { sharedManager }
    /// The configuration's name.
    open var localizedDescription: String?
    /// Whether it is enabled.
    open var isEnabled = false
    /// Whether it connects on demand.
    open var isOnDemandEnabled = false
    /// Its protocol settings.
    open var protocolConfiguration: NEVPNProtocol?
    /// Its connection.
    open var connection: NEVPNConnection { NEVPNConnection() }
    /// Loads it: there is nothing to load; `completionHandler` gets no error.
    open func loadFromPreferences(completionHandler: @escaping (Error?) -> Void) { completionHandler(nil) }
    /// Loads it (nothing to load).
    open func loadFromPreferences() async throws {}
    /// Saves it: the system's VPN preferences cannot be written here (`.configurationReadWriteFailed`).
    open func saveToPreferences(completionHandler: ((Error?) -> Void)? = nil) {
        completionHandler?(NEVPNError(.configurationReadWriteFailed))
    }
    /// Saves it: throws `.configurationReadWriteFailed`.
    open func saveToPreferences() async throws { throw NEVPNError(.configurationReadWriteFailed) }
    /// Removes it.
    open func removeFromPreferences(completionHandler: ((Error?) -> Void)? = nil) { completionHandler?(nil) }
    /// Removes it.
    open func removeFromPreferences() async throws {}
}

/// An app's packet tunnel configuration, as `NETunnelProviderManager`.
open class NETunnelProviderManager: NEVPNManager, @unchecked Sendable {
    /// The app's configurations: none is installed here.
    open class func loadAllFromPreferences(completionHandler: @escaping ([NETunnelProviderManager]?, Error?) -> Void) {
        completionHandler([], nil)
    }
    /// The app's configurations: none.
    open class func loadAllFromPreferences() async throws -> [NETunnelProviderManager] { [] }
    /// Its connection, as a provider session.
    open override var connection: NEVPNConnection { NETunnelProviderSession() }
}
