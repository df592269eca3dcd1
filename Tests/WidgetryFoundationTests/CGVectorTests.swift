import Foundation
import Testing
import WidgetryFoundation

/// `CGVector` as drawing helpers use it: a velocity between two points over a duration.
@Suite struct CGVectorTests {
    @Test func velocityBetweenPoints() throws {
        func velocity(from a: CGPoint, to b: CGPoint, duration: CGFloat) -> CGVector {
            CGVector(dx: (b.x - a.x) / duration, dy: (b.y - a.y) / duration)
        }
        // (0, 0) → (30, −12) in 2 s: 15 pt/s right, 6 pt/s up.
        let v = velocity(from: .zero, to: CGPoint(x: 30, y: -12), duration: max(2, .ulpOfOne))
        #expect(v == CGVector(dx: 15, dy: -6))
        #expect(CGVector.zero == CGVector(dx: 0, dy: 0))
        #expect(try JSONDecoder().decode(CGVector.self, from: JSONEncoder().encode(v)) == v)
    }
}
