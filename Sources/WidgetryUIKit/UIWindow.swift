import Foundation

/// A window, as UIKit's `UIWindow`: the root of an app's views. A widget has no window (WidgetKit draws its SwiftUI
/// views), so a window made here holds its root view controller and is never on screen; app code shared with the
/// widget compiles, and nothing it shows appears.
open class UIWindow: UIView {
    /// The controller whose view fills the window.
    open var rootViewController: UIViewController?
    /// Whether this is the key window: never here, as no window is shown.
    open var isKeyWindow: Bool { false }
    /// Where the window sits among windows.
    open var windowLevel: UIWindow.Level = .normal

    /// Shows the window and makes it key; nothing appears here (see the type's notes).
    open func makeKeyAndVisible() { isHidden = false }
    /// Makes the window key; nothing changes here.
    open func makeKey() {}
    /// The screen the window is on: the device's (``UIScreen/main``).
    open var screen: UIScreen { .main }

    /// A window's level, as `UIWindow.Level`.
    public struct Level: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(rawValue: 0)
        public static let statusBar = Level(rawValue: 1000)
        public static let alert = Level(rawValue: 2000)
    }
}
