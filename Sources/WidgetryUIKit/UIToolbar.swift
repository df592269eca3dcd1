import Foundation
import WidgetryUI

/// A bar of buttons, as UIKit's `UIToolbar` (a text field's keyboard accessory with a Done button); never drawn or tapped
/// (see ``UIView``): its items are kept as code sets them.
open class UIToolbar: UIView, @unchecked Sendable {
    /// The buttons, leading to trailing.
    open var items: [UIBarButtonItem]?
    /// The bar's style.
    open var barStyle: UIBarStyle = .default
    /// Whether the bar is translucent.
    open var isTranslucent = true
    /// The bar's tint.
    open var barTintColor: UIColor?

    /// Sets the buttons (no animation is drawn).
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    /// A toolbar's height on an iPhone: 44 points (UIKit's default toolbar height in portrait).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 44) }
}

/// A bar's appearance, as UIKit's `UIBarStyle`.
public enum UIBarStyle: Int, Sendable { case `default`, black }
