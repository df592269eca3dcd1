import Foundation
import WidgetryUI

/// A screen's controller, as UIKit's `UIViewController`, for app code compiled into a widget extension. Widgets show
/// no controllers, so nothing here is presented or drawn, and UIKit's lifecycle calls (`viewDidLoad`,
/// `viewDidLayoutSubviews`, `viewWillTransition(to:with:)`, …) never come: they exist to be overridden, and
/// `super` calls reach these empty defaults. The parent–child tree is kept as data. A ``UIResponder``, hence an
/// `NSObject`: controllers are identity-equal and `Hashable`.
open class UIViewController: UIResponder, @unchecked Sendable {
    private var loadedView: UIView?
    /// The controller's root view: on first use, what ``loadView()`` sets, else a plain ``UIView``, as UIKit makes
    /// it (UIKit then calls `viewDidLoad()`; here nothing is shown, so the lifecycle calls never come).
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView() }
                loadedView?.viewController = self
            }
            return loadedView
        }
        set {
            loadedView?.viewController = nil
            loadedView = newValue
            newValue?.viewController = self
        }
    }
    /// The root view if it has been made, as UIKit's `viewIfLoaded`.
    open var viewIfLoaded: UIView? { loadedView }
    /// The title shown in a navigation bar.
    open var title: String?
    /// Whether the view has been made.
    open var isViewLoaded: Bool { loadedView != nil }

    /// A controller without a nib.
    public init(nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil) { super.init() }
    /// Controllers from an archive are not supported on Linux (no nibs or storyboards).
    public required init?(coder: NSCoder) { return nil }

    /// Makes the root view; a subclass sets ``view`` here. The default leaves it to ``view`` to make a plain view
    /// (UIKit's default loads a nib, which Linux cannot).
    open func loadView() {}
    /// Called after the view is made.
    open func viewDidLoad() {}
    /// Called before the view appears.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called as the view is about to appear, after its first layout (iOS 17).
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called after the view appears.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappears.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}
    /// Called after the safe area of the root view changed.
    open func viewSafeAreaInsetsDidChange() {}
    /// Called after the root view's layout margins changed.
    open func viewLayoutMarginsDidChange() {}
    /// Called before the view changes size (a rotation, a split screen); `coordinator` runs animations alongside.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
    /// Called after the traits changed (light and dark, size classes); deprecated in iOS 17, still overridden.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// Called when the system is low on memory; never here.
    open func didReceiveMemoryWarning() {}
    /// Asks for the status bar's look to be read again; there is none in a widget.
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// The traits of the controller: those of the view being built on this thread (light, 3x outside any view).
    open var traitCollection: UITraitCollection { .current }

    /// Presents another controller: nothing is shown in a widget.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) { completion?() }
    /// Dismisses a presented controller: nothing to dismiss in a widget.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { completion?() }
    /// How the controller is presented modally (kept; nothing is presented).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// How the presentation is animated (kept; nothing is presented).
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Whether a modal sheet refuses to be swiped away (kept).
    open var isModalInPresentation = false
    /// The size the controller prefers when shown in a popover or sheet (kept).
    open var preferredContentSize: CGSize = .zero
    /// Extra insets added to the safe area of the root view (kept).
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero
    /// The appearance forced on the controller (kept; a widget follows the appearance of the render).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

    /// The controllers added with ``addChild(_:)``, in order.
    open private(set) var children: [UIViewController] = []
    /// The controller this one is a child of.
    open private(set) weak var parent: UIViewController?
    /// Adds a child controller, calling its ``willMove(toParent:)`` as UIKit does (the caller then calls
    /// ``didMove(toParent:)``).
    open func addChild(_ childController: UIViewController) {
        if childController.parent === self { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }
    /// Removes the controller from its parent, calling its ``didMove(toParent:)`` with `nil` as UIKit does.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }
    /// Called before the controller is added to or removed from a parent.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller was added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) {}
    /// The next responder: the root view's superview if it is in one, else the parent controller.
    open override var next: UIResponder? { loadedView?.superview ?? parent }

    /// The navigation controller whose stack holds this controller.
    open internal(set) weak var navigationController: UINavigationController?
    /// What the controller shows in a navigation bar.
    open private(set) lazy var navigationItem = UINavigationItem()
    /// The controller this one presented; none here (``present(_:animated:completion:)`` shows nothing).
    open var presentedViewController: UIViewController? { nil }
    /// The controller that presented this one; none here.
    open var presentingViewController: UIViewController? { nil }
    /// Whether the controller is being presented: never (nothing is presented).
    open var isBeingPresented: Bool { false }
    /// Whether the controller is being dismissed: never.
    open var isBeingDismissed: Bool { false }
    /// Whether the controller is being pushed or added to a parent: never during a lifecycle call, which never comes.
    open var isMovingToParent: Bool { false }
    /// Whether the controller is being popped or removed from a parent: never, as ``isMovingToParent``.
    open var isMovingFromParent: Bool { false }
}

