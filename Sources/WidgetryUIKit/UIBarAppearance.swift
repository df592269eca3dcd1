import Foundation
import WidgetryUI

/// What a bar looks like, as UIKit's `UIBarAppearance` (iOS 13): its background, shadow and effect. Kept, never
/// drawn; the `configureWith…` methods set what UIKit's set.
open class UIBarAppearance: NSObject, @unchecked Sendable {
    /// The background colour over the effect.
    open var backgroundColor: UIColor?
    /// The blur under the background colour; the system's material by default.
    open var backgroundEffect: UIBlurEffect? = UIBlurEffect(style: .systemChromeMaterial)
    /// An image over the background.
    open var backgroundImage: UIImage?
    /// The hairline's colour; `nil` for none.
    open var shadowColor: UIColor? = UIColor(white: 0, alpha: 0.3)
    /// An image for the hairline.
    open var shadowImage: UIImage?

    /// The system's default look.
    public override init() { super.init() }

    /// The translucent system material with a hairline, as `configureWithDefaultBackground()`.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial); backgroundColor = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
    }
    /// An opaque background in the system's background colour, as `configureWithOpaqueBackground()`.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil; backgroundColor = .systemBackground; shadowColor = UIColor(white: 0, alpha: 0.3)
    }
    /// No background and no hairline, as `configureWithTransparentBackground()`.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil; backgroundColor = .clear; shadowColor = nil
    }
}

/// A navigation bar's look, as UIKit's `UINavigationBarAppearance`.
open class UINavigationBarAppearance: UIBarAppearance, @unchecked Sendable {
    /// The title's text attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's text attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The back indicator image.
    open private(set) var backIndicatorImage: UIImage?

    /// Sets the back indicator and its mask.
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage
    }
}

/// A tab bar's look, as UIKit's `UITabBarAppearance`.
open class UITabBarAppearance: UIBarAppearance, @unchecked Sendable {
    /// The items' look when stacked (iPhone portrait).
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    /// The items' look side by side (iPad).
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    /// The items' look side by side in compact widths.
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()
    /// The selection indicator's tint.
    open var selectionIndicatorTintColor: UIColor?
}

/// A tab item's look in each state, as UIKit's `UITabBarItemAppearance`.
open class UITabBarItemAppearance: NSObject, @unchecked Sendable {
    /// The look when unselected.
    public let normal = UITabBarItemStateAppearance()
    /// The look when selected.
    public let selected = UITabBarItemStateAppearance()
    /// The look when disabled.
    public let disabled = UITabBarItemStateAppearance()
    /// The look when focused.
    public let focused = UITabBarItemStateAppearance()
}

/// A tab item's look in one state, as UIKit's `UITabBarItemStateAppearance`.
open class UITabBarItemStateAppearance: NSObject, @unchecked Sendable {
    /// The title's text attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The icon's colour.
    open var iconColor: UIColor?
    /// The badge's background colour.
    open var badgeBackgroundColor: UIColor?
}
