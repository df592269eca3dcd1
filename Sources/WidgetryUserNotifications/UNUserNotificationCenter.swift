import Foundation

/// The app's notification center, as UserNotifications' `UNUserNotificationCenter`. Shared model code a
/// widget compiles with schedules reminders through it; a widget never shows them. On Linux it keeps the
/// pending requests it is given (so code that reads them back sees them), answers authorisation as not
/// determined (a fresh install nobody asked), and delivers nothing.
public final class UNUserNotificationCenter: @unchecked Sendable {
    // @unchecked: `pending` is read and written only with `lock` held.
    private let lock = NSLock()
    private var pending: [UNNotificationRequest] = []

    /// The app's center.
    public static func current() -> UNUserNotificationCenter { shared }
    private static let shared = UNUserNotificationCenter()

    /// The object told about notifications (never called on Linux).
    public weak var delegate: (any UNUserNotificationCenterDelegate)?

    /// Asks for authorisation: not granted, as nobody can answer the prompt here.
    public func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completionHandler(false, nil)
    }

    /// Asks for authorisation: not granted.
    public func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool { false }

    /// The settings: authorisation not determined.
    public func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
        completionHandler(UNNotificationSettings())
    }

    /// The settings: authorisation not determined.
    public func notificationSettings() async -> UNNotificationSettings { UNNotificationSettings() }

    /// Keeps `request` as pending (a request with the same identifier replaces the earlier one).
    public func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        lock.withLock {
            pending.removeAll { $0.identifier == request.identifier }
            pending.append(request)
        }
        completionHandler?(nil)
    }

    /// Keeps `request` as pending.
    public func add(_ request: UNNotificationRequest) async throws { add(request, withCompletionHandler: nil) }

    /// The pending requests.
    public func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
        completionHandler(lock.withLock { pending })
    }

    /// The pending requests.
    public func pendingNotificationRequests() async -> [UNNotificationRequest] { lock.withLock { pending } }

    /// Forgets the pending requests with these identifiers.
    public func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        lock.withLock { pending.removeAll { identifiers.contains($0.identifier) } }
    }

    /// Forgets every pending request.
    public func removeAllPendingNotificationRequests() { lock.withLock { pending.removeAll() } }

    /// The notifications in Notification Center: none, as nothing is delivered on Linux.
    public func deliveredNotifications() async -> [UNNotification] { [] }

    /// The notifications in Notification Center: none, as nothing is delivered on Linux.
    public func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void) { completionHandler([]) }

    /// Nothing was delivered.
    public func removeAllDeliveredNotifications() {}

    /// Nothing was delivered.
    public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}

    /// Badges are not shown on Linux.
    public func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        completionHandler?(nil)
    }
}

/// What the center tells its delegate, as `UNUserNotificationCenterDelegate` (every method optional;
/// never called on Linux, where nothing is delivered).
public protocol UNUserNotificationCenterDelegate: AnyObject {
    /// A notification arrived while the app was in front.
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)
    /// The user answered a notification.
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void)
}

extension UNUserNotificationCenterDelegate {
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                       withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        completionHandler([])
    }
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                       withCompletionHandler completionHandler: @escaping () -> Void) {
        completionHandler()
    }
}

/// A delivered notification, as `UNNotification`.
public final class UNNotification: @unchecked Sendable {
    /// When it was delivered.
    public let date: Date
    /// What was scheduled.
    public let request: UNNotificationRequest
    init(date: Date, request: UNNotificationRequest) { (self.date, self.request) = (date, request) }
}

/// The user's answer to a notification, as `UNNotificationResponse`.
public class UNNotificationResponse: @unchecked Sendable {
    /// The notification answered.
    public let notification: UNNotification
    /// The action chosen (``UNNotificationDefaultActionIdentifier`` for a tap).
    public let actionIdentifier: String
    init(notification: UNNotification, actionIdentifier: String) { (self.notification, self.actionIdentifier) = (notification, actionIdentifier) }
}

