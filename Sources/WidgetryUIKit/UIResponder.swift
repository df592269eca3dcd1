import Foundation

/// The base of UIKit's views and view controllers, as UIKit's `UIResponder` (itself an `NSObject` subclass).
///
/// Being an `NSObject` subclass is what makes UIKit objects identity-equal and `Hashable` (`NSObject.isEqual(_:)`
/// compares identity unless a subclass overrides it): app code puts views in sets and dictionary keys and matches a
/// bar button item in a `switch` (`case saveItem:`). Linux's Foundation has `NSObject` without the Objective-C
/// runtime, which is all that needs. A widget receives no touches or keyboard, so no object here is ever first responder.
open class UIResponder: NSObject, @unchecked Sendable {
    // `@unchecked`: UIKit's responders are main-thread objects; nothing here shares one across threads.
    /// The next responder in the chain: a view's superview or view controller; `nil` at the end (see subclasses).
    open var next: UIResponder? { nil }
    /// Whether this object is first responder: never in a widget (nothing has keyboard focus).
    open var isFirstResponder: Bool { false }
    /// Whether this object can become first responder; `false` by default, as in UIKit.
    open var canBecomeFirstResponder: Bool { false }
    /// Whether this object gives up first responder status when asked; `true` by default, as in UIKit.
    open var canResignFirstResponder: Bool { true }
    /// Asks to become first responder: refused in a widget (no keyboard), so `false`.
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    /// Gives up first responder status: `true`, as there is none to give up.
    @discardableResult open func resignFirstResponder() -> Bool { true }
}

extension UIResponder {
    // The keyboard's notifications and their user-info keys, with UIKit's names: a widget shows no keyboard, so none is
    // ever posted; app screens that share files with a widget observe them to move their content.
    /// Posted before the keyboard appears.
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard appears.
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard disappears.
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard disappears.
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes.
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted after the keyboard's frame changes.
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    /// The keyboard's frame before the change (a `CGRect` in an `NSValue`).
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after the change.
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// How long the keyboard's animation lasts.
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The keyboard animation's curve.
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app.
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
