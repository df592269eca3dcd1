import Foundation
import Testing
import WidgetryGraphics
@testable import WidgetryUI
import WidgetryFoundation

@Suite struct PathTests {
    func close(_ a: CGPoint?, _ b: CGPoint, _ tolerance: CGFloat = 1e-6) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance
    }

    @Test("applying(_:) maps every point, control points included: a shape's path scaled and moved into place")
    func applyingTransform() {
        // A 10 pt triangle scaled 3x about the origin, then moved 5 pt right: points (0,0), (10,0), (5,10) land on
        // (5,0), (35,0), (20,30).
        var triangle = Path()
        triangle.move(to: .zero)
        triangle.addLine(to: CGPoint(x: 10, y: 0))
        triangle.addQuadCurve(to: CGPoint(x: 5, y: 10), control: CGPoint(x: 10, y: 10))
        triangle.closeSubpath()
        let moved = triangle.applying(CGAffineTransform(scaleX: 3, y: 3).concatenating(CGAffineTransform(translationX: 5, y: 0)))
        #expect(moved.data.elements == [
            .move(to: CGPoint(x: 5, y: 0)), .line(to: CGPoint(x: 35, y: 0)),
            .quadCurve(to: CGPoint(x: 20, y: 30), control: CGPoint(x: 35, y: 30)), .closeSubpath,
        ])
        #expect(triangle.applying(.identity) == triangle)
    }

    @Test("addArc follows SwiftUI: angles grow clockwise on screen; clockwise: false sweeps towards larger angles")
    func arcDirection() {
        var forward = Path()
        forward.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        // 0° is to the right; 90° is below the centre (y grows downwards), reached the short way round.
        #expect(close(forward.currentPoint, CGPoint(x: 0, y: 10)))
        #expect(abs(forward.data.length - .pi / 2 * 10) < 0.01)
        var backward = Path()
        backward.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
        // The other way round: three quarters of the circle.
        #expect(close(backward.currentPoint, CGPoint(x: 0, y: 10)))
        #expect(abs(backward.data.length - 3 * .pi / 2 * 10) < 0.02)
    }

    /// A ring segment as a time-tracking widget draws it (held-out batch 12): start at 12 o'clock, sweep by a delta.
    @Test("addRelativeArc sweeps by its delta from the start, joined to the current point; the transform moves the arc")
    func relativeArc() {
        var ring = Path()
        ring.move(to: CGPoint(x: 0, y: 0))
        ring.addRelativeArc(center: .zero, radius: 10, startAngle: .degrees(-90), delta: .degrees(90))
        // From the top (0, -10) a quarter towards larger angles ends at the right (10, 0), after a line from the centre.
        #expect(close(ring.currentPoint, CGPoint(x: 10, y: 0)))
        #expect(abs(ring.data.length - (10 + .pi / 2 * 10)) < 0.02)
        var back = Path()
        back.addRelativeArc(center: .zero, radius: 10, startAngle: .degrees(0), delta: .degrees(-90))
        // A negative delta sweeps back: from the right to the top.
        #expect(close(back.currentPoint, CGPoint(x: 0, y: -10)))
        var moved = Path()
        moved.addRelativeArc(center: .zero, radius: 10, startAngle: .degrees(0), delta: .degrees(90),
                             transform: CGAffineTransform(translationX: 5, y: 5))
        #expect(close(moved.data.points.first, CGPoint(x: 15, y: 5)))
        #expect(close(moved.currentPoint, CGPoint(x: 5, y: 15)))
    }

    @Test("A circle's outline starts at its rightmost point and runs clockwise, so trim(0, 0.25) ends at the bottom")
    func circleTrimStart() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        let quarter = Circle().trim(from: 0, to: 0.25).path(in: rect)
        // The circle is the largest centred in the rect: radius 30 about (50, 30).
        #expect(close(quarter.data.points.first, CGPoint(x: 80, y: 30), 1e-3))
        #expect(close(quarter.data.points.last, CGPoint(x: 50, y: 60), 0.05))
        #expect(abs(quarter.data.length - 2 * .pi * 30 / 4) < 0.05)
    }

    @Test("Rectangles, rounded rectangles and ellipses enclose what they should",
          arguments: [CGRect(x: 5, y: 5, width: 40, height: 20), CGRect(x: -10, y: 0, width: 15, height: 30)])
    func boundingRects(rect: CGRect) {
        #expect(Path(rect).boundingRect == rect)
        #expect(Path(roundedRect: rect, cornerRadius: 4).boundingRect == rect)
        let ellipse = Path(ellipseIn: rect).boundingRect
        #expect(abs(ellipse.minX - rect.minX) < 1e-9 && abs(ellipse.maxY - rect.maxY) < 1e-9)
    }

    @Test("Building with a closure, offsetting and closing subpaths")
    func building() {
        let triangle = Path { path in
            path.move(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: 10, y: 0))
            path.addLine(to: CGPoint(x: 0, y: 10))
            path.closeSubpath()
        }
        #expect(triangle.currentPoint == CGPoint(x: 0, y: 0))
        let moved = triangle.offsetBy(dx: 5, dy: 7)
        #expect(moved.boundingRect == CGRect(x: 5, y: 7, width: 10, height: 10))
        #expect(abs(triangle.data.length - (20 + 10 * 2.0.squareRoot())) < 1e-9)
        #expect(Path().isEmpty && !triangle.isEmpty)
    }

    @Test("forEach walks the steps in drawing order, as a smoothed chart line reads its points")
    func forEachStep() {
        let line = Path { path in
            path.move(to: CGPoint(x: 0, y: 30))
            path.addLine(to: CGPoint(x: 10, y: 20))
            path.addQuadCurve(to: CGPoint(x: 20, y: 25), control: CGPoint(x: 15, y: 10))
            path.closeSubpath()
        }
        var points: [CGPoint] = []
        var closed = 0
        line.forEach { element in
            switch element {
            case .move(let to), .line(let to): points.append(to)
            case .quadCurve(let to, _), .curve(let to, _, _): points.append(to)
            case .closeSubpath: closed += 1
            }
        }
        #expect(points == [CGPoint(x: 0, y: 30), CGPoint(x: 10, y: 20), CGPoint(x: 20, y: 25)])
        #expect(closed == 1)
    }
}
