import Foundation
import Testing
import WidgetryGraphics

@Suite("Path outlines")
struct PathDataTests {
    let red = RGBAColor(red: 1, green: 0, blue: 0)
    /// A closed 40 × 20 rectangle, clockwise from the top-left: perimeter 2 × (40 + 20) = 120.
    let box = PathData(elements: [.move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 40, y: 0)),
                                  .line(to: CGPoint(x: 40, y: 20)), .line(to: CGPoint(x: 0, y: 20)), .closeSubpath])

    @Test("Length counts every side, the closing line included")
    func length() {
        #expect(abs(box.length - 120) < 1e-9)
    }

    @Test("Trimming cuts at fractions of the whole length")
    func trim() {
        // From 1/12 (10 pt along the top edge) to 1/2 (60 pt: the bottom-right corner).
        let piece = box.trimmed(from: 10.0 / 120, to: 0.5)
        #expect(abs(piece.length - 50) < 1e-9)
        #expect(piece.elements.first == .move(to: CGPoint(x: 10, y: 0)))
        #expect(piece.elements.last == .line(to: CGPoint(x: 40, y: 20)))
        #expect(box.trimmed(from: 0, to: 1) == box)
        #expect(box.trimmed(from: 0.6, to: 0.4).elements.isEmpty)
        #expect(box.trimmed(from: .nan, to: 0.5).length > 0)  // NaN reads as the default, never a crash
    }

    @Test("A trimmed curve stays one subpath: no seams where its flattened pieces meet")
    func trimmedCurveIsOneSubpath() {
        // A ring drawn as a trimmed circle (luispadron/UICircularProgressRing, RingSnapshotTest.test_ring_noText)
        // showed hairline seams wherever rounding started a new subpath; iOS draws one unbroken arc.
        var circle = PathData()
        circle.elements = [.move(to: CGPoint(x: 190, y: 100)),
                           .curve(to: CGPoint(x: 100, y: 190), control1: CGPoint(x: 190, y: 149.7), control2: CGPoint(x: 149.7, y: 190)),
                           .curve(to: CGPoint(x: 10, y: 100), control1: CGPoint(x: 50.3, y: 190), control2: CGPoint(x: 10, y: 149.7)),
                           .curve(to: CGPoint(x: 100, y: 10), control1: CGPoint(x: 10, y: 50.3), control2: CGPoint(x: 50.3, y: 10)),
                           .curve(to: CGPoint(x: 190, y: 100), control1: CGPoint(x: 149.7, y: 10), control2: CGPoint(x: 190, y: 50.3))]
        for end in [0.5, 0.76, 0.999] {
            let moves = circle.trimmed(from: 0, to: end).elements.filter { if case .move = $0 { true } else { false } }
            #expect(moves.count == 1)
        }
    }

    @Test("A curve's length is measured along the curve: a cubic quarter circle of radius 100 is about 157")
    func curveLength() {
        // The usual cubic for a quarter circle (control points at 0.5523 r) is within 0.03% of the arc: π/2 · 100.
        let k: CGFloat = 0.5522847498 * 100
        let quarter = PathData(elements: [.move(to: CGPoint(x: 100, y: 0)),
                                          .curve(to: CGPoint(x: 0, y: 100), control1: CGPoint(x: 100, y: k), control2: CGPoint(x: k, y: 100))])
        #expect(abs(quarter.length - .pi / 2 * 100) < 0.1)
    }

    @Test("A path is filled where its outline says, offset to the rectangle it is drawn in")
    func fillsPath() {
        let triangle = PathData(elements: [.move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 20, y: 0)),
                                           .line(to: CGPoint(x: 0, y: 20)), .closeSubpath])
        let list = DisplayList(size: CGSize(width: 40, height: 40),
                               commands: [.fill(.path(triangle), CGRect(x: 10, y: 10, width: 20, height: 20), .color(red))])
        let image = DisplayListRenderer.rasterize(list, scale: 1)
        #expect(image.color(atX: 13, y: 13).isClose(to: red))   // inside, near the right angle
        #expect(image.color(atX: 27, y: 27).alpha == 0)          // the other half of the square
        #expect(image.color(atX: 5, y: 5).alpha == 0)            // before the offset
    }

    @Test("Round caps reach half the line width past an open line's ends; butt caps stop at them")
    func lineCaps() {
        let line = PathData(elements: [.move(to: CGPoint(x: 10, y: 20)), .line(to: CGPoint(x: 30, y: 20))])
        func ink(_ cap: StrokeOptions.LineCap) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
            let list = DisplayList(size: CGSize(width: 40, height: 40), commands: [
                .strokeStyled(.path(line), CGRect(x: 0, y: 0, width: 40, height: 40), .color(red), StrokeOptions(lineWidth: 8, cap: cap)),
            ])
            return inkBounds(of: DisplayListRenderer.rasterize(list, scale: 1), threshold: 128)
        }
        #expect(ink(.butt)?.minX == 10 && ink(.butt)?.maxX == 29)
        #expect(ink(.round)?.minX == 6 && ink(.round)?.maxX == 33)   // 4 pt (half of 8) further each way
    }

    @Test("Dashes leave gaps: 4 on, 4 off along a horizontal line")
    func dashes() {
        let line = PathData(elements: [.move(to: CGPoint(x: 0, y: 5)), .line(to: CGPoint(x: 40, y: 5))])
        let list = DisplayList(size: CGSize(width: 40, height: 10), commands: [
            .strokeStyled(.path(line), CGRect(x: 0, y: 0, width: 40, height: 10), .color(red), StrokeOptions(lineWidth: 4, dash: [4, 4])),
        ])
        let image = DisplayListRenderer.rasterize(list, scale: 1)
        #expect(image.color(atX: 2, y: 5).isClose(to: red))
        #expect(image.color(atX: 6, y: 5).alpha == 0)
        #expect(image.color(atX: 10, y: 5).isClose(to: red))
    }

    @Test("A transform turns what is drawn inside it and nothing after it")
    func transform() {
        // A 30 × 4 bar centred at (20, 20), turned a quarter about its centre, stands 30 tall and 4 wide.
        let bar = CGRect(x: 5, y: 18, width: 30, height: 4)
        let list = DisplayList(size: CGSize(width: 40, height: 40), commands: [
            .beginTransform(.rotation(radians: .pi / 2, around: CGPoint(x: 20, y: 20))),
            .fill(.rectangle, bar, .color(red)),
            .endTransform,
            .fill(.rectangle, CGRect(x: 0, y: 0, width: 2, height: 2), .color(.black)),
        ])
        let image = DisplayListRenderer.rasterize(list, scale: 1)
        let bounds = inkBounds(of: image, threshold: 128)
        #expect(bounds?.minY == 0)                         // the untransformed black square at the top-left
        #expect(image.color(atX: 20, y: 6).isClose(to: red))
        #expect(image.color(atX: 6, y: 20).alpha == 0)
        #expect(image.color(atX: 1, y: 1).isClose(to: .black))
    }

    @Test("A path with a NaN point or a transform that cannot be inverted is skipped; the rest is drawn")
    func invalidGeometry() {
        let broken = PathData(elements: [.move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: CGFloat.nan, y: 10)), .closeSubpath])
        let list = DisplayList(size: CGSize(width: 20, height: 20), commands: [
            .fill(.path(broken), CGRect(x: 0, y: 0, width: 20, height: 20), .color(red)),
            .beginTransform(.scale(x: 0, y: 1, around: .zero)),
            .fill(.rectangle, CGRect(x: 0, y: 0, width: 20, height: 20), .color(red)),
            .endTransform,
            .fill(.rectangle, CGRect(x: 10, y: 10, width: 10, height: 10), .color(.black)),
        ])
        let image = DisplayListRenderer.rasterize(list, scale: 1)
        // The fill inside the skipped transform is still drawn, untransformed, so nothing is lost.
        #expect(image.color(atX: 2, y: 2).isClose(to: red))
        #expect(image.color(atX: 15, y: 15).isClose(to: .black))
    }
}
