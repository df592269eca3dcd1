import Foundation
import WidgetryGraphics
import WidgetryFoundation

/// An outline of lines and curves, as SwiftUI's `Path`: build it with `move(to:)`, `addLine(to:)`,
/// `addArc(…)` and the rest, use it as a shape, or return it from a custom shape's `path(in:)`.
public struct Path: Shape, Sendable, Hashable {
    /// The outline as drawing data.
    public private(set) var data = PathData()
    private var subpathStart: CGPoint?

    /// An empty path.
    public init() {}
    /// A rectangle.
    public init(_ rect: CGRect) { addRect(rect) }
    /// A rounded rectangle with circular corners of `cornerRadius`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    /// A rounded rectangle with corners of `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }
    /// The ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }
    /// A path built by `callback`.
    public init(_ callback: (inout Path) -> Void) {
        var path = Path()
        callback(&path)
        self = path
    }
    /// A path from drawing data.
    public init(_ data: PathData) { self.data = data }

    /// A path is its own outline, wherever it is drawn.
    public func path(in rect: CGRect) -> Path { self }

    /// Whether the path has no elements.
    public var isEmpty: Bool { data.elements.isEmpty }
    /// The smallest rectangle holding every point of the path, control points included (`.null` when empty).
    public var boundingRect: CGRect { data.controlPointBounds }
    /// Where the next element starts, if a subpath is open.
    public private(set) var currentPoint: CGPoint?

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) {
        data.elements.append(.move(to: point))
        currentPoint = point
        subpathStart = point
    }
    /// A straight line from the current point (or a start at `point` when there is none).
    public mutating func addLine(to point: CGPoint) {
        guard currentPoint != nil else { return move(to: point) }
        data.elements.append(.line(to: point))
        currentPoint = point
    }
    /// Straight lines through `points`, starting a new subpath at the first.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        points.dropFirst().forEach { addLine(to: $0) }
    }
    /// A quadratic Bézier curve from the current point.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        if currentPoint == nil { move(to: control) }
        data.elements.append(.quadCurve(to: point, control: control))
        currentPoint = point
    }
    /// A cubic Bézier curve from the current point.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        if currentPoint == nil { move(to: control1) }
        data.elements.append(.curve(to: point, control1: control1, control2: control2))
        currentPoint = point
    }
    /// Closes the current subpath with a straight line to its start.
    public mutating func closeSubpath() {
        guard currentPoint != nil else { return }
        data.elements.append(.closeSubpath)
        currentPoint = subpathStart
    }
    /// A closed rectangle, clockwise on screen from its top-left corner.
    public mutating func addRect(_ rect: CGRect) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        closeSubpath()
    }
    /// Closed rectangles.
    public mutating func addRects(_ rects: [CGRect]) { rects.forEach { addRect($0) } }
    /// The ellipse inscribed in `rect`, clockwise on screen from its rightmost point, as Core Graphics draws it.
    public mutating func addEllipse(in rect: CGRect) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return }
        move(to: CGPoint(x: r.maxX, y: r.midY))
        for quarter in 0..<4 {
            let start = Double(quarter) * .pi / 2
            appendArcSegment(center: CGPoint(x: r.midX, y: r.midY), radii: CGSize(width: r.width / 2, height: r.height / 2),
                             from: start, to: start + .pi / 2)
        }
        closeSubpath()
    }
    /// A closed rounded rectangle. Corners are circular arcs whatever the style: a path has no continuous
    /// corner of its own (the built-in `RoundedRectangle` view draws continuous corners).
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let r = rect.standardized
        let rx = min(max(cornerSize.width.isFinite ? cornerSize.width : 0, 0), r.width / 2)
        let ry = min(max(cornerSize.height.isFinite ? cornerSize.height : 0, 0), r.height / 2)
        guard rx > 0, ry > 0 else { return addRect(r) }
        let radii = CGSize(width: rx, height: ry)
        move(to: CGPoint(x: r.minX + rx, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - rx, y: r.minY))
        appendArcSegment(center: CGPoint(x: r.maxX - rx, y: r.minY + ry), radii: radii, from: -.pi / 2, to: 0)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry))
        appendArcSegment(center: CGPoint(x: r.maxX - rx, y: r.maxY - ry), radii: radii, from: 0, to: .pi / 2)
        addLine(to: CGPoint(x: r.minX + rx, y: r.maxY))
        appendArcSegment(center: CGPoint(x: r.minX + rx, y: r.maxY - ry), radii: radii, from: .pi / 2, to: .pi)
        addLine(to: CGPoint(x: r.minX, y: r.minY + ry))
        appendArcSegment(center: CGPoint(x: r.minX + rx, y: r.minY + ry), radii: radii, from: .pi, to: 3 * .pi / 2)
        closeSubpath()
    }
    /// A circular arc, joined to the current point by a straight line. As in SwiftUI, angles grow clockwise
    /// on screen and `clockwise: false` sweeps from `startAngle` towards larger angles.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        guard radius.isFinite, radius >= 0, startAngle.radians.isFinite, endAngle.radians.isFinite else { return }
        var start = startAngle.radians, end = endAngle.radians
        if clockwise {
            while end > start { end -= 2 * .pi }
        } else {
            while end < start { end += 2 * .pi }
        }
        let first = CGPoint(x: center.x + radius * cos(start), y: center.y + radius * sin(start))
        if currentPoint == nil { move(to: first) } else { addLine(to: first) }
        let pieces = max(1, Int((abs(end - start) / (.pi / 2)).rounded(.up)))
        for piece in 0..<pieces {
            let a = start + (end - start) * Double(piece) / Double(pieces)
            let b = start + (end - start) * Double(piece + 1) / Double(pieces)
            appendArcSegment(center: center, radii: CGSize(width: radius, height: radius), from: a, to: b)
        }
    }
    /// An arc of `delta` from `startAngle`, as SwiftUI's `addRelativeArc(center:radius:startAngle:delta:transform:)`: a
    /// positive delta sweeps towards larger angles (clockwise on screen), a negative one back; joined to the current point
    /// by a line, and with `transform` applied to the arc.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        var arc = Path()
        arc.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: delta.radians < 0)
        let moved = arc.applying(transform)
        guard case .move(let start)? = moved.data.elements.first else { return }
        if currentPoint == nil { move(to: start) } else { addLine(to: start) }
        data.elements += moved.data.elements.dropFirst()
        currentPoint = moved.currentPoint
    }

    /// Another path's elements.
    public mutating func addPath(_ path: Path) {
        data.elements += path.data.elements
        if let last = path.currentPoint { currentPoint = last; subpathStart = path.subpathStart }
    }

    /// This path moved by `dx`, `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        mappingPoints { CGPoint(x: $0.x + dx, y: $0.y + dy) }
    }

    /// This path with every point, control points included, mapped through `transform`, as SwiftUI's
    /// `Path.applying(_:)` (exact: an affine map of a Bézier curve is the curve of its mapped control points).
    public func applying(_ transform: CGAffineTransform) -> Path {
        mappingPoints { $0.applying(transform) }
    }

    /// This path with every point (end points and control points) moved by `transform`: exact for the
    /// affine maps shapes use (move, rotate, scale), as a Bézier curve's image under an affine map is the
    /// curve of its mapped control points.
    func mappingPoints(_ transform: (CGPoint) -> CGPoint) -> Path {
        var copy = self
        copy.data.elements = data.elements.map { element in
            switch element {
            case .move(let p): .move(to: transform(p))
            case .line(let p): .line(to: transform(p))
            case .quadCurve(let p, let c): .quadCurve(to: transform(p), control: transform(c))
            case .curve(let p, let c1, let c2): .curve(to: transform(p), control1: transform(c1), control2: transform(c2))
            case .closeSubpath: .closeSubpath
            }
        }
        copy.currentPoint = currentPoint.map(transform)
        copy.subpathStart = subpathStart.map(transform)
        return copy
    }

    /// One step of a path, as SwiftUI's `Path.Element`: the same five cases.
    public typealias Element = PathData.Element

    /// Calls `body` with each step of the path in drawing order, as SwiftUI's `Path.forEach(_:)` (code that smooths a
    /// chart's line walks its points this way).
    public func forEach(_ body: (Element) -> Void) { data.elements.forEach(body) }

    /// The part of this path between two fractions of its length, as `Shape.trim(from:to:)` draws it.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path { Path(data.trimmed(from: from, to: to)) }

    /// One cubic Bézier for an elliptical arc of at most a quarter turn: control points at 4/3·tan(θ/4) of
    /// the radius along the tangents, which strays at most 0.027% of the radius from the true arc.
    private mutating func appendArcSegment(center: CGPoint, radii: CGSize, from a: Double, to b: Double) {
        let k = 4 / 3 * tan((b - a) / 4)
        let p1 = CGPoint(x: center.x + radii.width * (cos(a) - k * sin(a)), y: center.y + radii.height * (sin(a) + k * cos(a)))
        let p2 = CGPoint(x: center.x + radii.width * (cos(b) + k * sin(b)), y: center.y + radii.height * (sin(b) - k * cos(b)))
        let end = CGPoint(x: center.x + radii.width * cos(b), y: center.y + radii.height * sin(b))
        addCurve(to: end, control1: p1, control2: p2)
    }
}
