import Foundation

/// An outline made of lines and Bézier curves, in points from the top-left corner of the rectangle it is
/// drawn in: what a SwiftUI `Path` or a custom `Shape` produces.
public struct PathData: Sendable, Hashable {
    /// One step of an outline.
    public enum Element: Sendable, Hashable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line from the current point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve from the current point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the current point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A straight line back to the start of the current subpath, closing it.
        case closeSubpath
    }

    /// The steps, in drawing order.
    public var elements: [Element]

    /// Creates an outline from its steps.
    public init(elements: [Element] = []) {
        self.elements = elements
    }

    /// Every point the elements name, control points included.
    public var points: [CGPoint] {
        elements.flatMap { element -> [CGPoint] in
            switch element {
            case .move(let p), .line(let p): [p]
            case .quadCurve(let p, let c): [p, c]
            case .curve(let p, let c1, let c2): [p, c1, c2]
            case .closeSubpath: []
            }
        }
    }

    /// The smallest rectangle holding every point, control points included (`.null` when empty).
    public var controlPointBounds: CGRect {
        points.reduce(CGRect.null) { $0.union(CGRect(origin: $1, size: .zero)) }
    }
}
