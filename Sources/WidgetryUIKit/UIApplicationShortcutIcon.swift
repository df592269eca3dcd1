import Foundation

/// The icon of a Home Screen quick action, as UIKit's `UIApplicationShortcutIcon` (app code shared with a widget
/// sets up its shortcuts; a widget shows none, so nothing here is drawn).
open class UIApplicationShortcutIcon: NSObject, @unchecked Sendable {
    // `@unchecked`: immutable after init.
    /// The system's quick-action icons, as `UIApplicationShortcutIcon.IconType`.
    public enum IconType: Int, Sendable {
        case compose, play, pause, add, location, search, share, prohibit, contact, home, markLocation, favorite, love, cloud,
             invitation, confirmation, mail, message, date, time, capturePhoto, captureVideo, task, taskCompleted, alarm,
             bookmark, shuffle, audio, update
    }

    /// The system icon, when made from one.
    public let type: IconType?
    /// The SF Symbol or template image name, when made from one.
    public let imageName: String?

    /// One of the system's icons.
    public init(type: IconType) { self.type = type; imageName = nil }
    /// An SF Symbol (iOS 13).
    public init(systemImageName: String) { type = nil; imageName = systemImageName }
    /// A template image from the app's catalog.
    public init(templateImageName: String) { type = nil; imageName = templateImageName }
}

/// A Home Screen quick action, as UIKit's `UIApplicationShortcutItem`.
open class UIApplicationShortcutItem: NSObject, @unchecked Sendable {
    // `@unchecked`: immutable after init.
    /// The action's identifier the app handles.
    public let type: String
    /// The title shown.
    public let localizedTitle: String
    /// The subtitle shown.
    public let localizedSubtitle: String?
    /// The icon.
    public let icon: UIApplicationShortcutIcon?
    /// App-defined information.
    public let userInfo: [String: any NSSecureCoding]?

    /// A quick action.
    public init(type: String, localizedTitle: String, localizedSubtitle: String? = nil, icon: UIApplicationShortcutIcon? = nil,
                userInfo: [String: any NSSecureCoding]? = nil) {
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.icon = icon
        self.userInfo = userInfo
    }
}
