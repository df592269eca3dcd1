import Foundation
import Testing
import WidgetryGraphics
@testable import WidgetryUI

/// A shape written as it would be for SwiftUI: only `path(in:)`.
private struct Wedge: Shape {
    var degrees: Double
    func path(in rect: CGRect) -> Path {
        var path = Path()
        let centre = CGPoint(x: rect.midX, y: rect.midY)
        path.move(to: centre)
        path.addArc(center: centre, radius: min(rect.width, rect.height) / 2, startAngle: .degrees(-90),
                    endAngle: .degrees(-90 + degrees), clockwise: false)
        path.closeSubpath()
        return path
    }
}

/// The lower-left half of its frame.
private struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.minX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}

@Suite struct CustomShapeTests {
    /// Which pixels of a rendering are red, so failures print a position, not the whole image.
    struct Redness {
        let image: RasterImage
        let commands: [DrawCommand]
        func callAsFunction(_ x: Int, _ y: Int) -> Bool {
            let c = image.color(atX: x, y: y)
            // Color.red is iOS's system red, (255, 59, 48).
            return c.red > 0.9 && c.green < 0.35 && c.blue < 0.35
        }
    }

    func render<V: View>(_ view: V, _ size: CGFloat = 100) -> Redness {
        let list = layout(view, width: size, height: size).displayList(background: .white)
        return Redness(image: DisplayListRenderer.rasterize(list, scale: 1), commands: list.commands)
    }

    @Test("A custom shape fills the outline its path(in:) gives for its frame, in the foreground colour")
    func customShapeFills() {
        let image = render(Triangle().foregroundColor(.red).frame(width: 100, height: 100))
        #expect(image(10, 90))     // lower-left half
        #expect(!image(90, 10))    // upper-right half
    }

    @Test("UnevenRoundedRectangle: a header rounded only at the bottom-leading corner, radii capped at half the shorter side")
    func unevenCorners() {
        let header = UnevenRoundedRectangle(cornerRadii: .init(topLeading: 0, bottomLeading: 40, bottomTrailing: 0, topTrailing: 0))
        let image = render(header.fill(Color.red).frame(width: 100, height: 100))
        // Square corners stay filled; the 40-point bottom-leading corner is cut: (2, 98) lies outside its circle
        // (centre (40, 60), radius 40: distance √(38² + 38²) ≈ 53.7).
        #expect(image(2, 2) && image(97, 2) && image(97, 97))
        #expect(!image(2, 97))
        #expect(image(40, 97))
        // Radii beyond half the shorter side are capped, so the outline stays inside the frame.
        let capped = UnevenRoundedRectangle(topLeadingRadius: 500, topTrailingRadius: 500).path(in: CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(capped.boundingRect.insetBy(dx: -0.5, dy: -0.5).contains(CGRect(x: 0, y: 0, width: 100, height: 40)))
        #expect(CGRect(x: -0.5, y: -0.5, width: 101, height: 41).contains(capped.boundingRect))
    }

    @Test("A quarter wedge from 12 o'clock covers the upper-right quadrant only")
    func wedge() {
        let image = render(Wedge(degrees: 90).fill(Color.red).frame(width: 100, height: 100))
        #expect(image(70, 30))
        #expect(!image(30, 30) && !image(70, 70) && !image(30, 70))
    }

    @Test("A progress ring: Circle().trim(0, 0.5) stroked from 3 o'clock clockwise covers the bottom half only")
    func progressRing() {
        let ring = Circle().trim(from: 0, to: 0.5)
            .stroke(Color.red, style: StrokeStyle(lineWidth: 10, lineCap: .round))
            .frame(width: 100, height: 100)
        let image = render(ring)
        // Radius 50 about (50, 50): the bottom of the ring is at y ≈ 95, the top at y ≈ 5.
        #expect(image(50, 95))
        #expect(!image(50, 5))
        // Round caps: the line reaches 5 pt (half its width) above its ends at 3 and 9 o'clock.
        #expect(image(97, 47) && image(3, 47))
        let element = layout(ring, width: 100, height: 100).allElements.first { $0.name == "Circle" }
        if case .styledStroke(_, _, let style)? = element?.content {
            #expect(style.cap == .round && style.lineWidth == 10)
        } else {
            Issue.record("the ring was not placed as a styled stroke: \(String(describing: element?.content))")
        }
    }

    @Test("A rotated ring starts at 12 o'clock; the rotation leaves its frame where layout put it")
    func rotationEffect() {
        let view = Circle().trim(from: 0, to: 0.25).stroke(Color.red, lineWidth: 10)
            .rotationEffect(.degrees(-90)).frame(width: 100, height: 100)
        let image = render(view)
        // Turned back a quarter, the arc runs from 12 to 3 o'clock: the upper-right of the ring.
        #expect(image(85, 15))
        #expect(!image(85, 85))
        let result = layout(view, width: 100, height: 100)
        #expect(result.element(pathEndingWith: "Circle")?.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test("scaleEffect shrinks the drawing about its centre without moving neighbours")
    func scaleEffect() {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 50, height: 50).scaleEffect(0.5)
            Color.blue.frame(width: 50, height: 50)
        }
        let image = render(view)
        // The red square now covers 25 × 25 around (25, 50) in the 100 × 100 canvas (the row is centred).
        #expect(image(25, 50))
        #expect(!image(5, 30))
        #expect(layout(view).frame("Color[1]").minX - layout(view).frame("Color[0]").minX == 50)
    }

    @Test("clipShape takes a custom shape's outline")
    func clipToCustomShape() {
        let image = render(Color.red.frame(width: 100, height: 100).clipShape(Triangle()))
        #expect(image(10, 90))
        #expect(!image(90, 10))
    }

    @Test("A Path used as a view draws where it says, whatever frame it is given")
    func pathAsView() {
        let path = Path { $0.addRect(CGRect(x: 10, y: 10, width: 20, height: 20)) }
        let image = render(path.fill(Color.red).frame(width: 100, height: 100))
        #expect(image(20, 20))
        #expect(!image(50, 50))
    }

    @Test("Custom shapes name themselves in element paths; a trimmed circle is still a Circle")
    func names() {
        let result = layout(VStack { Triangle(); Circle().trim(from: 0, to: 0.5).stroke(lineWidth: 2) })
        #expect(result.element(pathEndingWith: "VStack/Triangle[0]") != nil)
        #expect(result.element(pathEndingWith: "VStack/Circle[1]") != nil)
    }
}
