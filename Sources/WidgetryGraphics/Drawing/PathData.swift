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

    /// Which regions a fill or clip of the outline covers, as Core Graphics' `CGPathFillRule` and SwiftUI's
    /// `FillStyle(eoFill:)` choose it.
    public enum FillRule: Sendable, Hashable {
        /// A point is inside where the outline winds around it a non-zero number of times (the default of both).
        case nonZero
        /// A point is inside where a ray from it crosses the outline an odd number of times: overlapping and
        /// nested subpaths cut holes whatever their direction.
        case evenOdd
    }

    /// The steps, in drawing order.
    public var elements: [Element]
    /// How a fill or clip of the outline decides what is inside.
    public var fillRule: FillRule

    /// Creates an outline from its steps.
    public init(elements: [Element] = [], fillRule: FillRule = .nonZero) {
        self.elements = elements
        self.fillRule = fillRule
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
