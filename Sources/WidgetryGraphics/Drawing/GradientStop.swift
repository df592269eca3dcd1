import Foundation

/// A colour at a position along a gradient.
public struct GradientStop: Sendable, Hashable {
    /// The colour at this stop.
    public var color: RGBAColor
    /// The position along the gradient, 0 (start) ... 1 (end).
    public var location: CGFloat

    /// Creates a stop.
    public init(color: RGBAColor, location: CGFloat) {
        self.color = color
        self.location = location
    }
}
