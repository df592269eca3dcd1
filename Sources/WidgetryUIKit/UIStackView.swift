import Foundation

/// A view that lines its arranged subviews up, as UIKit's `UIStackView`; never laid out or drawn (see ``UIView``): its
/// settings are kept so code that builds one compiles and runs.
open class UIStackView: UIView, @unchecked Sendable {
    /// How arranged views share the stack's length, as `UIStackView.Distribution`.
    public enum Distribution: Int, Sendable {
        case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// How arranged views line up across the stack, as `UIStackView.Alignment`.
    public enum Alignment: Int, Sendable {
        case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
        /// The top edges, in a horizontal stack (UIKit's alias of `leading`).
        public static let top = Alignment.leading
        /// The bottom edges, in a horizontal stack (UIKit's alias of `trailing`).
        public static let bottom = Alignment.trailing
    }

    /// The space UIKit puts between views when ``spacing`` asks for the system's.
    public static let spacingUseSystem: CGFloat = .greatestFiniteMagnitude
    /// Custom spacing after a view that means "the stack's own spacing".
    public static let spacingUseDefault: CGFloat = -.greatestFiniteMagnitude

    /// The views lined up, in order.
    open private(set) var arrangedSubviews: [UIView] = []
    /// The direction they line up in; horizontal by default, as UIKit's.
    open var axis: NSLayoutConstraint.Axis = .horizontal
    /// How they share the length.
    open var distribution: Distribution = .fill
    /// How they line up across.
    open var alignment: Alignment = .fill
    /// The space between them.
    open var spacing: CGFloat = 0
    /// Whether the stack lays out inside its layout margins.
    open var isLayoutMarginsRelativeArrangement = false
    /// Whether vertical spacing is measured from baselines.
    open var isBaselineRelativeArrangement = false
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    /// A stack of `views`, in order.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    /// Adds `view` at the end.
    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    /// Inserts `view` at `index` of the arranged views (and adds it as a subview if it is not one).
    open func insertArrangedSubview(_ view: UIView, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
    }

    /// Stops arranging `view`; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
    }

    /// The space after `view` instead of ``spacing``.
    open func setCustomSpacing(_ spacing: CGFloat, after view: UIView) { customSpacings[ObjectIdentifier(view)] = spacing }

    /// The space after `view`: its custom spacing, else ``spacingUseDefault``.
    open func customSpacing(after view: UIView) -> CGFloat { customSpacings[ObjectIdentifier(view)] ?? Self.spacingUseDefault }
}
