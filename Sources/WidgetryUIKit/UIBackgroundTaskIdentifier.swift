import Foundation

/// A request for more time in the background, as UIKit's `UIBackgroundTaskIdentifier`.
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// No task, as `UIBackgroundTaskIdentifier.invalid` (`UIBackgroundTaskInvalid`, 0).
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

extension UIApplication {
    /// Asks for time to finish work in the background, as `beginBackgroundTask(expirationHandler:)`. Answers `.invalid`:
    /// UIKit's answer when "running in the background is not possible" — a check runs no app to keep alive — so code
    /// that saves a cache under a background task takes its no-task path. The handler is never called.
    public func beginBackgroundTask(expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        .invalid
    }

    /// Asks for named background time, as `beginBackgroundTask(withName:expirationHandler:)`; `.invalid` (see
    /// ``beginBackgroundTask(expirationHandler:)``).
    public func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil)
        -> UIBackgroundTaskIdentifier {
        .invalid
    }

    /// Ends a background task; ending `.invalid` does nothing, as in UIKit.
    public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {}
}