/// How a controller is presented modally, as UIKit's `UIModalPresentationStyle` (UIKit's raw values).
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2
}

/// How a modal presentation is animated, as UIKit's `UIModalTransitionStyle`.
public enum UIModalTransitionStyle: Int, Sendable { case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl }

/// What a size transition passes to ``UIViewController/viewWillTransition(to:with:)``, as UIKit's
/// `UIViewControllerTransitionCoordinator`. No transition happens in a widget; ``WidgetTransitionCoordinator`` runs
/// the animation and completion blocks at once, so code that updates its layout there runs.
public protocol UIViewControllerTransitionCoordinator: AnyObject {
    /// Runs `animation` alongside the transition and `completion` after it; `true` when they were queued.
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

/// What the blocks of a transition coordinator get, as UIKit's `UIViewControllerTransitionCoordinatorContext`.
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// How long the transition lasts.
    var transitionDuration: TimeInterval { get }
}

/// A transition coordinator for code that calls ``UIViewController/viewWillTransition(to:with:)`` itself (tests,
/// a parent forwarding a size change): the blocks run at once, not animated, not cancelled.
public final class WidgetTransitionCoordinator: UIViewControllerTransitionCoordinator, UIViewControllerTransitionCoordinatorContext, @unchecked Sendable {
    /// A coordinator.
    public init() {}
    public var isAnimated: Bool { false }
    public var isCancelled: Bool { false }
    public var transitionDuration: TimeInterval { 0 }
    /// Runs `animation`, then `completion`, at once.
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animation?(self)
        completion?(self)
        return true
    }
}

/// A controller hosting a SwiftUI view, as SwiftUI's `UIHostingController`. Never presented in a widget.
open class UIHostingController<Content: View>: UIViewController, @unchecked Sendable {
    /// The SwiftUI view hosted.
    public var rootView: Content

    /// A controller hosting `rootView`.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }

    /// Not supported on Linux.
    public required init?(coder: NSCoder) { return nil }
}

/// An editable, scrolling text view, as UIKit's `UITextView`; never drawn (see ``UIView``).
open class UITextView: UIView, @unchecked Sendable {
    /// The text.
    open var text: String!
    /// The font.
    open var font: UIFont?
    /// The text colour.
    open var textColor: UIColor?
    /// The alignment of the text.
    open var textAlignment: NSTextAlignment = .natural
    /// Whether the text can be edited.
    open var isEditable = true
    /// Whether the text scrolls.
    open var isScrollEnabled = true
}

