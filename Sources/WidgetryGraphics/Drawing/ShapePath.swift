import CPangoCairo
import Foundation

/// Adds a ``ShapeKind``'s outline to a Cairo path.
enum ShapePath {
    /// How far along each edge a continuous corner of radius 1 reaches, and its Bézier points, from the
    /// widely used reconstruction of iOS's continuous corner curve. Each point is (distance back along the
    /// incoming edge, distance along the outgoing edge) from the corner, in units of the radius.
    private static let continuousExtent: CGFloat = 1.528665
    private static let continuousCorner: [(c1: (CGFloat, CGFloat), c2: (CGFloat, CGFloat), end: (CGFloat, CGFloat))?] = [
        ((1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600)),
        nil,  // straight segment to the next point
        ((0.37282392, 0.16905899), (0.16906013, 0.37282401), (0.07491176, 0.63149399)),
        nil,
        ((0, 0.86840701), (0, 1.08849299), (0, 1.528665)),
    ]
    private static let continuousLineEnds: [Int: (CGFloat, CGFloat)] = [1: (0.63149399, 0.07491100), 3: (0.06549569, 0.66993493)]

    static func add(_ shape: ShapeKind, in rect: CGRect, to cairo: OpaquePointer) {
        // The fill rule is context state, and the next fill or clip uses it: each shape sets its own.
        if case .path(let path) = shape, path.fillRule == .evenOdd {
            cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
        } else {
            cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
        }
        let rect = rect.standardized
        let shorterHalf = min(rect.width, rect.height) / 2
        switch shape {
        case .rectangle:
            cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        case .ellipse:
            addEllipse(in: rect, to: cairo)
        case .capsule:
            addCircularRoundedRect(rect, radius: shorterHalf, to: cairo)
        case .path(let path):
            addPath(path, offset: rect.origin, to: cairo)
        case .roundedRectangle(let radius, let continuous):
            let radius = min(max(radius.isFinite ? radius : 0, 0), shorterHalf)
            if radius <= 0 {
                cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
            } else if continuous, radius * continuousExtent <= shorterHalf {
                addContinuousRoundedRect(rect, radius: radius, to: cairo)
            } else {
                // A continuous corner this large would overlap its neighbour; like iOS, it degrades to a
                // circular corner, which is what the curve approaches as the radius nears half the side.
                addCircularRoundedRect(rect, radius: radius, to: cairo)
            }
        }
    }

    private static func addPath(_ path: PathData, offset: CGPoint, to cairo: OpaquePointer) {
        // Cairo has no quadratic curves; each becomes the cubic with the same shape, which needs the point
        // the curve starts from.
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        func at(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x + offset.x, y: p.y + offset.y) }
        for element in path.elements {
            switch element {
            case .move(let p):
                let q = at(p)
                cairo_move_to(cairo, q.x, q.y)
                current = p; subpathStart = p
            case .line(let p):
                let q = at(p)
                if cairo_has_current_point(cairo) == 0 { cairo_move_to(cairo, q.x, q.y) } else { cairo_line_to(cairo, q.x, q.y) }
                current = p
            case .quadCurve(let p, let c):
                let c1 = at(CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y)))
                let c2 = at(CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y)))
                let q = at(p)
                if cairo_has_current_point(cairo) == 0 { let s = at(current); cairo_move_to(cairo, s.x, s.y) }
                cairo_curve_to(cairo, c1.x, c1.y, c2.x, c2.y, q.x, q.y)
                current = p
            case .curve(let p, let c1, let c2):
                let a = at(c1), b = at(c2), q = at(p)
                if cairo_has_current_point(cairo) == 0 { let s = at(current); cairo_move_to(cairo, s.x, s.y) }
                cairo_curve_to(cairo, a.x, a.y, b.x, b.y, q.x, q.y)
                current = p
            case .closeSubpath:
                cairo_close_path(cairo)
                current = subpathStart
            }
        }
    }

    private static func addEllipse(in rect: CGRect, to cairo: OpaquePointer) {
        // Scaling by zero would make Cairo's matrix singular and put the context in an error state.
        guard rect.width > 0, rect.height > 0 else { return }
        cairo_save(cairo)
        cairo_translate(cairo, rect.midX, rect.midY)
        cairo_scale(cairo, rect.width / 2, rect.height / 2)
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, 0, 0, 1, 0, 2 * .pi)
        cairo_close_path(cairo)
        cairo_restore(cairo)
    }

    private static func addCircularRoundedRect(_ rect: CGRect, radius: CGFloat, to cairo: OpaquePointer) {
        guard radius > 0 else {
            cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, rect.maxX - radius, rect.minY + radius, radius, -.pi / 2, 0)
        cairo_arc(cairo, rect.maxX - radius, rect.maxY - radius, radius, 0, .pi / 2)
        cairo_arc(cairo, rect.minX + radius, rect.maxY - radius, radius, .pi / 2, .pi)
        cairo_arc(cairo, rect.minX + radius, rect.minY + radius, radius, .pi, 3 * .pi / 2)
        cairo_close_path(cairo)
    }

    private static func addContinuousRoundedRect(_ rect: CGRect, radius r: CGFloat, to cairo: OpaquePointer) {
        // Corners clockwise from top-right: the corner point, the direction back along the incoming edge,
        // and the direction along the outgoing edge.
        let corners: [Corner] = [
            Corner(point: CGPoint(x: rect.maxX, y: rect.minY), back: (-1, 0), along: (0, 1)),
            Corner(point: CGPoint(x: rect.maxX, y: rect.maxY), back: (0, -1), along: (-1, 0)),
            Corner(point: CGPoint(x: rect.minX, y: rect.maxY), back: (1, 0), along: (0, -1)),
            Corner(point: CGPoint(x: rect.minX, y: rect.minY), back: (0, 1), along: (1, 0)),
        ]
        cairo_new_sub_path(cairo)
        for (cornerIndex, corner) in corners.enumerated() {
            func point(_ local: (CGFloat, CGFloat)) -> CGPoint { corner.place(local, radius: r) }
            let start = point((continuousExtent, 0))
            if cornerIndex == 0 { cairo_move_to(cairo, start.x, start.y) } else { cairo_line_to(cairo, start.x, start.y) }
            for (segmentIndex, segment) in continuousCorner.enumerated() {
                if let segment {
                    let c1 = point(segment.c1), c2 = point(segment.c2), end = point(segment.end)
                    cairo_curve_to(cairo, c1.x, c1.y, c2.x, c2.y, end.x, end.y)
                } else if let end = continuousLineEnds[segmentIndex].map(point) {
                    cairo_line_to(cairo, end.x, end.y)
                }
            }
        }
        cairo_close_path(cairo)
    }

    private struct Corner {
        var point: CGPoint
        var back: (CGFloat, CGFloat)
        var along: (CGFloat, CGFloat)

        func place(_ local: (CGFloat, CGFloat), radius: CGFloat) -> CGPoint {
            let dx: CGFloat = local.0 * back.0 + local.1 * along.0
            let dy: CGFloat = local.0 * back.1 + local.1 * along.1
            return CGPoint(x: point.x + dx * radius, y: point.y + dy * radius)
        }
    }
}
