import Foundation
import WidgetryUI

/// A controller that pages between view controllers, as UIKit's `UIPageViewController`, in app screens shared with a
/// widget (a pager wrapped in a `UIViewControllerRepresentable`). Never shown or swiped here: it keeps the pages it is
/// given, and its data source and delegate are asked nothing.
open class UIPageViewController: UIViewController, @unchecked Sendable {
    /// How pages turn, as `UIPageViewController.TransitionStyle`.
    public enum TransitionStyle: Int, Sendable { case pageCurl = 0, scroll = 1 }
    /// Which way pages run, as `UIPageViewController.NavigationOrientation`.
    public enum NavigationOrientation: Int, Sendable { case horizontal = 0, vertical = 1 }
    /// Which way a change of pages goes, as `UIPageViewController.NavigationDirection`.
    public enum NavigationDirection: Int, Sendable { case forward = 0, reverse = 1 }
    /// Where the spine of a page-curl book is, as `UIPageViewController.SpineLocation`.
    public enum SpineLocation: Int, Sendable { case none = 0, min = 1, mid = 2, max = 3 }
    /// The options' keys, as `UIPageViewController.OptionsKey`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The spine location of a page-curl book.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between scrolled pages.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// How pages turn.
    public let transitionStyle: TransitionStyle
    /// Which way pages run.
    public let navigationOrientation: NavigationOrientation
    /// The options it was made with.
    public let options: [OptionsKey: Any]?
    /// What supplies pages before and after the current one (never asked here).
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    /// What is told of page turns (never, here).
    open weak var delegate: (any UIPageViewControllerDelegate)?
    /// The pages shown: the last ones set.
    open private(set) var viewControllers: [UIViewController]?
    /// Whether a page-curl page has content on its back.
    open var isDoubleSided = false

    /// A pager turning pages with `style`, running them along `navigationOrientation`.
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation, options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        self.options = options
        super.init(nibName: nil, bundle: nil)
    }
    /// Not supported on Linux (no nibs or storyboards).
    public required init?(coder: NSCoder) { return nil }

    /// Shows `viewControllers` at once (nothing animates in a widget); `completion` is told `true`, as UIKit tells it
    /// when the change is made.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        self.viewControllers = viewControllers
        completion?(true)
    }
}

/// What supplies a pager's pages, as UIKit's `UIPageViewControllerDataSource`; the page-indicator members are optional,
/// as in UIKit.
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or nil at the first.
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The page after `viewController`, or nil at the last.
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// How many dots the page indicator shows.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// Which dot is the current page's.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// No page indicator, as UIKit shows none when this is not implemented.
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    /// The first dot.
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// What a pager tells of page turns, as UIKit's `UIPageViewControllerDelegate`; every member is optional, as in UIKit.
public protocol UIPageViewControllerDelegate: AnyObject {
    /// A turn to `pendingViewControllers` began.
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// A turn ended.
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {}
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
}

/// What a scroll view tells of scrolling, as UIKit's `UIScrollViewDelegate`; every member is optional, as in UIKit.
/// Nothing scrolls in a widget, so it is never told.
public protocol UIScrollViewDelegate: AnyObject {
    /// The content moved.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A drag began.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// A drag is ending; `targetContentOffset` may be changed.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// A drag ended.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// Scrolling came to rest.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// The view zoomed, if any.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
}
