import Foundation
import WidgetryGraphics

// SwiftUI's `Path.strokedPath(_:)`: the outline a stroke of the path would paint, as a path to fill (ring and gauge
// shapes return it from `path(in:)` so that `.fill(gradient)` paints the stroke). Core Graphics computes the exact
// outline; Cairo has no stroke-to-path, so the outline is built here from the flattened path: a quadrilateral per
// segment, a disc or wedge per join, a cap per open end, every piece wound the same way, so that filling with the
// non-zero rule (SwiftUI's default) paints their union — the area the stroke covers.

extension Path {
    /// The outline of the area a stroke of this path in `style` covers, to be filled.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        let halfWidth = max(style.lineWidth, 0) / 2
        guard halfWidth > 0 else { return Path() }
        var outline = Path()
        for polyline in data.flattenedPolylines() where polyline.points.count > 1 {
            for piece in StrokeOutline.dashed(polyline.points, closed: polyline.closed, dash: style.dash, phase: style.dashPhase) {
                StrokeOutline.add(piece.points, closed: piece.closed, halfWidth: halfWidth, style: style, to: &outline)
            }
        }
        return outline
    }
}

/// The pieces of a stroke's outline (``Path/strokedPath(_:)``).
enum StrokeOutline {
    /// Sides of a round cap or join's disc: fine enough that a 20 pt ring's ends look round.
    static let discSides = 24

    /// The polyline cut by a dash pattern into the dashes that are drawn (the whole line when there is no pattern).
    static func dashed(_ points: [CGPoint], closed: Bool, dash: [CGFloat], phase: CGFloat) -> [(points: [CGPoint], closed: Bool)] {
        let pattern = dash.map { max($0, 0) }
        let period = pattern.reduce(0, +)
        guard !pattern.isEmpty, period > 0 else { return [(points, closed)] }
        let line = closed ? points + [points[0]] : points
        var pieces: [(points: [CGPoint], closed: Bool)] = []
        // Where in the pattern the line starts: the phase, wrapped into one period.
        var offset = phase.truncatingRemainder(dividingBy: period)
        if offset < 0 { offset += period }
        var index = 0
        while offset >= pattern[index] { offset -= pattern[index]; index = (index + 1) % pattern.count }
        var remaining = pattern[index] - offset
        var drawing = index % 2 == 0
        var current: [CGPoint] = drawing ? [line[0]] : []
        for (start, end) in zip(line, line.dropFirst()) {
            var from = start
            var length = hypot(end.x - from.x, end.y - from.y)
            while length > remaining {
                let t = remaining / length
                let cut = CGPoint(x: from.x + (end.x - from.x) * t, y: from.y + (end.y - from.y) * t)
                if drawing { current.append(cut); pieces.append((current, false)); current = [] } else { current = [cut] }
                length -= remaining
                from = cut
                index = (index + 1) % pattern.count
                remaining = pattern[index]
                drawing = index % 2 == 0
            }
            remaining -= length
            if drawing { current.append(end) }
        }
        if drawing, current.count > 1 { pieces.append((current, false)) }
        return pieces
    }

    /// Adds one polyline's stroke outline to `path`.
    static func add(_ points: [CGPoint], closed: Bool, halfWidth: CGFloat, style: StrokeStyle, to path: inout Path) {
        var points = points
        if closed, let first = points.first, let last = points.last, first == last { points.removeLast() }
        guard points.count > 1 else { return }
        var segments = Array(zip(points, points.dropFirst()))
        if closed { segments.append((points[points.count - 1], points[0])) }
        segments = segments.filter { $0.0 != $0.1 }
        guard !segments.isEmpty else { return }
        // An open line's square caps lengthen its first and last segments by half the width.
        if !closed, style.lineCap == .square {
            segments[0].0 = extend(segments[0].0, awayFrom: segments[0].1, by: halfWidth)
            let last = segments.count - 1
            segments[last].1 = extend(segments[last].1, awayFrom: segments[last].0, by: halfWidth)
        }
        for (start, end) in segments {
            let normal = unitNormal(from: start, to: end, length: halfWidth)
            addPolygon([CGPoint(x: start.x + normal.x, y: start.y + normal.y), CGPoint(x: end.x + normal.x, y: end.y + normal.y),
                        CGPoint(x: end.x - normal.x, y: end.y - normal.y), CGPoint(x: start.x - normal.x, y: start.y - normal.y)], to: &path)
        }
        // Joins where two segments meet; a closed line's last segment meets its first.
        let joined = closed ? segments.indices.map { ($0, ($0 + 1) % segments.count) } : Array(zip(segments.indices, segments.indices.dropFirst()))
        for (incoming, outgoing) in joined {
            addJoin(at: segments[incoming].1, from: segments[incoming].0, to: segments[outgoing].1, halfWidth: halfWidth, style: style, to: &path)
        }
        if !closed, style.lineCap == .round {
            addPolygon(disc(at: segments[0].0, radius: halfWidth), to: &path)
            addPolygon(disc(at: segments[segments.count - 1].1, radius: halfWidth), to: &path)
        }
    }

