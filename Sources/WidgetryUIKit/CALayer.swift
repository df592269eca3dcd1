import Foundation

// Core Animation's clock and layer classes (https://developer.apple.com/documentation/quartzcore). They live here
// because UIKit imports QuartzCore on iOS and every `UIView` has a `layer` (`view.layer.cornerRadius = 12`); the
// QuartzCore facade re-exports them by name. Widgets draw SwiftUI only and nothing animates in a check:
// `CACurrentMediaTime()` is the monotonic clock, as on iOS; layers keep their properties and are never drawn.

// `CFTimeInterval` is Widgetry's Foundation's, with Core Foundation's clock (CFAbsoluteTime.swift).
import WidgetryFoundation

/// Seconds on the monotonic clock (since boot, as iOS's `mach_absolute_time` based clock counts).
public func CACurrentMediaTime() -> CFTimeInterval { ProcessInfo.processInfo.systemUptime }

/// A Core Animation layer, as `CALayer`: its geometry and appearance kept, never drawn.
open class CALayer: NSObject, @unchecked Sendable {
    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var position: CGPoint = .zero
    open var cornerRadius: CGFloat = 0
    open var borderWidth: CGFloat = 0
    /// The fill behind the contents (`view.layer.backgroundColor = UIColor.clear.cgColor`); kept, never drawn.
    open var backgroundColor: CGColor?
    /// The border's colour; opaque black by default, as Core Animation's.
    open var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// The shadow's colour; opaque black by default.
    open var shadowColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    open var opacity: Float = 1
    open var masksToBounds = false
    open var isHidden = false
    open var shadowOpacity: Float = 0
    open var shadowRadius: CGFloat = 3
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// What the layer shows, usually a `CGImage`; kept, never drawn.
    open var contents: Any?
    /// How the contents fill the bounds (`CALayerContentsGravity` names, "resize" by default); kept.
    open var contentsGravity = "resize"
    /// Pixels per point of the contents; 1 as Core Animation's default.
    open var contentsScale: CGFloat = 1
    open private(set) var sublayers: [CALayer]?
    open private(set) weak var superlayer: CALayer?
    /// The object managing the layer (a view's layer has the view), held weakly as Core Animation holds it.
    open weak var delegate: (any CALayerDelegate)?
    public override init() { super.init() }
    /// Adds a sublayer on top.
    open func addSublayer(_ layer: CALayer) {
        layer.removeFromSuperlayer()
        sublayers = (sublayers ?? []) + [layer]
        layer.superlayer = self
    }
    /// Removes the layer from its superlayer.
    open func removeFromSuperlayer() {
        superlayer?.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }
    /// Adds an animation (nothing animates here).
    open func add(_ anim: CAAnimation, forKey key: String?) {}
    /// Removes every animation.
    open func removeAllAnimations() {}
    /// Marks the layer for redrawing (never drawn).
    open func setNeedsDisplay() {}
}

/// A gradient layer, as `CAGradientLayer` (colours kept as given).
open class CAGradientLayer: CALayer, @unchecked Sendable {
    open var colors: [Any]?
    open var locations: [NSNumber]?
    open var startPoint = CGPoint(x: 0.5, y: 0)
    open var endPoint = CGPoint(x: 0.5, y: 1)
}

/// A layer with a path, as `CAShapeLayer`.
open class CAShapeLayer: CALayer, @unchecked Sendable {
    open var lineWidth: CGFloat = 1
    open var strokeStart: CGFloat = 0
    open var strokeEnd: CGFloat = 1
}

/// An animation, as `CAAnimation`.
open class CAAnimation: NSObject, @unchecked Sendable {
    open var duration: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var autoreverses = false
    open var isRemovedOnCompletion = true
    open var timingFunction: CAMediaTimingFunction?
    public override init() { super.init() }
}

/// An animation of one property, as `CABasicAnimation`.
open class CABasicAnimation: CAAnimation, @unchecked Sendable {
    open var keyPath: String?
    open var fromValue: Any?
    open var toValue: Any?
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}

/// A timing curve's name, as `CAMediaTimingFunctionName`.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = Self(rawValue: "linear")
    public static let easeIn = Self(rawValue: "easeIn")
    public static let easeOut = Self(rawValue: "easeOut")
    public static let easeInEaseOut = Self(rawValue: "easeInEaseOut")
    public static let `default` = Self(rawValue: "default")
}

/// A timing curve, as `CAMediaTimingFunction`.
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    public let name: CAMediaTimingFunctionName?
    public init(name: CAMediaTimingFunctionName) { self.name = name }
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) { name = nil }
}

/// Groups layer changes, as `CATransaction` (applied at once here).
open class CATransaction: NSObject, @unchecked Sendable {
    open class func begin() {}
    open class func commit() {}
    open class func setDisableActions(_ flag: Bool) {}
    open class func setAnimationDuration(_ dur: CFTimeInterval) {}
    open class func setCompletionBlock(_ block: (() -> Void)?) { block?() }
}

/// A layer that draws a string, as Core Animation's `CATextLayer`; kept, never drawn (see ``CALayer``).
open class CATextLayer: CALayer, @unchecked Sendable {
    /// What it shows: a `String` or an `NSAttributedString`.
    open var string: Any?
    /// The font: a `UIFont`, a `CGFont` or a font name.
    open var font: Any?
    /// The font size for a plain string; 36 as Core Animation's default.
    open var fontSize: CGFloat = 36
    /// The text colour; white as Core Animation's default.
    open var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1)
    /// Whether the text wraps.
    open var isWrapped = false
    /// How lines align (`CATextLayerAlignmentMode` names).
    open var alignmentMode = "natural"
    /// Where text that does not fit is cut (`CATextLayerTruncationMode` names).
    open var truncationMode = "none"
}
