import Foundation

/// The outline of a filled, stroked or clipping shape, fitted to a rectangle.
public enum ShapeKind: Sendable, Hashable {
    /// The rectangle itself.
    case rectangle
    /// A rectangle with rounded corners. `continuous` draws Apple's smooth ("squircle") corners, whose
    /// curvature grows gradually; otherwise corners are circular arcs. The radius is clamped to half the
    /// shorter side.
    case roundedRectangle(cornerRadius: CGFloat, continuous: Bool)
    /// The ellipse inscribed in the rectangle.
    case ellipse
    /// A rounded rectangle whose corner radius is half the shorter side.
    case capsule
    /// An outline of lines and curves in the rectangle's coordinates ((0, 0) is its top-left corner).
    case path(PathData)
}
