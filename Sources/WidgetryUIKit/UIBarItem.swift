import Foundation
import WidgetryUI

/// An item of a navigation bar, toolbar or tab bar, as UIKit's `UIBarItem`: the title, image and state bar buttons and
/// tab items share. Never drawn (see ``UIView``).
open class UIBarItem: NSObject, @unchecked Sendable {
    private var textAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// The title.
    open var title: String?
    /// The image.
    open var image: UIImage?
    /// Whether it takes taps.
    open var isEnabled = true
    /// A number the app uses to tell items apart.
    open var tag = 0
    /// Insets of the image.
    open var imageInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// An empty item.
    public override init() { super.init() }

    /// Sets the title's text attributes in `state`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        textAttributes[state.rawValue] = attributes
    }

    /// The title's text attributes in `state`; `nil` when none were set for it.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { textAttributes[state.rawValue] }
}

/// An item of a tab bar, as UIKit's `UITabBarItem`.
open class UITabBarItem: UIBarItem, @unchecked Sendable {
    /// The system's kinds of tab item, as `UITabBarItem.SystemItem`.
    public enum SystemItem: Int, Sendable { case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed }

    /// The image shown when selected; the ``UIBarItem/image`` when `nil`.
    open var selectedImage: UIImage?
    /// The text of the badge; `nil` hides it.
    open var badgeValue: String?
    /// The badge's colour.
    open var badgeColor: UIColor?
    /// The item's look (iOS 13); `nil` uses the tab bar's.
    open var standardAppearance: UITabBarAppearance?
    /// The system item it shows, if any.
    public private(set) var systemItem: SystemItem?

    /// An empty item.
    public override init() { super.init() }
    /// An item with a title, an image and a tag.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title; self.image = image; self.tag = tag
    }
    /// An item with a title and images for both states.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title; self.image = image; self.selectedImage = selectedImage
    }
    /// A system item with a tag.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.systemItem = systemItem; self.tag = tag
    }
}

/// The bar of a tab bar controller, as UIKit's `UITabBar`; never drawn.
open class UITabBar: UIView, @unchecked Sendable {
    /// The items, left to right.
    open var items: [UITabBarItem]?
    /// The selected item; one of ``items`` or `nil`.
    open weak var selectedItem: UITabBarItem?
    /// The colour of unselected items.
    open var unselectedItemTintColor: UIColor?
    /// The bar's colour.
    open var barTintColor: UIColor?
    /// The bar's style.
    open var barStyle: UIBarStyle = .default
    /// Whether the bar is translucent.
    open var isTranslucent = true
    /// The look at rest (iOS 13).
    open var standardAppearance = UITabBarAppearance()
    /// The look when content is scrolled to the bar's edge (iOS 15); `nil` uses a transparent ``standardAppearance``.
    open var scrollEdgeAppearance: UITabBarAppearance?

    /// Sets the items; a selected item no longer among them is deselected, as UIKit does.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        self.items = items
        if let selected = selectedItem, !(items ?? []).contains(where: { $0 === selected }) { selectedItem = nil }
    }
}

/// The look of a bar's keyboard, as UIKit's `UIKeyboardAppearance` (`alert` is `dark`'s old name).
public enum UIKeyboardAppearance: Int, Sendable {
    case `default` = 0, dark = 1, light = 2
    public static let alert = UIKeyboardAppearance.dark
}

/// The status bar's text colour, as UIKit's `UIStatusBarStyle`.
public enum UIStatusBarStyle: Int, Sendable { case `default` = 0, lightContent = 1, darkContent = 3 }
