import Foundation
import WidgetryFoundation
import WidgetryGraphics

/// A Core Graphics path, as `CGPath`: what `UIBezierPath.cgPath` hands to `Path(_:)` in shapes written with
/// UIKit's paths. It holds the same outline as a ``Path``.
public class CGPath: @unchecked Sendable, Hashable {
    // @unchecked: a mutable path is built on one thread, then only read, as Core Graphics requires.
    package var outline: Path

    package init(outline: Path) { self.outline = outline }

    /// The smallest rectangle holding the path's points and control points.
    public var boundingBox: CGRect { outline.boundingRect }
    /// Whether the path has no elements.
    public var isEmpty: Bool { outline.isEmpty }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.outline == rhs.outline }
    public func hash(into hasher: inout Hasher) { hasher.combine(outline) }
}

/// A path built in steps, as `CGMutablePath`. Each step takes Core Graphics' optional `transform`, applied to its
/// points before they are added.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() { super.init(outline: Path()) }
    package override init(outline: Path) { super.init(outline: outline) }

    /// Starts a subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) { outline.move(to: point.applying(transform)) }
    /// A line to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) { outline.addLine(to: point.applying(transform)) }
    /// Lines through `points`: a move to the first, then lines to the rest, as `addLines(between:)`.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        outline.move(to: first.applying(transform))
        for point in points.dropFirst() { outline.addLine(to: point.applying(transform)) }
    }
    /// A rectangle, as a closed subpath of its own.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) { append(Path(rect), transform: transform) }
    /// Rectangles, each a closed subpath.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }
    /// The ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) { append(Path(ellipseIn: rect), transform: transform) }
    /// A rectangle with elliptical corners of these radii (clamped to half the sides), as a closed subpath.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        append(Path(roundedRect: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular), transform: transform)
    }
    /// A circular arc, joined to the current point by a line; angles in radians, as Core Graphics takes them.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        var arc = Path()
        arc.addArc(center: center, radius: radius, startAngle: .radians(startAngle), endAngle: .radians(endAngle), clockwise: clockwise)
        append(arc, transform: transform, joined: true)
    }
    /// A circular arc of `delta` radians from `startAngle` (negative sweeps the other way), as `addRelativeArc`.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: delta < 0, transform: transform)
    }
    /// The arc of `radius` tangent to the line from the current point to `tangent1End` and to the line from there to
    /// `tangent2End`, joined by a line from the current point, as `addArc(tangent1End:tangent2End:radius:)` (rounded
    /// corners drawn by hand). Collinear points or a zero radius add a line to `tangent1End`, as Core Graphics does.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        guard let start = outline.currentPoint.map({ $0.applying(transform.inverted()) }) else {
            return move(to: tangent1End, transform: transform)
        }
        func unit(_ v: CGPoint) -> CGPoint? {
            let length = (v.x * v.x + v.y * v.y).squareRoot()
            return length > 1e-9 ? CGPoint(x: v.x / length, y: v.y / length) : nil
        }
        guard radius > 0, radius.isFinite,
              let back = unit(CGPoint(x: start.x - tangent1End.x, y: start.y - tangent1End.y)),
              let ahead = unit(CGPoint(x: tangent2End.x - tangent1End.x, y: tangent2End.y - tangent1End.y)) else {
            return addLine(to: tangent1End, transform: transform)
        }
        let cosine = min(max(back.x * ahead.x + back.y * ahead.y, -1), 1)
        let angle = acos(cosine)
        guard angle > 1e-6, angle < .pi - 1e-6 else { return addLine(to: tangent1End, transform: transform) }
        let reach = radius / tan(angle / 2)
        let bisector = unit(CGPoint(x: back.x + ahead.x, y: back.y + ahead.y)) ?? back
        let distance = radius / sin(angle / 2)
        let center = CGPoint(x: tangent1End.x + bisector.x * distance, y: tangent1End.y + bisector.y * distance)
        let first = CGPoint(x: tangent1End.x + back.x * reach, y: tangent1End.y + back.y * reach)
        let second = CGPoint(x: tangent1End.x + ahead.x * reach, y: tangent1End.y + ahead.y * reach)
        let from = atan2(first.y - center.y, first.x - center.x), to = atan2(second.y - center.y, second.x - center.x)
        var sweep = to - from
        if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
        addArc(center: center, radius: radius, startAngle: from, endAngle: from + sweep, clockwise: sweep < 0, transform: transform)
    }
    /// A quadratic curve to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        outline.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
    }
    /// A cubic curve to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        outline.addCurve(to: end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
    }
    /// Another path's subpaths, as they are (its first point starts a new subpath).
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) { append(path.outline, transform: transform) }
    /// Closes the current subpath.
    public func closeSubpath() { outline.closeSubpath() }

    /// Adds `piece` mapped through `transform`; `joined` draws a line from the current point to its start (an
    /// arc's), where otherwise it starts a subpath of its own.
    private func append(_ piece: Path, transform: CGAffineTransform, joined: Bool = false) {
        var first = true
        for element in piece.applying(transform).data.elements {
            switch element {
            case .move(let p):
                if first, joined, outline.currentPoint != nil { outline.addLine(to: p) } else { outline.move(to: p) }
            case .line(let p): outline.addLine(to: p)
            case .quadCurve(let p, let c): outline.addQuadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): outline.addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath: outline.closeSubpath()
            }
            first = false
        }
    }
}

