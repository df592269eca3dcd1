import Foundation
import WidgetryFoundation
import WidgetryUI

/// UIKit's view class, as far as shared app code names it (`class QuoteView: UIView`, helpers taking a
/// `UIView`). Widgets cannot show UIKit views (WidgetKit draws SwiftUI only), so a view is never drawn:
/// it keeps its frame, colours and subviews so code that configures one compiles and runs. As in UIKit it is a
/// ``UIResponder`` (an `NSObject`), so views are identity-equal and `Hashable` (`[UIView: Item]`, `firstIndex(of:)`).
open class UIView: UIResponder, LayoutAnchorOwning, CALayerDelegate, @unchecked Sendable {
    /// The view's rectangle in its superview.
    open var frame: CGRect
    /// The view's own rectangle (origin zero, the frame's size).
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    /// The centre of the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The background colour.
    open var backgroundColor: UIColor?
    /// The tint colour.
    open var tintColor: UIColor! { didSet { tintColorDidChange() } }
    /// Whether the tint is dimmed while a sheet is up, as `UIView.TintAdjustmentMode`; kept (nothing is dimmed in a render).
    open var tintAdjustmentMode: TintAdjustmentMode = .automatic
    /// How a view's tint follows what is presented over it.
    public enum TintAdjustmentMode: Int, Sendable { case automatic, normal, dimmed }
    /// Whether the view is hidden.
    open var isHidden = false
    /// The view's opacity.
    open var alpha: CGFloat = 1
    /// Whether subviews are clipped to the bounds.
    open var clipsToBounds = false
    /// Whether the view promises to fill its bounds with opaque content (a drawing hint only).
    open var isOpaque = true
    /// How content fills the bounds.
    open var contentMode: ContentMode = .scaleToFill
    /// Whether interaction is enabled.
    open var isUserInteractionEnabled = true
    /// Whether Auto Layout constraints are made from the autoresizing mask.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// How the view resizes when its superview's bounds change; kept, never applied (nothing lays UIKit views out here).
    open var autoresizingMask: AutoresizingMask = []
    /// Whether subviews resize by their masks when the bounds change; kept.
    open var autoresizesSubviews = true
    /// A number identifying the view.
    open var tag = 0
    /// The transform applied to the view around its centre (kept, never drawn).
    open var transform: CGAffineTransform = .identity
    /// The view this view is in.
    open private(set) weak var superview: UIView?
    /// The views inside, back to front.
    open private(set) var subviews: [UIView] = []

