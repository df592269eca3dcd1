import Foundation

/// A Core Graphics path, as `CGPath`: what `UIBezierPath.cgPath` hands to `Path(_:)` in shapes written with
/// UIKit's paths. It holds the same outline as a ``Path``.
public class CGPath: @unchecked Sendable, Hashable {
    // @unchecked: a mutable path is built on one thread, then only read, as Core Graphics requires.
    var outline: Path

    init(outline: Path) { self.outline = outline }

    /// The smallest rectangle holding the path's points and control points.
    public var boundingBox: CGRect { outline.boundingRect }
    /// Whether the path has no elements.
    public var isEmpty: Bool { outline.isEmpty }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.outline == rhs.outline }
    public func hash(into hasher: inout Hasher) { hasher.combine(outline) }
}

/// A path built in steps, as `CGMutablePath`.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() { super.init(outline: Path()) }
    /// Starts a subpath at `point`.
    public func move(to point: CGPoint) { outline.move(to: point) }
    /// A line to `point`.
    public func addLine(to point: CGPoint) { outline.addLine(to: point) }
    /// A rectangle.
    public func addRect(_ rect: CGRect) { outline.addRect(rect) }
    /// The ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) { outline.addEllipse(in: rect) }
    /// A circular arc; angles in radians, as Core Graphics takes them.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        outline.addArc(center: center, radius: radius, startAngle: .radians(startAngle), endAngle: .radians(endAngle), clockwise: clockwise)
    }
    /// A quadratic curve to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { outline.addQuadCurve(to: end, control: control) }
    /// A cubic curve to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        outline.addCurve(to: end, control1: control1, control2: control2)
    }
    /// Closes the current subpath.
    public func closeSubpath() { outline.closeSubpath() }
}

extension Path {
    /// The outline of a Core Graphics path, as `Path(_: CGPath)`.
    public init(_ path: CGPath) { self = path.outline }
    /// This outline as a Core Graphics path.
    public var cgPath: CGPath { CGPath(outline: self) }
}
