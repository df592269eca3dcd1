import Foundation
import Testing
import WidgetryGraphics
import WidgetryReference
@testable import WidgetryUI

@Suite struct DrawingModifierTests {
    @Test("opacity fades the content as a group")
    func opacity() {
        let result = layout(Color.red.frame(width: 10, height: 10).opacity(0.5))
        #expect(result.allElements.contains { $0.opacity == 0.5 })
    }

    @Test("clipped and cornerRadius clip children to the frame; children outside it are marked clipped")
    func clipping() {
        let result = layout(Color.red.frame(width: 100, height: 100).frame(width: 40, height: 40).clipped())
        let colour = result.element(pathEndingWith: "Color")!
        #expect(colour.clip == CGRect(x: 130, y: 130, width: 40, height: 40))
        let rounded = layout(Color.red.frame(width: 40, height: 40).cornerRadius(8))
        #expect(rounded.allElements.contains { $0.childClip?.shape == .roundedRectangle(cornerRadius: 8, continuous: false) })
    }

    @Test("redacted(reason: .placeholder) draws text as placeholder bars")
    func redacted() {
        let result = layout(Text("Secret").redacted(reason: .placeholder))
        #expect(result.texts[0].text.isRedacted)
        // As in SwiftUI, unredacted() exempts the view it is applied to from an outer redaction.
        #expect(!layout(Text("Secret").unredacted().redacted(reason: .placeholder)).texts[0].text.isRedacted)
    }

    @Test("containerBackground is laid out edge to edge on the canvas, behind content in margins")
    func containerBackground() {
        let result = LayoutEngine.layout(Text("Hi").containerBackground(Color.blue, for: .widget), canvasSize: CGSize(width: 170, height: 170),
                                         contentRect: CGRect(x: 16, y: 16, width: 138, height: 138))
        #expect(result.containerBackground?.allElements.contains { $0.frame == CGRect(x: 0, y: 0, width: 170, height: 170) } == true)
        #expect(result.texts[0].element.frame.minX >= 16)
    }

    @Test("foregroundColor and foregroundStyle colour text and shapes inside; .secondary uses the label alpha")
    func foreground() {
        let result = layout(VStack { Text("a"); Circle().frame(width: 5, height: 5) }.foregroundColor(.green))
        let green = SystemColor.green.resolve(.light)
        #expect(result.texts[0].text.text.runs[0].color == green)
        let secondary = layout(Text("b").foregroundStyle(.secondary))
        #expect(secondary.texts[0].text.text.runs[0].color.alpha == 0.6)
    }

    @Test("border and background(_:in:) draw shapes sized to the content")
    func borderAndShapedBackground() {
        let result = layout(Color.clear.frame(width: 30, height: 20).border(Color.red, width: 2).background(Color.blue, in: Capsule()))
        let shapes = result.allElements.filter { if case .shape = $0.content { return true } else { return false } }
        #expect(shapes.contains { $0.name == "Capsule" && $0.frame.size == CGSize(width: 30, height: 20) })
        // strokeBorder insets the stroke by half its width so the line stays inside: 30 − 2 = 28 wide.
        #expect(shapes.contains { $0.name == "Rectangle" && $0.frame.size == CGSize(width: 28, height: 18) })
    }

    @Test("overlay alignment: a badge at topTrailing")
    func overlayAlignment() {
        let result = layout(Color.red.frame(width: 60, height: 40).overlay(alignment: .topTrailing) { Color.blue.frame(width: 10, height: 10) })
        let red = result.allElements.first { $0.name == "Color" && $0.frame.width == 60 }!.frame
        let badge = result.allElements.first { $0.name == "Color" && $0.frame.width == 10 }!.frame
        #expect(badge.maxX == red.maxX && badge.minY == red.minY)
    }
}