    /// A view of `frame`.
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }
    /// A view of zero size.
    public override convenience init() { self.init(frame: .zero) }
    /// Views from an archive are not supported on Linux (no nibs or storyboards).
    public required init?(coder: NSCoder) { return nil }

    /// Adds `view` on top of the subviews.
    open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }
    /// Inserts `view` at `index` of the subviews, telling both views as UIKit does: `willMove(toSuperview:)` and
    /// `didMoveToSuperview()` on the view, `didAddSubview(_:)` on this one.
    open func insertSubview(_ view: UIView, at index: Int) {
        if view.superview !== self { view.willMove(toSuperview: self) }
        view.detachFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        didAddSubview(view)
        view.didMoveToSuperview()
    }
    /// Inserts `view` just above `sibling` (on top when `sibling` is not a subview).
    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: view.superview === self && (subviews.firstIndex { $0 === view } ?? .max) < index ? index - 1 : index)
    }
    /// Inserts `view` just below `sibling` (at the bottom when `sibling` is not a subview).
    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        let index = subviews.firstIndex { $0 === sibling } ?? 0
        insertSubview(view, at: view.superview === self && (subviews.firstIndex { $0 === view } ?? .max) < index ? index - 1 : index)
    }
    /// Removes the view from its superview, telling both as UIKit does.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        detachFromSuperview()
        didMoveToSuperview()
    }
    private func detachFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    // The notifications UIKit sends a view subclass; a view here never joins a window (a widget check draws SwiftUI),
    // so the window ones are never sent and `window` is nil.
    /// Called before the view moves to `newSuperview` (`nil`: it is being removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a superview or was removed.
    open func didMoveToSuperview() {}
    /// Called before the view moves to a window; never here.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view moved to a window; never here.
    open func didMoveToWindow() {}
    /// Called after `subview` was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before `subview` is removed.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called when the layout margins change (set through ``layoutMargins``).
    open func layoutMarginsDidChange() {}
    /// Called when the tint colour changes (set through ``tintColor``).
    open func tintColorDidChange() {}
    /// The window the view is in: none here.
    open var window: UIWindow? { nil }
    /// The next responder: the view's controller when it is a controller's root view, else its superview, as in UIKit.
    open override var next: UIResponder? { viewController ?? superview }
    /// The controller whose root view this is (set when a controller makes its view).
    weak var viewController: UIViewController?
    /// The view itself or the first subview, depth first, whose ``tag`` is `tag`, as UIKit's `viewWithTag(_:)`.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }
    /// Whether `view` is this view or inside it, as UIKit's `isDescendant(of:)` asks from the other side.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }
    /// Brings `view` to the front of the subviews.
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }
    /// Sends `view` to the back of the subviews.
    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }
    /// Lays out subviews; nothing by default, as in UIKit.
    open func layoutSubviews() {}
    /// Asks for layout; runs ``layoutSubviews()`` at once here (no run loop pass).
    open func setNeedsLayout() { layoutSubviews() }
    /// Lays out now if needed.
    open func layoutIfNeeded() { layoutSubviews() }
    /// Asks for drawing; a view is never drawn here.
    open func setNeedsDisplay() {}
    /// Draws the view's content; never called here (widgets draw SwiftUI only).
    open func draw(_ rect: CGRect) {}
    /// The size that fits `size`; the current size, as a plain UIView answers.
    open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }
    /// Sizes the view to ``sizeThatFits(_:)``.
    open func sizeToFit() { frame.size = sizeThatFits(frame.size) }
    /// The size Auto Layout would give the view for `targetSize` (``layoutFittingCompressedSize`` asks for the smallest).
    /// Constraints are kept as data, never solved here, so this is the view's intrinsic size in each axis that has one,
    /// else its current size there: a self-sizing cell keeps the size it was given.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        let intrinsic = intrinsicContentSize
        return CGSize(width: intrinsic.width == UIView.noIntrinsicMetric ? frame.width : intrinsic.width,
                      height: intrinsic.height == UIView.noIntrinsicMetric ? frame.height : intrinsic.height)
    }
    /// ``systemLayoutSizeFitting(_:)`` with fitting priorities (which nothing solves here).
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        systemLayoutSizeFitting(targetSize)
    }
    /// The target size that asks for the smallest fitting size, as `UIView.layoutFittingCompressedSize`.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The target size that asks for the largest fitting size, as `UIView.layoutFittingExpandedSize`: larger than any screen.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    private lazy var backingLayer: CALayer = {
        // Not `layerClass.init()`: that needs a `required` initializer, which would make every app subclass of a layer
        // spell `required init()`; the built-in layer classes are made by name.
        let kind = type(of: self).layerClass
        let layer: CALayer = kind == CAGradientLayer.self ? CAGradientLayer() : kind == CAShapeLayer.self ? CAShapeLayer() : CALayer()
        layer.frame = bounds
        layer.delegate = self
        return layer
    }()
    /// The view's Core Animation layer, as UIKit's `layer` (`view.layer.cornerRadius = 12`, a border, a shadow): made on
    /// first use from ``layerClass``, its properties kept; never drawn (see ``UIView``).
    open var layer: CALayer { backingLayer }
    /// The class of the view's layer; a subclass returns a `CAGradientLayer` or `CAShapeLayer` type to get one.
    open class var layerClass: CALayer.Type { CALayer.self }
    /// Fills the view's layer (the view is its layer's ``CALayerDelegate``); layers are never drawn, so nothing calls it.
    open func display(_ layer: CALayer) {}
    /// Draws the view's layer into `ctx`; nothing calls it (see ``display(_:)``).
    open func draw(_ layer: CALayer, in ctx: CGContext) {}
    /// Lays out the layer's sublayers; nothing calls it (see ``display(_:)``).
    open func layoutSublayers(of layer: CALayer) {}

    /// The traits of the view: those of the view being built on this thread (light, 3x outside any view).
    open var traitCollection: UITraitCollection { .current }
    /// Called after the traits changed; never here (a widget's traits are fixed for a render).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// The part of the view covered by bars and the screen's edges: none here (the view is never on a screen).
    open var safeAreaInsets: UIEdgeInsets { .zero }
    /// Called after the safe area changed; never here.
    open func safeAreaInsetsDidChange() {}
    /// The space around the content, 8 points on each side by default, as in UIKit.
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) { didSet { layoutMarginsDidChange() } }
    /// The margins by leading and trailing edge: left and right in a left-to-right layout (a view's is never mirrored here).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { NSDirectionalEdgeInsets(top: layoutMargins.top, leading: layoutMargins.left, bottom: layoutMargins.bottom, trailing: layoutMargins.right) }
        set { layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing) }
    }
    /// Whether the view flips in a right-to-left language, as `semanticContentAttribute`; kept.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    /// The direction the view lays out in: left to right unless its attribute forces right to left (a UIKit view is
    /// never on screen here, so the language does not decide it).
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(for: semanticContentAttribute)
    }
    /// The direction views with `attribute` lay out in, as UIKit's class method, for a left-to-right app.
    open class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }
    /// The interactions added (pointer, drag, large content viewer…), kept in order; none runs in a render.
    open private(set) var interactions: [any UIInteraction] = []
    /// Adds `interaction` and tells it which view it belongs to.
    open func addInteraction(_ interaction: any UIInteraction) {
        interaction.willMove(to: self)
        interactions.append(interaction)
        interaction.didMove(to: self)
    }
    /// Removes `interaction`.
    open func removeInteraction(_ interaction: any UIInteraction) {
        interaction.willMove(to: nil)
        interactions.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }
    /// The label VoiceOver would read (UIKit's `UIAccessibility`); kept, never read: a UIKit view is never shown here.
    open var accessibilityLabel: String?
    /// The hint VoiceOver would read after a pause.
    open var accessibilityHint: String?
    /// The value VoiceOver would read after the label.
    open var accessibilityValue: String?
    /// Whether VoiceOver would stop on the view.
    open var isAccessibilityElement = false
    /// What the view is, for VoiceOver.
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// An identifier for UI tests.
    open var accessibilityIdentifier: String?
    /// Whether the view and its subviews are hidden from VoiceOver.
    open var accessibilityElementsHidden = false
    /// Whether a long press at large text sizes shows the large content viewer (UIKit's `UILargeContentViewerItem`); kept.
    open var showsLargeContentViewer = false
    /// The title the large content viewer shows.
    open var largeContentTitle: String?
    /// The image the large content viewer shows.
    open var largeContentImage: UIImage?
    /// Whether the viewer scales ``largeContentImage``.
    open var scalesLargeContentImage = false
    /// The insets of ``largeContentImage`` in the viewer.
    open var largeContentImageInsets: UIEdgeInsets = .zero

    // Auto Layout: kept as data, never solved (see NSLayoutConstraint).
    /// The constraints this view holds (those activated with it as the closest common ancestor of their items).
    open private(set) var constraints: [NSLayoutConstraint] = []
    /// The layout guides added with ``addLayoutGuide(_:)``.
    open private(set) var layoutGuides: [UILayoutGuide] = []
    private lazy var safeAreaGuide = UILayoutGuide(region: .safeArea, owningView: self)
    private lazy var marginsGuide = UILayoutGuide(region: .margins, owningView: self)
    /// The area not covered by bars, as a layout guide (the same guide each time, as in UIKit).
    open var safeAreaLayoutGuide: UILayoutGuide { safeAreaGuide }
    /// The area inside ``layoutMargins``, as a layout guide.
    open var layoutMarginsGuide: UILayoutGuide { marginsGuide }
    /// A column of comfortable reading width; the margins guide here (UIKit narrows it on wide screens).
    open var readableContentGuide: UILayoutGuide { layoutMarginsGuide }
    /// The first line's baseline (the top edge here: text is not laid out in a UIKit view).
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The last line's baseline.
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    /// The size the content wants; none for a plain view, as UIKit's `noIntrinsicMetric` in both axes.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    /// What ``intrinsicContentSize`` says for an axis without a size, as UIKit's `UIView.noIntrinsicMetric`.
    public static let noIntrinsicMetric: CGFloat = -1
    /// Asks for the intrinsic size to be read again; nothing is solved here.
    open func invalidateIntrinsicContentSize() {}
    /// Updates constraints; nothing by default, as in UIKit.
    open func updateConstraints() {}
    /// Asks for ``updateConstraints()``; runs it at once here (no run loop pass), as ``setNeedsLayout()`` does.
    open func setNeedsUpdateConstraints() { updateConstraints() }
    /// Updates constraints now if needed.
    open func updateConstraintsIfNeeded() { updateConstraints() }
    /// Adds `constraint` to this view, active, as UIKit's `addConstraint(_:)`.
    open func addConstraint(_ constraint: NSLayoutConstraint) {
        constraint.owner?.uninstall(constraint)
        install(constraint)
        constraint.owner = self
    }
    /// Adds each constraint, as ``addConstraint(_:)``.
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(addConstraint) }
    /// Removes `constraint` from this view, inactive.
    open func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.owner === self else { return }
        constraint.isActive = false
    }
    /// Removes each constraint, as ``removeConstraint(_:)``.
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(removeConstraint) }
    /// Adds a layout guide to this view.
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView = self
        layoutGuides.append(layoutGuide)
    }
    /// Removes a layout guide.
    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
    }
    private var hugging: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    private var compressionResistance: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    /// How strongly the view resists growing past its content in `axis`; 250 unless set, as UIKit's default.
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { hugging[axis] ?? .defaultLow }
    /// Sets the content hugging priority (kept).
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { hugging[axis] = priority }
    /// How strongly the view resists shrinking below its content in `axis`; 750 unless set, as UIKit's default.
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        compressionResistance[axis] ?? .defaultHigh
    }
    /// Sets the compression resistance priority (kept).
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        compressionResistance[axis] = priority
    }
    func install(_ constraint: NSLayoutConstraint) { constraints.append(constraint) }
    func uninstall(_ constraint: NSLayoutConstraint) { constraints.removeAll { $0 === constraint } }

    /// How a view's content fills its bounds, as `UIView.ContentMode`.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }
}

