import Foundation
import WidgetryFoundation

/// A timer tied to the screen's refresh, as Core Animation's `CADisplayLink`: animated-image views and progress
/// animations in shared code make one. A check draws still pictures and has no display to refresh, so the link keeps
/// its settings and never calls its target — the state of a link on a screen that is off.
open class CADisplayLink: @unchecked Sendable {
    // @unchecked: used on the thread that made it, as UIKit's.
    /// The object told on each frame.
    public private(set) weak var target: AnyObject?
    /// The method called on each frame.
    public let selector: Selector
    /// Whether frames are skipped.
    open var isPaused = false
    /// The frame rate asked for; 0 means the display's.
    open var preferredFramesPerSecond = 0
    /// The frames asked for per second, as iOS 15's range.
    open var preferredFrameRateRange = CAFrameRateRange.default
    /// When the last frame was shown: 0, as none was.
    open private(set) var timestamp: CFTimeInterval = 0
    /// When the next frame is due: 0, as none is.
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between frames at 60 Hz, the display's rate (1/60 s).
    open var duration: CFTimeInterval { 1.0 / 60 }
    private(set) var isInvalidated = false

    /// A link calling `selector` on `target` each frame (never, here; see the type's notes).
    public init(target: Any, selector: Selector) {
        self.target = target as AnyObject
        self.selector = selector
    }

    /// Schedules the link on a run loop; accepted.
    open func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) {}
    /// Removes the link from a run loop; accepted.
    open func remove(from runLoop: RunLoop, forMode mode: RunLoop.Mode) {}
    /// Stops the link for good.
    open func invalidate() { isInvalidated = true; isPaused = true }
}

/// A range of frame rates, as Core Animation's `CAFrameRateRange` (iOS 15).
public struct CAFrameRateRange: Hashable, Sendable {
    public var minimum: Float, maximum: Float, preferred: Float?
    /// A range.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum; self.maximum = maximum; self.preferred = preferred
    }
    /// The display's own rate, as `CAFrameRateRange.default` (all zero).
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}
