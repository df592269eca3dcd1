import Foundation
import WidgetryUI

/// A layout direction of the whole app, as UIKit's `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable, Hashable {
    case leftToRight, rightToLeft
}

extension UIApplication {
    /// The user's text size, as `UIApplication.preferredContentSizeCategory`: the size the view being rendered is drawn
    /// at (a check sets it per cell), as the app's is the system setting on a device.
    public var preferredContentSizeCategory: UIContentSizeCategory { UITraitCollection.current.preferredContentSizeCategory }

    /// The app's layout direction, as `UIApplication.userInterfaceLayoutDirection`: right to left when the render's
    /// language is written so (a check's Arabic or Hebrew cells), else left to right.
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UITraitCollection.current.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
}

extension UIScreen {
    /// The screen's traits, as `UIScreen.traitCollection`: the traits of the view being rendered (its appearance, text
    /// size and scale), as the screen's follow the system settings on a device.
    public var traitCollection: UITraitCollection { .current }
}