/// A text label, as UIKit's `UILabel`; never drawn (see ``UIView``).
open class UILabel: UIView, @unchecked Sendable {
    /// The text.
    open var text: String? {
        didSet { if attributed?.string != text { attributed = nil } }
    }
    /// The font.
    open var font: UIFont!
    /// The text colour.
    open var textColor: UIColor!
    /// How many lines show; 0 for any.
    open var numberOfLines = 1
    /// The alignment of the text.
    open var textAlignment: NSTextAlignment = .natural
    /// The text with attributes; setting it sets ``text`` to its characters, as UIKit does, and setting ``text`` clears
    /// the attributes.
    open var attributedText: NSAttributedString? {
        get { attributed ?? text.map { NSAttributedString(string: $0) } }
        set { attributed = newValue; text = newValue?.string }
    }
    private var attributed: NSAttributedString?
    /// How a line too long for the width ends.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// Whether the font shrinks to fit the width, down to ``minimumScaleFactor``; kept (a UIKit label is never drawn).
    open var adjustsFontSizeToFitWidth = false
    /// The smallest scale the font may shrink to.
    open var minimumScaleFactor: CGFloat = 0
    /// Whether letters tighten before the text truncates.
    open var allowsDefaultTighteningForTruncation = false
    /// Whether the font follows Dynamic Type changes.
    open var adjustsFontForContentSizeCategory = false
    /// The width a multi-line label wraps at for Auto Layout.
    open var preferredMaxLayoutWidth: CGFloat = 0
    /// Whether the label is enabled (a disabled label is dimmed on iOS).
    open var isEnabled = true
    /// Draws the text in `rect`: subclasses override it to inset the text; nothing is drawn here.
    open func drawText(in rect: CGRect) {}
    /// The rectangle the text takes within `bounds`: the whole of it here, as text is not laid out in a UIKit view.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect { bounds }
}

