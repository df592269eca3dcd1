import Foundation
import WidgetryUI

/// Maps a point in the plot's unit square (x to the right, y upwards) into `rect`.
func plotPoint(_ point: CGPoint, in rect: CGRect) -> CGPoint {
    CGPoint(x: rect.minX + point.x * rect.width, y: rect.maxY - point.y * rect.height)
}

/// A line through points given in the plot's unit square, drawn with an interpolation method.
struct ChartLineShape: Shape {
    let points: [CGPoint]
    let interpolation: InterpolationMethod

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let mapped = points.map { plotPoint($0, in: rect) }
        ChartLineShape.add(mapped, interpolation: interpolation, to: &path, startNew: true)
        return path
    }

    /// Adds the line through `points` to `path`, starting a new subpath or continuing the current one.
    static func add(_ points: [CGPoint], interpolation: InterpolationMethod, to path: inout Path, startNew: Bool) {
        guard let first = points.first else { return }
        if startNew { path.move(to: first) } else { path.addLine(to: first) }
        guard points.count > 1 else { return }
        switch interpolation.kind {
        case .linear:
            for point in points.dropFirst() { path.addLine(to: point) }
        case .stepStart:
            for (a, b) in zip(points, points.dropFirst()) { path.addLine(to: CGPoint(x: a.x, y: b.y)); path.addLine(to: b) }
        case .stepEnd:
            for (a, b) in zip(points, points.dropFirst()) { path.addLine(to: CGPoint(x: b.x, y: a.y)); path.addLine(to: b) }
        case .stepCenter:
            for (a, b) in zip(points, points.dropFirst()) {
                let mid = (a.x + b.x) / 2
                path.addLine(to: CGPoint(x: mid, y: a.y)); path.addLine(to: CGPoint(x: mid, y: b.y)); path.addLine(to: b)
            }
        case .catmullRom, .cardinal, .monotone:
            // Uniform Catmull–Rom as cubic Béziers: control points a sixth of the neighbours' difference away.
            for i in 0..<(points.count - 1) {
                let p0 = points[max(0, i - 1)], p1 = points[i], p2 = points[i + 1], p3 = points[min(points.count - 1, i + 2)]
                let c1 = CGPoint(x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6)
                let c2 = CGPoint(x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6)
                path.addCurve(to: p2, control1: c1, control2: c2)
            }
        }
    }
}

/// The area between a top line and a bottom line, both in the plot's unit square.
struct ChartAreaShape: Shape {
    let top: [CGPoint]
    let bottom: [CGPoint]
    let interpolation: InterpolationMethod

    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard !top.isEmpty else { return path }
        ChartLineShape.add(top.map { plotPoint($0, in: rect) }, interpolation: interpolation, to: &path, startNew: true)
        ChartLineShape.add(bottom.reversed().map { plotPoint($0, in: rect) }, interpolation: interpolation, to: &path, startNew: false)
        path.closeSubpath()
        return path
    }
}

/// A straight segment between two points of the plot's unit square.
struct ChartSegmentShape: Shape {
    let from: CGPoint
    let to: CGPoint

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: plotPoint(from, in: rect))
        path.addLine(to: plotPoint(to, in: rect))
        return path
    }
}

/// A slice of a ring centred in the plot: angles are fractions of a turn clockwise from 12 o'clock, radii
/// fractions of the largest circle that fits.
struct ChartSectorShape: Shape {
    let start: Double
    let end: Double
    let inner: MarkDimension
    let outer: MarkDimension
    let angularInset: CGFloat

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let radius = min(rect.width, rect.height) / 2
        let outerRadius = outer.length(in: radius) ?? radius
        let innerRadius = min(inner.length(in: radius) ?? 0, outerRadius)
        guard outerRadius > 0, end > start else { return path }
        let center = CGPoint(x: rect.midX, y: rect.midY)
        // The inset is a gap in points along the outer edge, taken from both ends.
        let inset = outerRadius > 0 ? Double(angularInset / 2 / outerRadius) / (2 * .pi) : 0
        let a0 = start + min(inset, (end - start) / 2), a1 = end - min(inset, (end - start) / 2)
        let startAngle = Angle.degrees(a0 * 360 - 90), endAngle = Angle.degrees(a1 * 360 - 90)
        path.addArc(center: center, radius: outerRadius, startAngle: startAngle, endAngle: endAngle, clockwise: false)
        if innerRadius > 0 {
            path.addArc(center: center, radius: innerRadius, startAngle: endAngle, endAngle: startAngle, clockwise: true)
        } else {
            path.addLine(to: center)
        }
        path.closeSubpath()
        return path
    }
}
