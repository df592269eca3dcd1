import Foundation
import Synchronization

/// How an action behaves, as `UNNotificationActionOptions` (Apple's raw values).
public struct UNNotificationActionOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The device must be unlocked.
    public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
    /// Shown in red.
    public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
    /// Opens the app.
    public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}

/// A button shown with a notification, as `UNNotificationAction`.
open class UNNotificationAction: Hashable, @unchecked Sendable {
    // @unchecked: immutable.
    /// What the app receives when the action is chosen.
    public let identifier: String
    /// The button's title.
    public let title: String
    /// How it behaves.
    public let options: UNNotificationActionOptions

    /// An action; `options` empty unless given, as in UserNotifications.
    public init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
        self.identifier = identifier; self.title = title; self.options = options
    }

    // Equal by content, as `UNNotificationAction`'s `isEqual:`.
    public static func == (lhs: UNNotificationAction, rhs: UNNotificationAction) -> Bool {
        lhs.identifier == rhs.identifier && lhs.title == rhs.title && lhs.options == rhs.options
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

/// An action that asks for text, as `UNTextInputNotificationAction`.
open class UNTextInputNotificationAction: UNNotificationAction, @unchecked Sendable {
    /// The send button's title.
    public let textInputButtonTitle: String
    /// The placeholder of the text field.
    public let textInputPlaceholder: String

    /// A text-input action.
    public init(identifier: String, title: String, options: UNNotificationActionOptions = [],
                textInputButtonTitle: String, textInputPlaceholder: String) {
        self.textInputButtonTitle = textInputButtonTitle
        self.textInputPlaceholder = textInputPlaceholder
        super.init(identifier: identifier, title: title, options: options)
    }
}

/// How a category's notifications behave, as `UNNotificationCategoryOptions` (Apple's raw values).
public struct UNNotificationCategoryOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The delegate hears about dismissals.
    public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)
    /// Shown in CarPlay.
    public static let allowInCarPlay = UNNotificationCategoryOptions(rawValue: 1 << 1)
    /// The title is shown when previews are hidden.
    public static let hiddenPreviewsShowTitle = UNNotificationCategoryOptions(rawValue: 1 << 2)
    /// The subtitle is shown when previews are hidden.
    public static let hiddenPreviewsShowSubtitle = UNNotificationCategoryOptions(rawValue: 1 << 3)
    /// Siri may read them aloud.
    public static let allowAnnouncement = UNNotificationCategoryOptions(rawValue: 1 << 4)
}

/// A kind of notification with its actions, as `UNNotificationCategory`; a request names it with its content's
/// `categoryIdentifier`.
public final class UNNotificationCategory: Hashable, @unchecked Sendable {
    // @unchecked: immutable.
    /// The name requests use.
    public let identifier: String
    /// Its buttons, in order.
    public let actions: [UNNotificationAction]
    /// The SiriKit intents it relates to.
    public let intentIdentifiers: [String]
    /// How it behaves.
    public let options: UNNotificationCategoryOptions
    /// What is shown instead of the body when previews are hidden.
    public let hiddenPreviewsBodyPlaceholder: String?

    /// A category.
    public init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
                options: UNNotificationCategoryOptions = []) {
        self.identifier = identifier; self.actions = actions; self.intentIdentifiers = intentIdentifiers
        self.options = options; hiddenPreviewsBodyPlaceholder = nil
    }

    /// A category with a placeholder for hidden previews.
    public init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
                hiddenPreviewsBodyPlaceholder: String, options: UNNotificationCategoryOptions = []) {
        self.identifier = identifier; self.actions = actions; self.intentIdentifiers = intentIdentifiers
        self.options = options; self.hiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder
    }

    // Equal by content, as `UNNotificationCategory`'s `isEqual:`.
    public static func == (lhs: UNNotificationCategory, rhs: UNNotificationCategory) -> Bool {
        lhs.identifier == rhs.identifier && lhs.actions == rhs.actions && lhs.intentIdentifiers == rhs.intentIdentifiers
            && lhs.options == rhs.options && lhs.hiddenPreviewsBodyPlaceholder == rhs.hiddenPreviewsBodyPlaceholder
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

/// The app's registered categories; the center is one object per process, so one set is kept.
private let registeredCategories = Mutex<Set<UNNotificationCategory>>([])

extension UNUserNotificationCenter {
    /// Registers the app's categories, replacing the ones registered before, as UserNotifications does.
    public func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
        registeredCategories.withLock { $0 = categories }
    }

    /// The registered categories.
    public func getNotificationCategories(completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void) {
        completionHandler(registeredCategories.withLock { $0 })
    }

    /// The registered categories.
    public func notificationCategories() async -> Set<UNNotificationCategory> { registeredCategories.withLock { $0 } }
}
