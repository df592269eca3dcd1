import Foundation
import Testing
import WidgetryGraphics
@testable import WidgetryUI

/// Radial, elliptical and angular gradients fill as SwiftUI's do: colours by distance or by angle around a centre,
/// padded with the end colours.
@Suite struct GradientTests {
    /// A 100 × 100 pt rendering at 1x, so pixel (x, y) is the point (x + 0.5, y + 0.5).
    func pixels<V: View>(_ view: V) -> RasterImage {
        DisplayListRenderer.rasterize(layout(view, width: 100, height: 100).displayList(background: .white), scale: 1)
    }

    /// How red (1) or blue (0) a pixel is, from its red and blue channels.
    func redness(_ image: RasterImage, _ x: Int, _ y: Int) -> Double {
        let c = image.color(atX: x, y: y)
        return c.red / max(c.red + c.blue, 1e-9)
    }

    /// Pure red and pure blue, so the blend is easy to read.
    let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)

    @Test("RadialGradient: the first colour inside the start radius, the last past the end, a blend between")
    func radial() {
        let image = pixels(RadialGradient(colors: [red, blue], center: .center, startRadius: 10, endRadius: 40).frame(width: 100, height: 100))
        #expect(redness(image, 50, 50) > 0.99)  // the centre: 0 pt out, inside 10 pt
        #expect(redness(image, 95, 50) < 0.01)  // 45.5 pt out, past 40 pt
        // 25.5 pt out along the x axis is (25.5 − 10) / 30 = 52 % of the way: about half red.
        #expect(abs(redness(image, 75, 50) - 0.48) < 0.05)
        // Distance alone counts: the same 25.5 pt straight up.
        #expect(abs(redness(image, 50, 24) - redness(image, 75, 50)) < 0.03)
    }

    @Test("EllipticalGradient: radii are fractions of each side, so a wide rectangle blends further across than down")
    func elliptical() {
        let wide = layout(EllipticalGradient(colors: [red, blue]).frame(width: 100, height: 50), width: 100, height: 50)
        let image = DisplayListRenderer.rasterize(wide.displayList(background: .white), scale: 1)
        // 0.5 of the width is 50 pt across; 0.5 of the height 25 pt down: both edges' midpoints are at the end.
        let c = image.color(atX: 99, y: 25), d = image.color(atX: 50, y: 49)
        #expect(c.blue > 0.9 && d.blue > 0.9)
        // Halfway to each edge is half red, though one is 25 pt and the other 12.5 pt from the centre.
        #expect(abs(image.color(atX: 75, y: 25).red - image.color(atX: 50, y: 37).red) < 0.06)
    }

    @Test("AngularGradient: colours by angle, clockwise from 3 o'clock, a full turn when the angles are equal")
    func angular() {
        let image = pixels(AngularGradient(colors: [red, blue], center: .center).frame(width: 100, height: 100))
        // 3 o'clock (just below the axis) is the start: red. Clockwise on screen, 6 o'clock is a quarter of the way,
        // 9 o'clock half: half red, half blue; 12 o'clock three quarters.
        #expect(redness(image, 95, 51) > 0.95)
        #expect(abs(redness(image, 50, 95) - 0.75) < 0.05)
        #expect(abs(redness(image, 5, 50) - 0.5) < 0.05)
        #expect(abs(redness(image, 50, 5) - 0.25) < 0.05)
        // Distance does not matter: nearer the centre on the same ray, the same colour.
        #expect(abs(redness(image, 30, 50) - redness(image, 5, 50)) < 0.05)
    }

    @Test("A sweep under a full turn leaves the rest to the end colours")
    func partialSweep() {
        // From 0° to 90°: 3 o'clock to 6 o'clock. 12 o'clock is outside, nearer the start (0°) than the end (90°).
        let image = pixels(AngularGradient(colors: [red, blue], center: .center, startAngle: .degrees(0), endAngle: .degrees(90))
            .frame(width: 100, height: 100))
        #expect(redness(image, 50, 5) > 0.95)
        // 9 o'clock is 90° past the end and 90° before the start: the gap is split there.
        #expect(redness(image, 20, 80) < 0.05)  // 135°, on the end's side
    }

    @Test("Shape styles: .radialGradient, .angularGradient, .conicGradient, .ellipticalGradient fill shapes; opacity applies")
    func shapeStyles() {
        let ring = pixels(Circle().stroke(.angularGradient(colors: [red, blue], center: .center, startAngle: .zero, endAngle: .degrees(360)),
                                          lineWidth: 10).frame(width: 100, height: 100))
        #expect(redness(ring, 97, 51) > 0.9)  // on the ring at 3 o'clock
        #expect(ring.color(atX: 50, y: 50).red > 0.99 && ring.color(atX: 50, y: 50).blue > 0.99)  // the hole: white
        func fill(_ result: LayoutResult) -> Paint? {
            result.allElements.lazy.compactMap { element -> Paint? in
                if case .shape(_, let paint?, _, _) = element.content { return paint }
                return nil
            }.first
        }
        let styles: [Paint] = [
            fill(layout(Rectangle().fill(.radialGradient(colors: [red, blue], center: .center, startRadius: 0, endRadius: 10)))),
            fill(layout(Rectangle().fill(.conicGradient(colors: [red, blue], center: .top)))),
            fill(layout(Rectangle().fill(.ellipticalGradient(colors: [red, blue])))),
            fill(layout(Rectangle().fill(.radialGradient(Color.blue.gradient, endRadius: 20).opacity(0.5)))),
        ].compactMap { $0 }
        #expect(styles.count == 4)
        #expect(styles.allSatisfy { $0.gradientStops?.count == 2 })
        #expect(styles[3].gradientStops?.allSatisfy { $0.color.alpha <= 0.5 } == true)
    }

    @Test("A NaN radius skips that fill (Cairo would blank the rest of the drawing) and the rest is drawn")
    func badNumbers() {
        let image = pixels(ZStack {
            RadialGradient(colors: [red, blue], center: .center, startRadius: .nan, endRadius: 40)
            Rectangle().fill(red).frame(width: 10, height: 10)
        }.frame(width: 100, height: 100))
        #expect(image.color(atX: 95, y: 50).red > 0.99 && image.color(atX: 95, y: 50).blue > 0.99)  // skipped: white
        #expect(redness(image, 50, 50) > 0.99)  // drawn after it
    }

    @Test("MeshGradient: each point shows its colour, a cell blends its corners, and a moved point moves the blend")
    func mesh() {
        // A 2 × 2 mesh over the whole view: red on the left column, blue on the right.
        let corners: [SIMD2<Float>] = [[0, 0], [1, 0], [0, 1], [1, 1]]
        let image = pixels(MeshGradient(width: 2, height: 2, points: corners, colors: [red, blue, red, blue]).frame(width: 100, height: 100))
        #expect(redness(image, 1, 50) > 0.95 && redness(image, 98, 50) < 0.05)
        // Bilinear across the cell: the middle is half each, a quarter of the way a quarter blue.
        #expect(abs(redness(image, 50, 50) - 0.5) < 0.03)
        #expect(abs(redness(image, 25, 10) - 0.75) < 0.03)
        // 3 × 3, as widgets write it, with the centre point moved right: at x = 50 the colour is still the left column's.
        let grid: [SIMD2<Float>] = [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.8, 0.5], [1, 0.5], [0, 1], [0.5, 1], [1, 1]]
        let moved = pixels(MeshGradient(width: 3, height: 3, points: grid, colors: [red, red, blue, red, red, blue, red, red, blue])
            .frame(width: 100, height: 100))
        #expect(redness(moved, 60, 50) > 0.95)
        // A mesh whose counts disagree draws nothing of its own.
        let broken = pixels(MeshGradient(width: 3, height: 3, points: corners, colors: [red, blue, red, blue]).frame(width: 100, height: 100))
        #expect(broken.color(atX: 50, y: 50).red > 0.99 && broken.color(atX: 50, y: 50).blue > 0.99)
    }
}