/// The action identifier of a tap on the notification itself.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
/// The action identifier of dismissing the notification.
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// How a notification is shown while the app is in front, as `UNNotificationPresentationOptions`.
public struct UNNotificationPresentationOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = Self(rawValue: 1 << 0)
    public static let sound = Self(rawValue: 1 << 1)
    public static let alert = Self(rawValue: 1 << 2)
    public static let list = Self(rawValue: 1 << 3)
    public static let banner = Self(rawValue: 1 << 4)
}

/// What authorisation asks for, as `UNAuthorizationOptions`.
public struct UNAuthorizationOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    /// The app shows its own notification settings (iOS 12); the bits follow UNUserNotificationCenter.h's order.
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
    /// Siri announces notifications (iOS 13; deprecated in iOS 15, still accepted).
    public static let announcement = UNAuthorizationOptions(rawValue: 1 << 7)
}

/// Whether the app may notify, as `UNAuthorizationStatus`.
public enum UNAuthorizationStatus: Int, Sendable { case notDetermined = 0, denied, authorized, provisional, ephemeral }

/// The app's notification settings, as `UNNotificationSettings`: not determined on Linux.
public struct UNNotificationSettings: Sendable {
    /// Not determined: nobody was asked.
    public var authorizationStatus: UNAuthorizationStatus { .notDetermined }
    /// Sounds: disabled, as for an app nobody allowed to notify.
    public var soundSetting: UNNotificationSetting { .disabled }
    /// Alerts: disabled.
    public var alertSetting: UNNotificationSetting { .disabled }
    /// Badges: disabled.
    public var badgeSetting: UNNotificationSetting { .disabled }
    /// Lock Screen: disabled.
    public var lockScreenSetting: UNNotificationSetting { .disabled }
    /// Notification Center: disabled.
    public var notificationCenterSetting: UNNotificationSetting { .disabled }
}

/// Whether one kind of notification is on, as `UNNotificationSetting`.
public enum UNNotificationSetting: Int, Sendable { case notSupported = 0, disabled, enabled }

/// A notification's content, as `UNNotificationContent`.
public class UNNotificationContent: @unchecked Sendable {
    public fileprivate(set) var title = ""
    public fileprivate(set) var subtitle = ""
    public fileprivate(set) var body = ""
    public fileprivate(set) var badge: NSNumber?
    public fileprivate(set) var sound: UNNotificationSound?
    public fileprivate(set) var userInfo: [AnyHashable: Any] = [:]
    public fileprivate(set) var categoryIdentifier = ""
    public fileprivate(set) var threadIdentifier = ""
    public fileprivate(set) var attachments: [UNNotificationAttachment] = []
    /// How the system ranks it in a summary (0 to 1, iOS 15).
    public fileprivate(set) var relevanceScore: Double = 0
    /// How it interrupts (iOS 15).
    public fileprivate(set) var interruptionLevel: UNNotificationInterruptionLevel = .active
    /// The content ID of the app's item it is about (iOS 13).
    public fileprivate(set) var targetContentIdentifier: String?
    /// The summary argument shown when notifications are grouped (iOS 12).
    public fileprivate(set) var summaryArgument = ""
    public init() {}
}

/// How a notification interrupts, as `UNNotificationInterruptionLevel` (iOS 15).
public enum UNNotificationInterruptionLevel: UInt, Sendable { case passive = 0, active, timeSensitive, critical }

