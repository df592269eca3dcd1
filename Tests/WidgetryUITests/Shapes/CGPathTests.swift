import Foundation
import Testing
import WidgetryFoundation
@testable import WidgetryUI

/// Core Graphics paths as shared drawing code builds them: rounded modules of a QR code, hand-rounded corners,
/// transformed copies and hit tests.
@Suite struct CGPathTests {
    @Test("CGPath(roundedRect:cornerWidth:cornerHeight:transform:) and copy(using:) map the outline through the transform")
    func transformedCopies() throws {
        var scale = CGAffineTransform(scaleX: 2, y: 3)
        let module = CGPath(roundedRect: CGRect(x: 1, y: 1, width: 10, height: 10), cornerWidth: 2, cornerHeight: 2, transform: &scale)
        // (1, 1, 10, 10) scaled by 2 × 3 is (2, 3, 20, 30).
        let box = module.boundingBoxOfPath
        #expect(abs(box.minX - 2) < 0.01 && abs(box.minY - 3) < 0.01 && abs(box.width - 20) < 0.01 && abs(box.height - 30) < 0.01)
        var shift = CGAffineTransform(translationX: 100, y: 0)
        let moved = try #require(module.copy(using: &shift))
        #expect(abs(moved.boundingBoxOfPath.minX - 102) < 0.01)
        // Corners are cut: the box's corner point is outside, the middle inside.
        #expect(!module.contains(CGPoint(x: 2.1, y: 3.1)))
        #expect(module.contains(CGPoint(x: 12, y: 18)))
    }

    @Test("contains(_:using:) follows the fill rule: a square inside a square is a hole only under even-odd")
    func containsByRule() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        #expect(path.contains(CGPoint(x: 5, y: 5)))
        #expect(!path.contains(CGPoint(x: 5, y: 5), using: .evenOdd))
        #expect(path.contains(CGPoint(x: 1, y: 5), using: .evenOdd))
    }

    @Test("addArc(tangent1End:tangent2End:radius:) rounds a corner: the arc leaves the first line and ends on the second")
    func tangentArc() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 2)
        // A right angle: the tangent points lie `radius` from the corner on each line, (8, 0) and (10, 2).
        #expect(abs(path.currentPoint.x - 10) < 1e-6 && abs(path.currentPoint.y - 2) < 1e-6)
        // The arc bulges towards the corner by r − r/√2 ≈ 0.586 at its middle, so (9.4, 0.6) is on the inside of it …
        path.addLine(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 0, y: 10))
        path.closeSubpath()
        #expect(path.contains(CGPoint(x: 9.3, y: 0.7)))
        // … and the corner itself is cut off.
        #expect(!path.contains(CGPoint(x: 9.9, y: 0.1)))
    }

    @Test("addRelativeArc sweeps by delta: a quarter turn from 0 ends at the positive y axis")
    func relativeArc() {
        let path = CGMutablePath()
        path.addRelativeArc(center: .zero, radius: 5, startAngle: 0, delta: .pi / 2)
        #expect(abs(path.currentPoint.x) < 1e-6 && abs(path.currentPoint.y - 5) < 1e-6)
    }

    @Test("addLines(between:), addPath(_:transform:) and mutableCopy() build on the same outline")
    func building() throws {
        let triangle = CGMutablePath()
        triangle.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 0), CGPoint(x: 0, y: 4)])
        triangle.closeSubpath()
        let combined = try #require(triangle.mutableCopy())
        combined.addPath(triangle, transform: CGAffineTransform(translationX: 10, y: 0))
        #expect(combined.contains(CGPoint(x: 11, y: 1)))
        #expect(!triangle.contains(CGPoint(x: 11, y: 1)))
        #expect(abs(combined.boundingBox.maxX - 14) < 1e-9)
    }

    @Test("applyWithBlock reads the path back element by element, control points before the end point, as a path encoder does")
    func readBack() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 15, y: 5))
        path.addCurve(to: CGPoint(x: 0, y: 10), control1: CGPoint(x: 8, y: 12), control2: CGPoint(x: 2, y: 12))
        path.closeSubpath()
        var read: [(CGPathElementType, [CGPoint])] = []
        path.applyWithBlock { element in
            let count = [CGPathElementType.moveToPoint: 1, .addLineToPoint: 1, .addQuadCurveToPoint: 2, .addCurveToPoint: 3][element.pointee.type] ?? 0
            read.append((element.pointee.type, (0..<count).map { element.pointee.points[$0] }))
        }
        #expect(read.map(\.0) == [.moveToPoint, .addLineToPoint, .addQuadCurveToPoint, .addCurveToPoint, .closeSubpath])
        #expect(read[2].1 == [CGPoint(x: 15, y: 5), CGPoint(x: 10, y: 10)])
        #expect(read[3].1 == [CGPoint(x: 8, y: 12), CGPoint(x: 2, y: 12), CGPoint(x: 0, y: 10)])
        // The C-style applier sees the same elements.
        var count = 0
        withUnsafeMutablePointer(to: &count) { counter in
            path.apply(info: counter) { info, _ in info?.assumingMemoryBound(to: Int.self).pointee += 1 }
        }
        #expect(count == 5)
    }

    @Test("CGColor(colorSpace:components:) reads RGBA for an RGB space and white-alpha for a grey one")
    func colorFromComponents() throws {
        let rgb = try #require(CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: [0.2, 0.4, 0.6, 0.8]))
        #expect(rgb.components == [0.2, 0.4, 0.6, 0.8])
        let grey = try #require(CGColor(colorSpace: CGColorSpaceCreateDeviceGray(), components: [0.5, 1]))
        #expect(grey.components == [0.5, 0.5, 0.5, 1])
        #expect(CGColorSpace(name: CGColorSpace.sRGB as NSString) != nil)
    }
}
