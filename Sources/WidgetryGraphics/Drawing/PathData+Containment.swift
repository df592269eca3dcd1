import Foundation

extension PathData {
    /// Whether `point` is inside the area a fill of the outline covers under `rule`, as `CGPath.contains(_:using:)`
    /// and SwiftUI's `Path.contains(_:eoFill:)` answer it: each subpath is closed for the test, curves are followed
    /// as short lines (a tolerance far below a point), and a point on an edge counts as inside when a fill would
    /// cover it from one side only by the direction of the ray, as Core Graphics' own crossing test does.
    public func contains(_ point: CGPoint, rule: FillRule) -> Bool {
        var winding = 0, crossings = 0
        for polygon in flattenedSubpaths() where polygon.count > 1 {
            for (index, a) in polygon.enumerated() {
                let b = polygon[(index + 1) % polygon.count]
                // A horizontal ray to the right of the point; the half-open rule (a.y <= y < b.y) counts a vertex
                // shared by two edges once.
                if a.y <= point.y, b.y > point.y, cross(a, b, point) > 0 { winding += 1; crossings += 1 }
                else if b.y <= point.y, a.y > point.y, cross(a, b, point) < 0 { winding -= 1; crossings += 1 }
            }
        }
        switch rule {
        case .nonZero: return winding != 0
        case .evenOdd: return crossings % 2 == 1
        }
    }

    /// Where `point` lies from the line a → b: positive on its left (y growing downwards, as the list's are).
    private func cross(_ a: CGPoint, _ b: CGPoint, _ point: CGPoint) -> CGFloat {
        (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y)
    }

    /// Each subpath as the points of a polygon, curves divided into 16 straight pieces.
    package func flattenedSubpaths() -> [[CGPoint]] { flattenedPolylines().map(\.points) }

    /// Each subpath as a polyline, curves divided into 16 straight pieces, and whether `closeSubpath` closed it (a stroke
    /// joins a closed one's ends and caps an open one's).
    package func flattenedPolylines() -> [(points: [CGPoint], closed: Bool)] {
        var polygons: [(points: [CGPoint], closed: Bool)] = [], current: [CGPoint] = []
        func finish(closed: Bool = false) { if !current.isEmpty { polygons.append((current, closed)) }; current = [] }
        for element in elements {
            switch element {
            case .move(let p):
                finish()
                current = [p]
            case .line(let p):
                current.append(p)
            case .quadCurve(let p, let c):
                let start = current.last ?? p
                for step in 1...16 {
                    let t = CGFloat(step) / 16, u = 1 - t
                    current.append(CGPoint(x: u * u * start.x + 2 * u * t * c.x + t * t * p.x,
                                           y: u * u * start.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .curve(let p, let c1, let c2):
                let start = current.last ?? p
                for step in 1...16 {
                    let t = CGFloat(step) / 16, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(CGPoint(x: a * start.x + b * c1.x + c * c2.x + d * p.x,
                                           y: a * start.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .closeSubpath:
                // The next segment starts where this subpath began.
                let start = current.first
                finish(closed: true)
                if let start { current = [start] }
            }
        }
        finish()
        return polygons
    }
}
