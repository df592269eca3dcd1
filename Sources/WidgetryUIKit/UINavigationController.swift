import Foundation
import WidgetryFoundation
import WidgetryUI

/// A stack of view controllers, as UIKit's `UINavigationController`, in app screens shared with a widget
/// extension. Nothing is shown (see ``UIView``); the stack is kept, so code that pushes and pops runs.
open class UINavigationController: UIViewController, @unchecked Sendable {
    /// The stack, root first.
    open var viewControllers: [UIViewController] = [] {
        didSet { for controller in viewControllers { controller.navigationController = self } }
    }
    /// The controller on top.
    open var topViewController: UIViewController? { viewControllers.last }
    /// The controller shown: the top one here (nothing is presented over it).
    open var visibleViewController: UIViewController? { viewControllers.last }
    /// The bar across the top.
    open private(set) var navigationBar = UINavigationBar()
    /// Whether the bar is hidden.
    open var isNavigationBarHidden = false

    /// A stack holding `rootViewController`.
    public convenience init(rootViewController: UIViewController) {
        self.init()
        viewControllers = [rootViewController]
        rootViewController.navigationController = self
    }

    /// Pushes `viewController` on the stack.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
    }
    /// Pops the top controller, unless it is the root; returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        return viewControllers.removeLast()
    }
    /// Pops to the root; returns the controllers popped.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return [] }
        let popped = Array(viewControllers.dropFirst())
        viewControllers = Array(viewControllers.prefix(1))
        return popped
    }
    /// Replaces the stack.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        self.viewControllers = viewControllers
    }
    /// Hides or shows the bar.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
}

/// The bar of a navigation controller, as UIKit's `UINavigationBar`; never drawn.
open class UINavigationBar: UIView, @unchecked Sendable {
    /// Whether titles are large.
    open var prefersLargeTitles = false
    /// Whether the bar is translucent.
    open var isTranslucent = true
    /// The colour of bar button items.
    open var barTintColor: UIColor?
    /// The bar's style.
    open var barStyle: UIBarStyle = .default
    /// The title's text attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// The large title's text attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// The look at rest (iOS 13).
    open var standardAppearance = UINavigationBarAppearance()
    /// The look when content is scrolled to the bar's edge; `nil` uses a transparent ``standardAppearance``.
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// The look in compact heights; `nil` uses ``standardAppearance``.
    open var compactAppearance: UINavigationBarAppearance?
}

/// What a view controller shows in the navigation bar, as UIKit's `UINavigationItem`.
open class UINavigationItem: NSObject, @unchecked Sendable {
    /// The title.
    open var title: String?
    /// A view shown instead of the title.
    open var titleView: UIView?
    /// The button at the trailing end.
    open var rightBarButtonItem: UIBarButtonItem?
    /// The button at the leading end.
    open var leftBarButtonItem: UIBarButtonItem?
    /// The buttons at the trailing end.
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// The buttons at the leading end.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// Whether the back button is hidden.
    open var hidesBackButton = false
    /// How large the title is.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic

    /// An item titled `title`.
    public init(title: String = "") {
        self.title = title.isEmpty ? nil : title
        super.init()
    }

    /// How large a title is shown, as UIKit's `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never, inline }
}

/// A button in a bar, as UIKit's `UIBarButtonItem`; never drawn or tapped. Its target and action are kept
/// (a selector is only a name on Linux, see ``UIControl``). An `NSObject` as in UIKit, so items are identity-equal
/// and an action method can tell its buttons apart in a `switch` (`case saveItem:`).
open class UIBarButtonItem: UIBarItem, @unchecked Sendable {
    /// The system's kinds of bar button, as UIKit's `UIBarButtonItem.SystemItem`.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close
    }
    /// How the button is drawn, as UIKit's `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable { case plain, bordered, done, prominent }

    /// How it is drawn.
    open var style: Style = .plain
    /// The colour.
    open var tintColor: UIColor?
    /// The object the action is sent to.
    open weak var target: AnyObject?
    /// The action's name.
    open var action: Selector?
    /// The system item it shows, if any.
    public private(set) var systemItem: SystemItem?
    /// The action run when tapped.
    open var primaryAction: UIAction?
    /// A view shown instead.
    open var customView: UIView?

    /// An empty item.
    public override init() { super.init() }
    /// A system item.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init(target: target, action: action)
        self.systemItem = systemItem
    }
    /// A titled item.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init(target: target, action: action)
        self.title = title
        self.style = style
    }
    /// An item with an image.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(target: target, action: action)
        self.image = image
        self.style = style
    }
    private convenience init(target: Any?, action: Selector?) {
        self.init()
        self.target = target as AnyObject?
        self.action = action
    }
    /// An item that runs `primaryAction`.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
    }
    /// A system item that runs `primaryAction`.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.systemItem = systemItem
        self.primaryAction = primaryAction
    }
    /// An item showing `customView`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }
}

/// A menu of actions, as UIKit's `UIMenu`; never shown.
open class UIMenu: NSObject, @unchecked Sendable {
    /// The title.
    open var title: String
    /// The actions and submenus.
    open var children: [Any]

    /// A menu of `children`.
    public init(title: String = "", image: UIImage? = nil, children: [Any] = []) {
        self.title = title
        self.children = children
        super.init()
    }
}
