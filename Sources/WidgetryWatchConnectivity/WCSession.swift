import Foundation

/// How far a session's activation got, as WatchConnectivity's `WCSessionActivationState`.
public enum WCSessionActivationState: Int, Sendable { case notActivated = 0, inactive = 1, activated = 2 }

/// A WatchConnectivity failure, as `WCError`.
public struct WCError: Error, Hashable, Sendable, LocalizedError {
    /// What went wrong, as `WCError.Code`.
    public enum Code: Sendable {
        case genericError, sessionNotSupported, sessionMissingDelegate, sessionNotActivated, deviceNotPaired, watchAppNotInstalled, notReachable
    }
    /// The code.
    public let code: Code
    /// An error of `code`.
    public init(_ code: Code) { self.code = code }
    public var errorDescription: String? { "WatchConnectivity is not supported in Widgetry (no paired watch on Linux): \(code)" }
    public static let sessionNotSupported = Code.sessionNotSupported
    public static let notReachable = Code.notReachable
    public static let deviceNotPaired = Code.deviceNotPaired
}

/// What a session tells its delegate, as `WCSessionDelegate`. Every method has a default that does
/// nothing (on iOS most are optional), so delegates implement only what they use.
public protocol WCSessionDelegate: AnyObject {
    /// Activation finished.
    func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: (any Error)?)
    /// The session stopped being the active one.
    func sessionDidBecomeInactive(_ session: WCSession)
    /// The session was deactivated.
    func sessionDidDeactivate(_ session: WCSession)
    /// A message arrived.
    func session(_ session: WCSession, didReceiveMessage message: [String: Any])
    /// A message wanting a reply arrived.
    func session(_ session: WCSession, didReceiveMessage message: [String: Any], replyHandler: @escaping ([String: Any]) -> Void)
    /// A new application context arrived.
    func session(_ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any])
    /// User info arrived.
    func session(_ session: WCSession, didReceiveUserInfo userInfo: [String: Any])
    /// Reachability changed.
    func sessionReachabilityDidChange(_ session: WCSession)
}

extension WCSessionDelegate {
    public func sessionDidBecomeInactive(_ session: WCSession) {}
    public func sessionDidDeactivate(_ session: WCSession) {}
    public func session(_ session: WCSession, didReceiveMessage message: [String: Any]) {}
    public func session(_ session: WCSession, didReceiveMessage message: [String: Any], replyHandler: @escaping ([String: Any]) -> Void) {}
    public func session(_ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any]) {}
    public func session(_ session: WCSession, didReceiveUserInfo userInfo: [String: Any]) {}
    public func sessionReachabilityDidChange(_ session: WCSession) {}
}

/// The channel between an iPhone app and its watch app, as WatchConnectivity's `WCSession`. Linux has no
/// paired watch: ``isSupported()`` is `false`, as on an iPad, so code that checks it does nothing more;
/// code that activates anyway gets `.notActivated` with ``WCError`` `sessionNotSupported`, and sends fail.
public final class WCSession: @unchecked Sendable {
    // `@unchecked`: the delegate and context are read and written under `lock`.
    private let lock = NSLock()
    private weak var storedDelegate: (any WCSessionDelegate)?
    private var context: [String: Any] = [:]

    private init() {}
    /// The app's session.
    public static let `default` = WCSession()
    /// Whether the device can talk to a watch: `false` here.
    public class func isSupported() -> Bool { false }

    /// Who hears the session's events.
    public var delegate: (any WCSessionDelegate)? {
        get { lock.withLock { storedDelegate } }
        set { lock.withLock { storedDelegate = newValue } }
    }
    /// `.notActivated`: activation never succeeds here.
    public var activationState: WCSessionActivationState { .notActivated }
    /// Whether a watch is paired: `false`.
    public var isPaired: Bool { false }
    /// Whether the watch app is installed: `false`.
    public var isWatchAppInstalled: Bool { false }
    /// Whether the watch is reachable now: `false`.
    public var isReachable: Bool { false }
    /// Whether a complication is enabled: `false`.
    public var isComplicationEnabled: Bool { false }
    /// The last context this side sent.
    public var applicationContext: [String: Any] { lock.withLock { context } }
    /// The last context the watch sent: none.
    public var receivedApplicationContext: [String: Any] { [:] }

    /// Starts the session: the delegate hears `.notActivated` with ``WCError`` `sessionNotSupported`.
    public func activate() {
        delegate?.session(self, activationDidCompleteWith: .notActivated, error: WCError(.sessionNotSupported))
    }
    /// Sends a message: `errorHandler` gets ``WCError`` `notReachable`.
    public func sendMessage(_ message: [String: Any], replyHandler: (([String: Any]) -> Void)?, errorHandler: ((any Error) -> Void)? = nil) {
        errorHandler?(WCError(.notReachable))
    }
    /// Sends data: `errorHandler` gets ``WCError`` `notReachable`.
    public func sendMessageData(_ data: Data, replyHandler: ((Data) -> Void)?, errorHandler: ((any Error) -> Void)? = nil) {
        errorHandler?(WCError(.notReachable))
    }
    /// Keeps `applicationContext` as the one this side sent; nothing is delivered.
    public func updateApplicationContext(_ applicationContext: [String: Any]) throws {
        lock.withLock { context = applicationContext }
    }
    /// Queues user info; nothing is delivered.
    @discardableResult
    public func transferUserInfo(_ userInfo: [String: Any] = [:]) -> WCSessionUserInfoTransfer { WCSessionUserInfoTransfer(userInfo: userInfo) }
    /// Queues complication info; nothing is delivered.
    @discardableResult
    public func transferCurrentComplicationUserInfo(_ userInfo: [String: Any] = [:]) -> WCSessionUserInfoTransfer {
        WCSessionUserInfoTransfer(userInfo: userInfo)
    }
}

/// A queued user-info transfer, as `WCSessionUserInfoTransfer`; never delivered here.
public final class WCSessionUserInfoTransfer: @unchecked Sendable {
    // `@unchecked`: immutable.
    /// The info.
    public let userInfo: [String: Any]
    /// Whether it is still queued: `true`, as it never leaves.
    public var isTransferring: Bool { true }
    init(userInfo: [String: Any]) { self.userInfo = userInfo }
    /// Cancels it.
    public func cancel() {}
}