/// A view showing an image, as UIKit's `UIImageView`; never drawn (see ``UIView``).
open class UIImageView: UIView, @unchecked Sendable {
    /// The image.
    open var image: UIImage?
    /// The image shown while highlighted.
    open var highlightedImage: UIImage?
    /// Whether the highlighted image is shown.
    open var isHighlighted = false
    /// The symbol configuration a symbol image is shown with; kept.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    /// The frames of an animation, shown in turn while animating (never drawn here: a widget is a still picture).
    open var animationImages: [UIImage]?
    /// How long one pass through the frames takes; 0 means a thirtieth of a second per frame, as UIKit.
    open var animationDuration: TimeInterval = 0
    /// How many passes; 0 repeats forever.
    open var animationRepeatCount = 0
    private var animating = false
    /// Whether the animation runs.
    open var isAnimating: Bool { animating }
    /// Starts the animation of ``animationImages``; nothing happens without frames, as in UIKit.
    open func startAnimating() { animating = !(animationImages ?? []).isEmpty }
    /// Stops the animation.
    open func stopAnimating() { animating = false }
    /// A view showing `image`, sized to it.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }
    /// A view showing `image`, or `highlightedImage` when highlighted.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }
    /// A view of `frame`.
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// Not supported on Linux.
    public required init?(coder: NSCoder) { return nil }
}

