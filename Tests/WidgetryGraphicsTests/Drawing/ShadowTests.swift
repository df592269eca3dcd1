import Foundation
import Testing
@testable import WidgetryGraphics

@Suite("Drop shadows")
struct ShadowTests {
    let red = RGBAColor(red: 1, green: 0, blue: 0)

    func render(radius: CGFloat, offset: CGSize, scale: CGFloat = 1) -> RasterImage {
        let list = DisplayList(size: CGSize(width: 60, height: 60), commands: [
            .beginShadow(color: .black, radius: radius, offset: offset),
            .fill(.rectangle, CGRect(x: 20, y: 10, width: 20, height: 20), .color(red)),
            .endShadow,
        ])
        return DisplayListRenderer.rasterize(list, scale: scale)
    }

    @Test("With no blur the shadow is the shape moved by the offset, under the shape itself")
    func sharpShadow() {
        let image = render(radius: 0, offset: CGSize(width: 0, height: 15))
        #expect(image.color(atX: 30, y: 20).isClose(to: red))          // the shape, on top
        #expect(image.color(atX: 30, y: 40).isClose(to: .black))       // shadow only: y 25...45
        #expect(image.color(atX: 30, y: 50).alpha == 0)
    }

    @Test("A blurred shadow fades outwards: darker near the shape's edge than further off, and reaches about the radius")
    func blurredShadow() {
        let image = render(radius: 8, offset: CGSize(width: 0, height: 15))
        let inside = image.color(atX: 30, y: 40).alpha     // well inside the moved square
        let edge = image.color(atX: 30, y: 45).alpha       // its bottom edge: about half (0.5 · 0.988)
        let beyond = image.color(atX: 30, y: 55).alpha     // 10 pt past the edge, beyond the 8 pt reach
        // σ = radius / 2 = 4: 5 pt above the bottom edge and 10 pt from the sides the Gaussian covers
        // (Φ(5/4) − Φ(−15/4)) · (Φ(10/4) − Φ(−10/4)) ≈ 0.894 · 0.988 ≈ 0.88.
        #expect(abs(inside - 0.88) < 0.05)
        #expect(edge > 0.3 && edge < 0.7)
        #expect(beyond < 0.05)
        #expect(image.color(atX: 30, y: 20).isClose(to: red))
    }

    @Test("The blur scales with the output: the same shadow at 3x covers the same points")
    func scaleIndependent() {
        let one = render(radius: 8, offset: CGSize(width: 0, height: 15)).color(atX: 30, y: 45).alpha
        let three = render(radius: 8, offset: CGSize(width: 0, height: 15), scale: 3).color(atX: 90, y: 135).alpha
        #expect(abs(one - three) < 0.1)
    }

    @Test("Three box passes have the variance of the Gaussian they stand for", arguments: [1.0, 2.5, 6.0, 20.0])
    func boxVariance(sigma: Double) {
        // A box of width w has variance (w² − 1)/12; three passes add.
        let variance = BoxBlur.boxes(sigma: CGFloat(sigma)).reduce(0.0) { $0 + (Double($1 * $1) - 1) / 12 }
        #expect(abs(variance.squareRoot() - sigma) / sigma < 0.2)
    }
}
