import Foundation
import WidgetryUI

/// A screen's controller, as UIKit's `UIViewController`, for app code compiled into a widget extension. Widgets show
/// no controllers, so nothing here is presented or drawn; the lifecycle methods exist to be overridden.
open class UIViewController: @unchecked Sendable {
    /// The controller's root view, made on first use.
    open lazy var view: UIView! = UIView()
    /// The title shown in a navigation bar.
    open var title: String?
    /// Whether the view has been made.
    open var isViewLoaded: Bool { true }

    /// A controller without a nib.
    public init(nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil) {}
    /// Controllers from an archive are not supported on Linux (no nibs or storyboards).
    public required init?(coder: NSCoder) { return nil }

    /// Called after the view is made.
    open func viewDidLoad() {}
    /// Called before the view appears.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appears.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappears.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Presents another controller: nothing is shown in a widget.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) { completion?() }
    /// Dismisses a presented controller: nothing to dismiss in a widget.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { completion?() }
    /// Adds a child controller.
    open func addChild(_ childController: UIViewController) {}
    /// The navigation controller whose stack holds this controller.
    open internal(set) weak var navigationController: UINavigationController?
    /// What the controller shows in a navigation bar.
    open private(set) lazy var navigationItem = UINavigationItem()
    /// The controller this one presented; none here (``present(_:animated:completion:)`` shows nothing).
    open var presentedViewController: UIViewController? { nil }
    /// The controller that presented this one; none here.
    open var presentingViewController: UIViewController? { nil }
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

/// A view that lines its arranged subviews up, as UIKit's `UIStackView`; never laid out or drawn (see ``UIView``).
open class UIStackView: UIView, @unchecked Sendable {
    /// The views lined up, in order.
    open private(set) var arrangedSubviews: [UIView] = []
    /// The space between them.
    open var spacing: CGFloat = 0
    /// Adds `view` at the end.
    open func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.append(view)
        addSubview(view)
    }
}

/// A scrolling view, as UIKit's `UIScrollView`; never drawn (see ``UIView``).
open class UIScrollView: UIView, @unchecked Sendable {
    /// The size of the content.
    open var contentSize: CGSize = .zero
    /// Where the content is scrolled to.
    open var contentOffset: CGPoint = .zero
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
