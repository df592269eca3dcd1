import Foundation
import Testing
import WidgetryGraphics
@testable import WidgetryUI

/// A ring drawn the way apps draw one with a single shape: two concentric circles in one path, then
/// `fill(style: FillStyle(eoFill: true))` so the inner circle cuts the hole whatever its direction.
private struct Ring: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addEllipse(in: rect)
        path.addEllipse(in: rect.insetBy(dx: rect.width / 4, dy: rect.height / 4))
        return path
    }
}

@Suite struct EvenOddFillTests {
    @Test("FillStyle(eoFill: true) leaves the inner circle of a two-circle path empty; the default non-zero rule fills it")
    func ringHasAHole() {
        let ring = CustomShapeTests().render(Ring().fill(Color.red, style: FillStyle(eoFill: true)).frame(width: 100, height: 100))
        // Both circles run the same way (addEllipse), so under non-zero winding the centre is covered twice and
        // filled; under even-odd it is crossed twice and empty. (20, 50) lies between the circles (radii 50 and 25).
        #expect(!ring(50, 50))
        #expect(ring(15, 50))
        let disc = CustomShapeTests().render(Ring().fill(Color.red).frame(width: 100, height: 100))
        #expect(disc(50, 50) && disc(15, 50))
    }

    @Test("Path.contains answers as a fill covers: non-zero winding by default, even-odd when asked")
    func pathContains() {
        var path = Path()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(path.contains(CGPoint(x: 50, y: 50)))
        #expect(!path.contains(CGPoint(x: 50, y: 50), eoFill: true))
        #expect(path.contains(CGPoint(x: 10, y: 50), eoFill: true))
        #expect(!path.contains(CGPoint(x: 150, y: 50)))
        // A circle of radius 50 about (50, 50), its curves followed as lines: (85, 85) lies 49.5 from the centre,
        // inside; (86, 86) lies 50.9, outside.
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(circle.contains(CGPoint(x: 84, y: 84)))
        #expect(!circle.contains(CGPoint(x: 86, y: 86)))
    }
}
