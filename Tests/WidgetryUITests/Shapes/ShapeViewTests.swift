import Foundation
import Testing
import WidgetryGraphics
@testable import WidgetryUI

/// iOS 17's shape views: a fill and strokes stacked on one shape, each drawn over the one before
/// (https://developer.apple.com/documentation/swiftui/fillshapeview/background: "the background shown beneath this view").
@Suite struct ShapeViewTests {
    let light = EnvironmentValues()

    /// What each drawn shape paints, in drawing order: "fill <colour>" or "stroke <colour> <width>".
    private func layers<V: View>(_ view: V) -> [(paint: String, frame: CGRect)] {
        layout(view).allElements.compactMap { element in
            guard case .shape(_, let fill, let stroke, let width) = element.content else { return nil }
            if let fill { return ("fill \(fill)", element.frame) }
            if let stroke { return ("stroke \(stroke) \(width)", element.frame) }
            return nil
        }
    }

    private func paint(_ color: Color) -> String { "\(Paint.color(color.resolve(in: light)))" }

    @Test("stroke(_:lineWidth:) then fill(_:) draws the fill over the line, both on the same circle (a calendar day dot)")
    func strokeThenFill() {
        let dot = Circle().stroke(Color.gray, lineWidth: 1).fill(Color.blue).frame(width: 12, height: 12)
        let drawn = layers(dot)
        #expect(drawn.map(\.paint) == ["stroke \(paint(.gray)) 1.0", "fill \(paint(.blue))"])
        // Both layers take the frame the shape is given.
        #expect(drawn.allSatisfy { $0.frame.size == CGSize(width: 12, height: 12) })
    }

    @Test("A stroke over a stroke draws both, the second on top; fill then stroke stays one shape with an outline")
    func stackedStrokes() {
        let ring = Circle().stroke(Color.red, lineWidth: 6).stroke(Color.white, lineWidth: 2).frame(width: 30, height: 30)
        #expect(layers(ring).map(\.paint) == ["stroke \(paint(.red)) 6.0", "stroke \(paint(.white)) 2.0"])
        // Fill then stroke (iOS 17) is drawn as one shape: the outline over its own fill.
        let badge = layout(Capsule().fill(Color.green).stroke(Color.black, lineWidth: 1).frame(width: 40, height: 16))
        let shapes = badge.allElements.filter { if case .shape = $0.content { return true } else { return false } }
        #expect(shapes.count == 1)
    }

    @Test("A style or dash on the upper stroke, and a fill over a fill, keep their order")
    func styledLayers() {
        let dashed = Rectangle().fill(Color.yellow).fill(Color.orange.opacity(0.5))
            .stroke(Color.black, style: StrokeStyle(lineWidth: 2, dash: [3])).frame(width: 20, height: 20)
        let drawn = layout(dashed).allElements.compactMap { element -> String? in
            switch element.content {
            case .shape(_, let fill?, _, _): return "fill \(fill)"
            case .shape(_, _, _?, _), .styledStroke: return "stroke"
            default: return nil
            }
        }
        #expect(drawn == ["fill \(paint(.yellow))", "fill \(paint(Color.orange.opacity(0.5)))", "stroke"])
    }
}
