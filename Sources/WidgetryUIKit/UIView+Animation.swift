import Foundation
import WidgetryUI

/// UIKit's view animations, for app code shared with a widget. Nothing is on screen to animate, so the
/// changes are made at once and completions are called with `true`, as UIKit does when animations are off
/// (`UIView.setAnimationsEnabled(false)`).
extension UIView {
    /// Options for an animation, as UIKit's `UIView.AnimationOptions` (accepted; changes are made at once).
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let curveEaseInOut = AnimationOptions([])
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        // The transitions, UIView.h's values (`UIViewAnimationOptionTransition…`: 1 << 20 to 7 << 20).
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    }

    private static let animationsLock = NSLock()
    nonisolated(unsafe) private static var animationsOn = true

    /// Whether animations are on (``setAnimationsEnabled(_:)``); either way changes are made at once here.
    public class var areAnimationsEnabled: Bool { animationsLock.withLock { animationsOn } }

    /// Turns animations on or off.
    public class func setAnimationsEnabled(_ enabled: Bool) { animationsLock.withLock { animationsOn = enabled } }

    /// Runs `actionsWithoutAnimation` (at once, as every change here).
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { actionsWithoutAnimation() }

    /// Makes the changes in `animations` at once.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animations()
    }

    /// Makes the changes at once, then calls `completion` with `true`.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// Makes the changes at once, then calls `completion` with `true`.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// Makes the changes at once, then calls `completion` with `true`.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                              initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// Makes the changes at once, then calls `completion` with `true`.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        animations?()
        completion?(true)
    }
}
