import Foundation

/// What feedback generators share, as UIKit's `UIFeedbackGenerator`. A widget plays no haptics, nor does a
/// check: preparing and firing do nothing.
open class UIFeedbackGenerator: @unchecked Sendable {
    public init() {}
    /// Readies the Taptic Engine (there is none here).
    open func prepare() {}
}

/// Impact haptics, as `UIImpactFeedbackGenerator`.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    /// The impact's weight, as `UIImpactFeedbackGenerator.FeedbackStyle`.
    public enum FeedbackStyle: Int, Sendable { case light = 0, medium, heavy, soft, rigid }
    /// The weight.
    public let style: FeedbackStyle
    /// A generator of `style` impacts.
    public init(style: FeedbackStyle) { self.style = style }
    /// A generator of medium impacts.
    public override convenience init() { self.init(style: .medium) }
    /// Plays an impact: nothing is felt.
    open func impactOccurred() {}
    /// Plays an impact of `intensity` (0…1): nothing is felt.
    open func impactOccurred(intensity: CGFloat) {}
}

/// Success, warning and error haptics, as `UINotificationFeedbackGenerator`.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    /// The kind of feedback, as `UINotificationFeedbackGenerator.FeedbackType`.
    public enum FeedbackType: Int, Sendable { case success = 0, warning, error }
    /// Plays the feedback: nothing is felt.
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// Selection-change haptics, as `UISelectionFeedbackGenerator`.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    /// Plays the feedback: nothing is felt.
    open func selectionChanged() {}
}
