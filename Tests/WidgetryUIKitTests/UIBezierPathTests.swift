import Foundation
import Testing
import WidgetryFoundation
import WidgetryGraphics
import WidgetryUI
import WidgetryUIKit

/// `reversing()` and `apply(_:)` as app code uses them: a progress arc drawn the other way, a path moved into place.
@Suite struct UIBezierPathTests {
    @Test("reversing() draws an open path from its end back to its start, curves with swapped control points")
    func reversedOpenPath() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addCurve(to: CGPoint(x: 20, y: 10), controlPoint1: CGPoint(x: 14, y: 0), controlPoint2: CGPoint(x: 20, y: 6))
        let reversed = Path(path.reversing().cgPath)
        #expect(reversed.data.elements == [
            .move(to: CGPoint(x: 20, y: 10)),
            .curve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 20, y: 6), control2: CGPoint(x: 14, y: 0)),
            .line(to: CGPoint(x: 0, y: 0)),
        ])
        // Reversing twice gives the original back; the outline's box is unchanged.
        #expect(Path(path.reversing().reversing().cgPath).data == Path(path.cgPath).data)
        #expect(path.reversing().bounds == path.bounds)
    }

    @Test("reversing() keeps a closed subpath closed, its closing line first; trimming then starts at the other end")
    func reversedClosedPath() {
        let triangle = PathData(elements: [.move(to: .zero), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 10)), .closeSubpath])
        #expect(triangle.reversed().elements == [
            .move(to: .zero), .line(to: CGPoint(x: 10, y: 10)), .line(to: CGPoint(x: 10, y: 0)), .line(to: .zero), .closeSubpath,
        ])
        // A 100 pt line trimmed to its first quarter: 0…25 forwards, 75…100 reversed.
        let line = UIBezierPath()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 100, y: 0))
        let forwards = Path(line.cgPath).trimmedPath(from: 0, to: 0.25).boundingRect
        let backwards = Path(line.reversing().cgPath).trimmedPath(from: 0, to: 0.25).boundingRect
        #expect(abs(forwards.minX - 0) < 0.01 && abs(forwards.maxX - 25) < 0.01)
        #expect(abs(backwards.minX - 75) < 0.01 && abs(backwards.maxX - 100) < 0.01)
    }

    @Test("apply(_:) maps every point through the transform")
    func applyTransform() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20))
        path.apply(CGAffineTransform(translationX: 5, y: 5).concatenating(CGAffineTransform(scaleX: 2, y: 2)))
        #expect(path.bounds == CGRect(x: 10, y: 10, width: 20, height: 40))
    }
}
