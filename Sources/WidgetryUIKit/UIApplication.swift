import Foundation
import Synchronization
import WidgetryFoundation

/// The app object, as UIKit's `UIApplication`, for code shared between an app and its widget. (On iOS it
/// is unavailable in app extensions; here it compiles and does nothing.) A responder, and so an `NSObject`, as in UIKit:
/// extension-safe code asks the class whether it `responds(to:)` `sharedApplication` before reaching the app.
public final class UIApplication: UIResponder, @unchecked Sendable {
    // `@unchecked`: no stored state of its own.
    /// The app.
    public static let shared = UIApplication()

    /// The URL of the app's page in Settings.
    public static let openSettingsURLString = "app-settings:"

    // The app's lifecycle notifications, by UIKit's names. Shared code observes them to refresh when the app comes
    // back (`NotificationCenter.default.publisher(for: UIApplication.willEnterForegroundNotification)`); a widget is
    // never an app in the foreground, so none is posted here.
    /// The app became active.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// The app is about to become inactive.
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// The app went to the background.
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// The app is about to come to the foreground.
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// The app finished launching.
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// The app is about to end.
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// The day changed, or the time zone or clock (midnight refreshes).
    public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
    /// The system is low on memory.
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")

    /// Opens a URL: nothing happens in a render; `completionHandler` hears `false` on the main actor, where
    /// the iOS 18 SDK calls it (`@MainActor @Sendable`), so app code updates its main-actor state there.
    public func open(_ url: URL, options: [String: String] = [:], completionHandler: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        guard let completionHandler else { return }
        Task { @MainActor in completionHandler(false) }
    }

    /// The number on the app's icon (deprecated in iOS 17 for `UNUserNotificationCenter.setBadgeCount`): kept in this
    /// process; no icon shows it here.
    public var applicationIconBadgeNumber: Int {
        get { Self.badge.withLock { $0 } }
        set { Self.badge.withLock { $0 = newValue } }
    }
    private static let badge = Mutex(0)

    /// Whether the app is in front, as `UIApplication.State`.
    public enum State: Int, Sendable { case active = 0, inactive, background }

    /// The app's state: `.background`, as while WidgetKit renders a widget the app is not in front.
    public var applicationState: State { .background }

    /// The app's Home Screen quick actions set at run time: kept in this process; no Home Screen shows them here.
    public var shortcutItems: [UIApplicationShortcutItem]? {
        get { Self.shortcuts.withLock { $0.items } }
        set { Self.shortcuts.withLock { $0.items = newValue } }
    }
    private static let shortcuts = Mutex(ShortcutItems())
    /// `UIApplicationShortcutItem` is not `Sendable`; the lock is what makes sharing the list safe.
    private struct ShortcutItems: @unchecked Sendable { var items: [UIApplicationShortcutItem]? }

    /// Whether a URL can be opened: `false`, as there is no system to open it.
    public func canOpenURL(_ url: URL) -> Bool { false }

    /// Sends an action message along the responder chain, as `sendAction(_:to:from:for:)` (shared code dismisses the
    /// keyboard with `#selector(UIResponder.resignFirstResponder)`): `false`, as nothing is first responder in a
    /// widget and a selector is only a name here.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool { false }
}

/// A touch, press or motion event, as UIKit's `UIEvent` (passed along with actions; a widget receives none).
open class UIEvent: NSObject, @unchecked Sendable {
    // `@unchecked`: no state.
    /// The kind of event.
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses, scroll = 10, hover, transform }
    /// The event's kind: touches.
    open var type: EventType { .touches }
    /// When the event happened (seconds since startup).
    open var timestamp: TimeInterval { 0 }
}

/// What a background fetch or remote-notification handler reports, as UIKit's `UIBackgroundFetchResult` (app-delegate
/// code shared with a widget names it; a widget is never woken for a fetch).
public enum UIBackgroundFetchResult: UInt, Sendable {
    /// New data was downloaded.
    case newData = 0
    /// There was nothing new.
    case noData = 1
    /// The fetch failed.
    case failed = 2
}