/// A scrolling view, as UIKit's `UIScrollView`; never drawn (see ``UIView``).
open class UIScrollView: UIView, @unchecked Sendable {
    /// The scroll indicators' colour, as `UIScrollView.IndicatorStyle`.
    public enum IndicatorStyle: Int, Sendable { case `default` = 0, black = 1, white = 2 }
    /// The scroll indicators' colour; kept.
    open var indicatorStyle: IndicatorStyle = .default
    /// The pull-to-refresh control; kept, never pulled.
    open var refreshControl: UIRefreshControl?
    /// What is told of scrolling (never, here: nothing scrolls in a widget).
    open weak var delegate: (any UIScrollViewDelegate)?
    /// The size of the content.
    open var contentSize: CGSize = .zero
    /// Where the content is scrolled to.
    open var contentOffset: CGPoint = .zero
    /// Whether the person can scroll; kept (nothing scrolls in a widget).
    open var isScrollEnabled = true
    /// Whether scrolling stops on page boundaries; kept.
    open var isPagingEnabled = false
    /// Whether the content bounces past its edges; kept.
    open var bounces = true
    /// Whether the content bounces vertically even when it fits; kept.
    open var alwaysBounceVertical = false
    /// Whether the content bounces horizontally even when it fits; kept.
    open var alwaysBounceHorizontal = false
    /// Whether the vertical indicator shows while scrolling; kept.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while scrolling; kept.
    open var showsHorizontalScrollIndicator = true
}

/// A SwiftUI view wrapping a UIKit view, as SwiftUI's `UIViewRepresentable`. Widgets cannot show UIKit views
/// (WidgetKit draws SwiftUI only), so it is drawn as an empty placeholder with an info finding. Apple's protocol
/// says `Body == Never`; here the body is that placeholder, which no conforming code spells out.
public protocol UIViewRepresentable: View {
    /// The UIKit view wrapped.
    associatedtype UIViewType: UIView
    /// Coordinates the UIKit view's events.
    associatedtype Coordinator = Void
    /// Makes the UIKit view (never called in a widget).
    func makeUIView(context: Context) -> UIViewType
    /// Updates it (never called in a widget).
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// Makes the coordinator.
    func makeCoordinator() -> Coordinator
    /// What the make and update calls get.
    typealias Context = UIViewRepresentableContext<Self>
}

extension UIViewRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() {}
}

extension UIViewRepresentable {
    /// An empty placeholder: a widget cannot show a UIKit view.
    public var body: some View { RepresentablePlaceholder(name: String(describing: Self.self)) }
}

/// What a representable's make and update calls get, as SwiftUI's `UIViewRepresentableContext`.
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The representable's coordinator.
    public let coordinator: Representable.Coordinator
}

/// A SwiftUI view wrapping a UIKit controller, as SwiftUI's `UIViewControllerRepresentable`; an empty placeholder in
/// a widget, as ``UIViewRepresentable``.
public protocol UIViewControllerRepresentable: View {
    /// The controller wrapped.
    associatedtype UIViewControllerType: UIViewController
    /// Coordinates the controller's events.
    associatedtype Coordinator = Void
    /// Makes the controller (never called in a widget).
    func makeUIViewController(context: Context) -> UIViewControllerType
    /// Updates it (never called in a widget).
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// Makes the coordinator.
    func makeCoordinator() -> Coordinator
    /// What the make and update calls get.
    typealias Context = UIViewControllerRepresentableContext<Self>
}

extension UIViewControllerRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() {}
}

extension UIViewControllerRepresentable {
    /// An empty placeholder: a widget cannot show a UIKit controller.
    public var body: some View { RepresentablePlaceholder(name: String(describing: Self.self)) }
}

/// What a representable draws in a widget: nothing, filling what it is offered, with an info finding naming it.
public struct RepresentablePlaceholder: View {
    let name: String
    public var body: some View {
        Color.clear.acceptedWithoutEffect("\(name) (a UIKit view in SwiftUI)", "WidgetKit draws SwiftUI views only; a UIKit view shows nothing")
    }
}

/// What a controller representable's calls get, as SwiftUI's `UIViewControllerRepresentableContext`.
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The representable's coordinator.
    public let coordinator: Representable.Coordinator
}
