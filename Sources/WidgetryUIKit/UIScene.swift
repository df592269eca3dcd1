import Foundation
import WidgetryFoundation

/// A window of the app's interface, as UIKit's `UIScene`. A render runs no app, so the application has no connected
/// scene: code that looks for the key window's scene (`connectedScenes.first as? UIWindowScene`) takes its "none" path.
open class UIScene: UIResponder, @unchecked Sendable {
    // A scene's lifecycle notifications, by UIKit's names: shared code observes them to refresh when the app returns
    // (`NotificationCenter.default.publisher(for: UIScene.willEnterForegroundNotification)`); none is posted in a check.
    /// A scene was connected to the app.
    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// A scene was removed.
    public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// A scene became active.
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// A scene is about to become inactive.
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// A scene is about to come to the foreground.
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// A scene went to the background.
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
    /// Whether the scene is shown, as `UIScene.ActivationState`.
    public enum ActivationState: Int, Sendable { case unattached = -1, foregroundActive, foregroundInactive, background }
    /// Its state.
    open var activationState: ActivationState { .unattached }
}

/// A scene that shows windows, as UIKit's `UIWindowScene`.
open class UIWindowScene: UIScene, @unchecked Sendable {
    /// Its windows.
    open var windows: [UIWindow] { [] }
    /// Its key window.
    open var keyWindow: UIWindow? { nil }
    /// The interface's orientation: portrait, as a widget's host is rendered.
    open var interfaceOrientation: UIInterfaceOrientation { .portrait }
}

extension UIApplication {
    /// The scenes the app shows: none in a render.
    public var connectedScenes: Set<UIScene> { [] }
}

/// How a sheet is presented, as UIKit's `UISheetPresentationController` (iOS 15): app screens adjust it when a sheet
/// appears. Nothing is presented in a render, so it keeps what it is told.
open class UISheetPresentationController: UIPresentationController, @unchecked Sendable {
    /// A height a sheet rests at, as `UISheetPresentationController.Detent`.
    public final class Detent: NSObject, @unchecked Sendable {
        /// A detent's name, as `UISheetPresentationController.Detent.Identifier`.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// About half the screen.
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The full height.
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// Its name.
        public let identifier: Identifier
        init(identifier: Identifier) { self.identifier = identifier }
        /// About half the screen.
        public static func medium() -> Detent { Detent(identifier: .medium) }
        /// The full height.
        public static func large() -> Detent { Detent(identifier: .large) }
    }

    /// The heights the sheet may rest at.
    open var detents: [Detent] = [.large()]
    /// The one it rests at.
    open var selectedDetentIdentifier: Detent.Identifier?
    /// The largest detent that does not dim what is behind.
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    /// Whether the grabber shows.
    open var prefersGrabberVisible = false
    /// The sheet's corner radius.
    open var preferredCornerRadius: CGFloat?
    /// Whether scrolling the content expands the sheet.
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Changes the sheet's settings with an animation (run at once).
    open func animateChanges(_ changes: () -> Void) { changes() }
}

/// What presents a controller, as UIKit's `UIPresentationController`.
open class UIPresentationController: NSObject, @unchecked Sendable {}

extension UIViewController {
    /// What presents this controller: none, since nothing is presented in a render.
    public var presentationController: UIPresentationController? { nil }
    /// The sheet presenting this controller: none.
    public var sheetPresentationController: UISheetPresentationController? { nil }
}

/// A touch gesture a view recognises, as UIKit's `UIGestureRecognizer`: no touch arrives in a render.
open class UIGestureRecognizer: NSObject, @unchecked Sendable {
    /// Where the gesture is, as `UIGestureRecognizer.State`.
    public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed }
    /// What decides whether it begins.
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// Whether it recognises touches.
    open var isEnabled = true
    /// Its state: possible, for ever.
    open var state: State { .possible }
    public override init() { super.init() }
}

/// What decides a gesture recognizer's behaviour, as UIKit's `UIGestureRecognizerDelegate` (every requirement optional).
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Whether the gesture may begin.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
}

extension UINavigationController {
    /// The edge swipe that pops the top controller: none in a render.
    public var interactivePopGestureRecognizer: UIGestureRecognizer? { nil }
}

extension UIView {
    /// Draws the view and its subviews into the current context, as UIKit's `drawHierarchy(in:afterScreenUpdates:)`:
    /// UIKit views are never drawn here (WidgetKit draws SwiftUI only), so nothing is drawn and the answer is `false`.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool { false }
}

/// Saves an image to the photo library, as UIKit's `UIImageWriteToSavedPhotosAlbum`: a render has no library, so nothing
/// is saved and the completion selector is not called.
public func UIImageWriteToSavedPhotosAlbum(_ image: UIImage, _ completionTarget: Any?, _ completionSelector: Selector?,
                                           _ contextInfo: UnsafeMutableRawPointer?) {}
