import Foundation

/// What a shape or line is filled or stroked with.
public enum Paint: Sendable, Hashable {
    /// A solid colour.
    case color(RGBAColor)
    /// A linear gradient; `start` and `end` are in unit coordinates of the shape's rectangle
    /// ((0, 0) top-left, (1, 1) bottom-right), like SwiftUI's `UnitPoint`.
    case linearGradient(stops: [GradientStop], start: CGPoint, end: CGPoint)
}
