import Foundation
@_spi(WidgetryUIKit) import WidgetryUI

/// The app's delegate, as UIKit's `UIApplicationDelegate`: its methods are all optional on iOS, so it requires
/// nothing here and an `AppDelegate` declares what it handles. A widget check never launches the app, so none is
/// called (see ``App``).
public protocol UIApplicationDelegate: AnyObject {}

extension UIApplication {
    /// A key of the options the app is launched with, as `UIApplication.LaunchOptionsKey`.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        public static let userActivityDictionary = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
    }

    /// Registers with Apple's push service: there is none here, so no device token ever arrives.
    public func registerForRemoteNotifications() {}
    /// Unregisters from Apple's push service.
    public func unregisterForRemoteNotifications() {}
    /// Whether the app is registered for remote notifications: `false`.
    public var isRegisteredForRemoteNotifications: Bool { false }
    /// The app's delegate: none, as no app is launched.
    public var delegate: UIApplicationDelegate? { nil }
}

/// Makes a SwiftUI app create and keep its UIKit delegate, as SwiftUI's `@UIApplicationDelegateAdaptor`. No app is
/// launched in a widget check (its `App` is never built), so no delegate is made: only the app's own `body` and
/// launch code read it, and neither runs here.
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>: Sendable {
    /// An adaptor for a `DelegateType`.
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {}

    /// The delegate, which exists only in a launched app.
    public var wrappedValue: DelegateType {
        fatalError("\(DelegateType.self): an app delegate exists only in a launched app; a widget check does not launch the app")
    }
    /// The delegate, which exists only in a launched app.
    public var projectedValue: DelegateType { wrappedValue }
}