/// How text lines are aligned, as UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }

extension UIView {
    /// Which margins and sizes follow the superview, as UIKit's `UIView.AutoresizingMask`.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// UIKit's bits.
        public let rawValue: UInt
        /// A mask from UIKit's bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin stretches.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width stretches.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin stretches.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin stretches.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height stretches.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin stretches.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}

extension UIView {
    /// The view's origin in the coordinates of the topmost view above it: frames summed up the superview chain, bounds
    /// origins (a scroll view's offset) subtracted, as UIKit converts (transforms are not applied).
    private var originInRoot: CGPoint {
        var point = CGPoint.zero
        var view: UIView? = self
        while let current = view {
            point.x += current.frame.minX - current.bounds.minX
            point.y += current.frame.minY - current.bounds.minY
            view = current.superview
        }
        return point
    }

    /// `point` in this view's coordinates, given in `view`'s (the topmost view's when nil), as `convert(_:from:)`.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let from = view?.originInRoot ?? .zero, to = originInRoot
        return CGPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
    }

    /// `point`, given in this view's coordinates, in `view`'s (the topmost view's when nil), as `convert(_:to:)`.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let from = originInRoot, to = view?.originInRoot ?? .zero
        return CGPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
    }

    /// `rect` in this view's coordinates, given in `view`'s, as `convert(_:from:)`.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// `rect`, given in this view's coordinates, in `view`'s, as `convert(_:to:)`.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }
}