    /// The corner at `vertex` between the segment arriving from `previous` and the one leaving to `next`.
    private static func addJoin(at vertex: CGPoint, from previous: CGPoint, to next: CGPoint, halfWidth: CGFloat, style: StrokeStyle,
                                to path: inout Path) {
        if style.lineJoin == .round { return addPolygon(disc(at: vertex, radius: halfWidth), to: &path) }
        let inNormal = unitNormal(from: previous, to: vertex, length: halfWidth)
        let outNormal = unitNormal(from: vertex, to: next, length: halfWidth)
        // The outer side of the turn: the side the two segments' rectangles leave a gap on.
        let turn = (vertex.x - previous.x) * (next.y - vertex.y) - (vertex.y - previous.y) * (next.x - vertex.x)
        guard abs(turn) > 1e-9 else { return }
        let sign: CGFloat = turn > 0 ? -1 : 1
        let a = CGPoint(x: vertex.x + sign * inNormal.x, y: vertex.y + sign * inNormal.y)
        let b = CGPoint(x: vertex.x + sign * outNormal.x, y: vertex.y + sign * outNormal.y)
        var wedge = [vertex, a, b]
        if style.lineJoin == .miter {
            // The mitre's tip, where the two outer edges meet; beyond the limit (a ratio of the tip's length to the line
            // width, as Core Graphics measures it) the corner stays bevelled.
            let bisector = CGPoint(x: (a.x + b.x) / 2 - vertex.x, y: (a.y + b.y) / 2 - vertex.y)
            let bisectorLength = hypot(bisector.x, bisector.y)
            if bisectorLength > 1e-9 {
                let tipLength = halfWidth * halfWidth / bisectorLength
                if tipLength * 2 <= style.miterLimit * halfWidth * 2 {
                    let tip = CGPoint(x: vertex.x + bisector.x / bisectorLength * tipLength, y: vertex.y + bisector.y / bisectorLength * tipLength)
                    wedge = [vertex, a, tip, b]
                }
            }
        }
        addPolygon(wedge, to: &path)
    }

    /// Adds a closed polygon, wound the same way as every other piece (positive signed area).
    private static func addPolygon(_ points: [CGPoint], to path: inout Path) {
        let area = zip(points, points.dropFirst() + points.prefix(1)).reduce(CGFloat(0)) { $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y }
        guard abs(area) > 1e-12 else { return }
        let wound = area > 0 ? points : points.reversed()
        path.move(to: wound[0])
        wound.dropFirst().forEach { path.addLine(to: $0) }
        path.closeSubpath()
    }

    private static func disc(at center: CGPoint, radius: CGFloat) -> [CGPoint] {
        (0..<discSides).map { step in
            let angle = CGFloat(step) / CGFloat(discSides) * 2 * .pi
            return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
    }

    private static func unitNormal(from start: CGPoint, to end: CGPoint, length: CGFloat) -> CGPoint {
        let dx = end.x - start.x, dy = end.y - start.y
        let norm = max(hypot(dx, dy), 1e-12)
        return CGPoint(x: -dy / norm * length, y: dx / norm * length)
    }

    private static func extend(_ point: CGPoint, awayFrom other: CGPoint, by distance: CGFloat) -> CGPoint {
        let dx = point.x - other.x, dy = point.y - other.y
        let norm = max(hypot(dx, dy), 1e-12)
        return CGPoint(x: point.x + dx / norm * distance, y: point.y + dy / norm * distance)
    }
}
