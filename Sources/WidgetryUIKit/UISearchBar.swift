import Foundation
import WidgetryUI

/// A search field in a bar, as UIKit's `UISearchBar`, in app screens shared with a widget; never drawn or typed in.
open class UISearchBar: UIView, @unchecked Sendable {
    /// How the bar is drawn, as `UISearchBar.Style`.
    public enum Style: Int, Sendable { case `default` = 0, prominent = 1, minimal = 2 }

    /// The search text.
    open var text: String?
    /// The text shown when empty.
    open var placeholder: String?
    /// The bar's style.
    open var searchBarStyle: Style = .default
    /// The bar's colour.
    open var barTintColor: UIColor?
    /// The bar's colour scheme.
    open var barStyle: UIBarStyle = .default
    /// Whether the cancel button shows.
    open var showsCancelButton = false
    /// The keyboard's look.
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// The text field inside (iOS 13).
    public let searchTextField = UITextField(frame: .zero)
}

/// A pull-to-refresh spinner, as UIKit's `UIRefreshControl`; never pulled here, so it refreshes only when the app
/// says so.
open class UIRefreshControl: UIControl, @unchecked Sendable {
    /// The text under the spinner.
    open var attributedTitle: NSAttributedString?
    /// Whether a refresh is shown as running.
    open private(set) var isRefreshing = false
    /// Shows the refresh as running.
    open func beginRefreshing() { isRefreshing = true }
    /// Shows the refresh as done.
    open func endRefreshing() { isRefreshing = false }
}

/// Where a popover points, as UIKit's `UIPopoverPresentationController`; a widget presents nothing, so it is kept.
open class UIPopoverPresentationController: NSObject, @unchecked Sendable {
    /// The directions the arrow may point, as `UIPopoverArrowDirection` (UIKit's bits).
    public struct ArrowDirection: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let up = ArrowDirection(rawValue: 1 << 0)
        public static let down = ArrowDirection(rawValue: 1 << 1)
        public static let left = ArrowDirection(rawValue: 1 << 2)
        public static let right = ArrowDirection(rawValue: 1 << 3)
        public static let any: ArrowDirection = [.up, .down, .left, .right]
    }
    /// The view it points at.
    open var sourceView: UIView?
    /// The rectangle in ``sourceView`` it points at.
    open var sourceRect: CGRect = .zero
    /// The bar button it points at.
    open var barButtonItem: UIBarButtonItem?
    /// The arrow's allowed directions.
    open var permittedArrowDirections: ArrowDirection = .any
    /// The popover's background colour.
    open var backgroundColor: UIColor?
}
