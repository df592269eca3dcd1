import Foundation
import Testing
import WidgetryGraphics
@testable import WidgetryUI

/// `strokeBorder`, `fill(style:)` and `.foreground` as widget code writes them.
@Suite struct StrokeBorderTests {
    let light = EnvironmentValues()

    /// The stroke paint and frame of the one shape `view` draws.
    private func border<V: View>(_ view: V) -> (frame: CGRect, paint: Paint?, lineWidth: CGFloat)? {
        for element in layout(view).allElements {
            switch element.content {
            case .shape(_, _, let stroke?, let width): return (element.frame, stroke, width)
            case .styledStroke(_, let stroke, let style): return (element.frame, stroke, style.lineWidth)
            default: continue
            }
        }
        return nil
    }

    @Test("strokeBorder(lineWidth:) draws inside the frame in the foreground style")
    func foregroundBorder() throws {
        let ring = try #require(border(Circle().strokeBorder(lineWidth: 4).frame(width: 40, height: 40).foregroundStyle(.orange)))
        // Inset by half the line width so the line stays inside: 40 − 4 = 36.
        #expect(ring.frame.size == CGSize(width: 36, height: 36) && ring.lineWidth == 4)
        #expect(ring.paint == .color(Color.orange.resolve(in: light)))
        // Without a foreground style, the primary label colour.
        let plain = try #require(border(RoundedRectangle(cornerRadius: 8).strokeBorder(lineWidth: 2, antialiased: true).frame(width: 50, height: 30)))
        #expect(plain.paint == .color(Color.primary.resolve(in: light)))
    }

    @Test("strokeBorder() with no arguments is a 1 pt border in the foreground style")
    func defaults() throws {
        let line = try #require(border(Capsule().strokeBorder().frame(width: 60, height: 20).foregroundColor(.blue)))
        #expect(line.lineWidth == 1 && line.frame.size == CGSize(width: 59, height: 19))
        #expect(line.paint == .color(Color.blue.resolve(in: light)))
    }

    @Test("strokeBorder(_:lineWidth:antialiased:) and strokeBorder(style:antialiased:) paint what they are given")
    func explicitContent() throws {
        let tinted = try #require(border(Circle().strokeBorder(.tint, lineWidth: 3, antialiased: false).frame(width: 30, height: 30).tint(.green)))
        #expect(tinted.paint == .color(Color.green.resolve(in: light)))
        let dashed = try #require(border(Rectangle().strokeBorder(style: StrokeStyle(lineWidth: 2, dash: [4])).frame(width: 20, height: 20).foregroundStyle(.red)))
        #expect(dashed.paint == .color(Color.red.resolve(in: light)) && dashed.frame.size == CGSize(width: 18, height: 18))
        let styled = try #require(border(Rectangle().strokeBorder(.foreground, style: StrokeStyle(lineWidth: 6), antialiased: true).frame(width: 20, height: 20)))
        #expect(styled.lineWidth == 6 && styled.frame.size == CGSize(width: 14, height: 14))
    }

    @Test("A filled shape takes a border inside its edge over the fill (iOS 17: fill(_:).strokeBorder(_:lineWidth:))")
    func fillThenBorder() throws {
        let badge = Circle().fill(.blue).strokeBorder(.white, lineWidth: 2).frame(width: 24, height: 24)
        let result = layout(badge)
        let fill = try #require(shapeFills(result).first)
        #expect(fill.color == Color.blue.resolve(in: light) && fill.element.frame.size == CGSize(width: 24, height: 24))
        let ring = try #require(border(badge))
        // The border's centre line is 1 pt inside the edge: 24 − 2 = 22.
        #expect(ring.paint == .color(Color.white.resolve(in: light)) && ring.frame.size == CGSize(width: 22, height: 22))
        // The border is drawn after (over) the fill.
        let order = result.allElements.compactMap { element -> String? in
            if case .shape(_, let fill, let stroke, _) = element.content { return fill != nil ? "fill" : stroke != nil ? "border" : nil }
            return nil
        }
        #expect(order == ["fill", "border"])
    }

    @Test(".foreground fills with the foreground style; fill(style:) fills with it too")
    func foregroundFill() {
        let filled = shapeFills(layout(Rectangle().fill(.foreground).foregroundStyle(.purple))).first?.color
        #expect(filled == Color.purple.resolve(in: light))
        let eo = shapeFills(layout(Circle().fill(style: FillStyle(eoFill: true)).foregroundStyle(.yellow))).first?.color
        #expect(eo == Color.yellow.resolve(in: light))
        let withStyle = shapeFills(layout(Circle().fill(Color.mint, style: FillStyle()))).first?.color
        #expect(withStyle == Color.mint.resolve(in: light))
    }
}
