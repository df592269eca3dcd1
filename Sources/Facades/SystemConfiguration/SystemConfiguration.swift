// `import SystemConfiguration`: the network reachability API older shared code asks "am I online?" with
// (https://developer.apple.com/documentation/systemconfiguration/scnetworkreachability). A check renders
// offline and deterministic, so every target answers unreachable with no flags: the code takes its
// offline path, as on a device in airplane mode. See docs/compatibility.md.
@_exported import Foundation

/// A handle on a reachability target, as `SCNetworkReachability`.
public final class SCNetworkReachability: @unchecked Sendable {
    /// The host name asked about, if any.
    public let nodename: String?
    init(nodename: String?) { self.nodename = nodename }
}

/// How a target can be reached, as `SCNetworkReachabilityFlags`.
public struct SCNetworkReachabilityFlags: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let transientConnection = Self(rawValue: 1 << 0)
    public static let reachable = Self(rawValue: 1 << 1)
    public static let connectionRequired = Self(rawValue: 1 << 2)
    public static let connectionOnTraffic = Self(rawValue: 1 << 3)
    public static let interventionRequired = Self(rawValue: 1 << 4)
    public static let connectionOnDemand = Self(rawValue: 1 << 5)
    public static let isLocalAddress = Self(rawValue: 1 << 16)
    public static let isDirect = Self(rawValue: 1 << 17)
    public static let isWWAN = Self(rawValue: 1 << 18)
    public static let connectionAutomatic = Self(rawValue: 1 << 3)
}

/// The callback told when reachability changes (never, here).
public typealias SCNetworkReachabilityCallBack = (SCNetworkReachability, SCNetworkReachabilityFlags, UnsafeMutableRawPointer?) -> Void

/// A target for the host `nodename`.
public func SCNetworkReachabilityCreateWithName(_ allocator: AnyObject?, _ nodename: UnsafePointer<CChar>) -> SCNetworkReachability? {
    SCNetworkReachability(nodename: String(cString: nodename))
}

/// A target for the address at `address` (the zero address asks about the default route).
public func SCNetworkReachabilityCreateWithAddress(_ allocator: AnyObject?, _ address: UnsafePointer<sockaddr>) -> SCNetworkReachability? {
    SCNetworkReachability(nodename: nil)
}

/// Writes the target's flags: none, unreachable (a check renders offline). Answers `true`: the flags are valid.
public func SCNetworkReachabilityGetFlags(_ target: SCNetworkReachability, _ flags: UnsafeMutablePointer<SCNetworkReachabilityFlags>) -> Bool {
    flags.pointee = []
    return true
}

/// Registers a callback: kept by nobody, as reachability never changes here. Answers `true`.
public func SCNetworkReachabilitySetCallback(_ target: SCNetworkReachability, _ callout: SCNetworkReachabilityCallBack?,
                                             _ context: UnsafeMutablePointer<SCNetworkReachabilityContext>?) -> Bool { true }

/// What a callback is given back, as `SCNetworkReachabilityContext`.
public struct SCNetworkReachabilityContext {
    public var version: Int
    public var info: UnsafeMutableRawPointer?
    public var retain: ((UnsafeRawPointer) -> UnsafeRawPointer)?
    public var release: ((UnsafeRawPointer) -> Void)?
    public var copyDescription: ((UnsafeRawPointer) -> Unmanaged<NSString>)?
    public init(version: Int, info: UnsafeMutableRawPointer?, retain: ((UnsafeRawPointer) -> UnsafeRawPointer)?,
                release: ((UnsafeRawPointer) -> Void)?, copyDescription: ((UnsafeRawPointer) -> Unmanaged<NSString>)?) {
        (self.version, self.info, self.retain, self.release, self.copyDescription) = (version, info, retain, release, copyDescription)
    }
}

/// Schedules the target on a dispatch queue: `true`, nothing will be told.
public func SCNetworkReachabilitySetDispatchQueue(_ target: SCNetworkReachability, _ queue: DispatchQueue?) -> Bool { true }