/// A notification's content being written, as `UNMutableNotificationContent`.
public final class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    public override var title: String { get { super.title } set { super.title = newValue } }
    public override var subtitle: String { get { super.subtitle } set { super.subtitle = newValue } }
    public override var body: String { get { super.body } set { super.body = newValue } }
    public override var badge: NSNumber? { get { super.badge } set { super.badge = newValue } }
    public override var sound: UNNotificationSound? { get { super.sound } set { super.sound = newValue } }
    public override var userInfo: [AnyHashable: Any] { get { super.userInfo } set { super.userInfo = newValue } }
    public override var categoryIdentifier: String { get { super.categoryIdentifier } set { super.categoryIdentifier = newValue } }
    public override var threadIdentifier: String { get { super.threadIdentifier } set { super.threadIdentifier = newValue } }
    public override var attachments: [UNNotificationAttachment] { get { super.attachments } set { super.attachments = newValue } }
    public override var relevanceScore: Double { get { super.relevanceScore } set { super.relevanceScore = newValue } }
    public override var interruptionLevel: UNNotificationInterruptionLevel { get { super.interruptionLevel } set { super.interruptionLevel = newValue } }
    public override var targetContentIdentifier: String? { get { super.targetContentIdentifier } set { super.targetContentIdentifier = newValue } }
    public override var summaryArgument: String { get { super.summaryArgument } set { super.summaryArgument = newValue } }
    public override init() { super.init() }
}

/// A file shown with a notification (an image, a sound, a video), as `UNNotificationAttachment`. Made from a file that
/// exists, as on iOS; nothing is shown here.
public final class UNNotificationAttachment: NSObject, @unchecked Sendable {
    // @unchecked: every stored property is a constant.
    /// The attachment's name.
    public let identifier: String
    /// The file.
    public let url: URL
    /// The file's type (its extension here).
    public let type: String

    /// An attachment of the file at `url`; throws when there is no file there, as iOS does.
    public init(identifier: String, url: URL, options: [AnyHashable: Any]? = nil) throws {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw NSError(domain: "UNErrorDomain", code: 100, userInfo: [NSLocalizedDescriptionKey: "no file at \(url.path)"])
        }
        self.identifier = identifier
        self.url = url
        self.type = url.pathExtension
    }
}

/// A notification's sound, as `UNNotificationSound`.
public final class UNNotificationSound: Sendable {
    /// The sound file's name; `nil` for the default sound.
    public let name: UNNotificationSoundName?
    init(name: UNNotificationSoundName? = nil) { self.name = name }
    /// The default sound.
    public static let `default` = UNNotificationSound()
    /// The default critical alert sound.
    public static let defaultCritical = UNNotificationSound()
    /// The sound file `name` in the app's bundle (not played here: nothing is delivered).
    public convenience init(named name: UNNotificationSoundName) { self.init(name: name) }
    /// A critical alert with the sound file `name`.
    public static func criticalSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound { UNNotificationSound(name: name) }
}

/// A sound file's name, as `UNNotificationSoundName`.
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

/// When a notification fires, as `UNNotificationTrigger` and its kinds.
public class UNNotificationTrigger: @unchecked Sendable {
    /// Whether it repeats.
    public let repeats: Bool
    init(repeats: Bool) { self.repeats = repeats }
}

/// A trigger after a time interval.
public final class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let timeInterval: TimeInterval
    public init(timeInterval: TimeInterval, repeats: Bool) {
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }

    /// When it would fire if scheduled now: now plus the interval.
    public func nextTriggerDate() -> Date? { Date().addingTimeInterval(timeInterval) }
}

/// A trigger at matching date components.
public final class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let dateComponents: DateComponents
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }

    /// The next date after now that matches the components (the components' own calendar, else the current one), as
    /// the trigger computes it; `nil` when none does.
    public func nextTriggerDate() -> Date? {
        let calendar = dateComponents.calendar ?? Calendar.current
        return calendar.nextDate(after: Date(), matching: dateComponents, matchingPolicy: .nextTime)
    }
}

/// A request to notify, as `UNNotificationRequest`.
public final class UNNotificationRequest: @unchecked Sendable {
    public let identifier: String
    public let content: UNNotificationContent
    public let trigger: UNNotificationTrigger?
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier; self.content = content; self.trigger = trigger
    }
}
