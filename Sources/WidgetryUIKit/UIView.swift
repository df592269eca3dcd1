import Foundation
import WidgetryFoundation
import WidgetryUI

/// UIKit's view class, as far as shared app code names it (`class QuoteView: UIView`, helpers taking a
/// `UIView`). Widgets cannot show UIKit views (WidgetKit draws SwiftUI only), so a view is never drawn:
/// it keeps its frame, colours and subviews so code that configures one compiles and runs.
open class UIView: @unchecked Sendable {
    // `@unchecked`: UIKit views are main-thread objects; nothing here shares one across threads.
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
    open var tintColor: UIColor!
    /// Whether the view is hidden.
    open var isHidden = false
    /// The view's opacity.
    open var alpha: CGFloat = 1
    /// Whether subviews are clipped to the bounds.
    open var clipsToBounds = false
    /// How content fills the bounds.
    open var contentMode: ContentMode = .scaleToFill
    /// Whether interaction is enabled.
    open var isUserInteractionEnabled = true
    /// Whether Auto Layout constraints are made from the autoresizing mask.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// A number identifying the view.
    open var tag = 0
    /// The transform applied to the view around its centre (kept, never drawn).
    open var transform: CGAffineTransform = .identity
    /// The view this view is in.
    open private(set) weak var superview: UIView?
    /// The views inside, back to front.
    open private(set) var subviews: [UIView] = []

    /// A view of `frame`.
    public init(frame: CGRect) { self.frame = frame }
    /// A view of zero size.
    public convenience init() { self.init(frame: .zero) }
    /// Views from an archive are not supported on Linux (no nibs or storyboards).
    public required init?(coder: NSCoder) { return nil }

    /// Adds `view` on top of the subviews.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }
    /// Inserts `view` at `index` of the subviews.
    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
    }
    /// Removes the view from its superview.
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
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

    /// How a view's content fills its bounds, as `UIView.ContentMode`.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }
}

/// A text label, as UIKit's `UILabel`; never drawn (see ``UIView``).
open class UILabel: UIView, @unchecked Sendable {
    /// The text.
    open var text: String?
    /// The font.
    open var font: UIFont!
    /// The text colour.
    open var textColor: UIColor!
    /// How many lines show; 0 for any.
    open var numberOfLines = 1
    /// The alignment of the text.
    open var textAlignment: NSTextAlignment = .natural
}

/// A view showing an image, as UIKit's `UIImageView`; never drawn (see ``UIView``).
open class UIImageView: UIView, @unchecked Sendable {
    /// The image.
    open var image: UIImage?
    /// A view showing `image`, sized to it.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }
    /// A view of `frame`.
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// Not supported on Linux.
    public required init?(coder: NSCoder) { return nil }
}

/// How text lines are aligned, as UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }
