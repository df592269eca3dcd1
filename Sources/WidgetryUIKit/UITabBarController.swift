import Foundation

/// Tabs of view controllers, as UIKit's `UITabBarController`, in app screens shared with a widget extension. Nothing is
/// shown (see ``UIView``); the tabs and the selection are kept, so code that walks to the top controller runs.
open class UITabBarController: UIViewController, @unchecked Sendable {
    /// The tabs' controllers, in order.
    open var viewControllers: [UIViewController]? {
        didSet { selectedIndex = min(selectedIndex, max((viewControllers?.count ?? 1) - 1, 0)) }
    }
    /// The index of the selected tab.
    open var selectedIndex = 0
    /// The selected tab's controller.
    open var selectedViewController: UIViewController? {
        get { viewControllers.flatMap { selectedIndex < $0.count ? $0[selectedIndex] : nil } }
        set { if let newValue, let index = viewControllers?.firstIndex(where: { $0 === newValue }) { selectedIndex = index } }
    }
    /// What hears tab changes; kept (nobody taps a tab here).
    open weak var delegate: AnyObject?

    /// Sets the tabs.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) { self.viewControllers = viewControllers }
}