/// How a fill decides what is inside a path, as Core Graphics' `CGPathFillRule`.
public enum CGPathFillRule: Int, Sendable, Hashable {
    /// Non-zero winding: the default.
    case winding
    /// Even-odd: overlapping subpaths cut holes.
    case evenOdd

    package var pathDataRule: PathData.FillRule { self == .evenOdd ? .evenOdd : .nonZero }
}

extension CGPath {
    /// A rectangle's outline, as `CGPath(rect:transform:)`.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(outline: Path(rect).applying(transform?.pointee ?? .identity))
    }
    /// The ellipse inscribed in `rect`, as `CGPath(ellipseIn:transform:)`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(outline: Path(ellipseIn: rect).applying(transform?.pointee ?? .identity))
    }
    /// A rectangle with elliptical corners, as `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?) {
        let outline = Path(roundedRect: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular)
        self.init(outline: outline.applying(transform?.pointee ?? .identity))
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(outline: outline) }
    /// A copy with every point mapped through `transform` (`nil`: unchanged).
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(outline: outline.applying(transform?.pointee ?? .identity))
    }
    /// A copy that can be added to.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(outline: outline) }
    /// A copy that can be added to, with every point mapped through `transform`.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(outline: outline.applying(transform?.pointee ?? .identity))
    }

    /// Whether a fill of the path under `rule` covers `point` (mapped through `transform` first), as
    /// `CGPath.contains(_:using:transform:)`.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        outline.applying(transform).data.contains(point, rule: rule.pathDataRule)
    }

    /// The point the next segment starts from; `.zero` for an empty path, as Core Graphics answers.
    public var currentPoint: CGPoint { outline.currentPoint ?? .zero }

    /// The smallest rectangle holding the path's curves themselves, without their control points, as
    /// `boundingBoxOfPath` (the curves are followed to a small fraction of a point).
    public var boundingBoxOfPath: CGRect {
        outline.data.flattenedSubpaths().joined().reduce(CGRect.null) { $0.union(CGRect(origin: $1, size: .zero)) }
    }
}

extension Path {
    /// Whether a fill of the path covers `point`, with the even-odd rule when `eoFill`, as SwiftUI's
    /// `Path.contains(_:eoFill:)`.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        data.contains(point, rule: eoFill ? .evenOdd : .nonZero)
    }

    /// The outline of a Core Graphics path, as `Path(_: CGPath)`.
    public init(_ path: CGPath) { self = path.outline }
    /// This outline as a Core Graphics path.
    public var cgPath: CGPath { CGPath(outline: self) }
}
