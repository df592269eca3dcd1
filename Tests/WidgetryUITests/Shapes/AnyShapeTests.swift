import Foundation
import Testing
import WidgetryGraphics
@testable import WidgetryUI

/// `AnyShape`, as code uses it to pick a shape at run time.
@Suite struct AnyShapeTests {
    /// The upper-right half of its frame.
    private struct Slope: Shape {
        func path(in rect: CGRect) -> Path {
            Path { path in
                path.move(to: CGPoint(x: rect.minX, y: rect.minY))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                path.closeSubpath()
            }
        }
    }

    func render<V: View>(_ view: V) -> CustomShapeTests.Redness {
        let list = layout(view, width: 100, height: 100).displayList(background: .white)
        return CustomShapeTests.Redness(image: DisplayListRenderer.rasterize(list, scale: 1), commands: list.commands)
    }

    private struct Badge: View {
        var round: Bool
        var body: some View {
            Color.red.frame(width: 100, height: 100).clipShape(round ? AnyShape(Circle()) : AnyShape(Slope()))
        }
    }

    @Test("A shape chosen at run time clips as the shape it holds: a circle's corners and a custom slope's lower half stay clear")
    func clipsAsHeldShape() {
        let round = render(Badge(round: true))
        #expect(round(50, 50) && !round(3, 3) && !round(97, 97))
        let slope = render(Badge(round: false))
        #expect(slope(90, 10) && !slope(10, 90))
    }

    @Test("A filled AnyShape of a built-in shape keeps its name in element paths; erasing twice holds the shape once")
    func namesThroughErasure() {
        let result = layout(VStack { AnyShape(Circle()).fill(Color.blue); AnyShape(Slope()) })
        #expect(result.element(pathEndingWith: "VStack/Circle[0]") != nil)
        #expect(AnyShape(AnyShape(Circle())).base is Circle)
    }
}
