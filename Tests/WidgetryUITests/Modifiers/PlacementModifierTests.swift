import Foundation
import Testing
import WidgetryGraphics
@testable import WidgetryUI

@Suite struct PlacementModifierTests {
    @Test("textCase(.uppercase) shows and measures capitals, which are wider")
    func textCase() {
        let plain = layout(Text("widgets"))
        let upper = layout(Text("widgets").textCase(.uppercase))
        #expect(upper.texts.map(\.text.string) == ["WIDGETS"])
        #expect(upper.texts[0].element.frame.width > plain.texts[0].element.frame.width)
        #expect(layout(Text("MIXED Case").textCase(.lowercase)).texts[0].text.string == "mixed case")
    }

    @Test("hidden() keeps its space and draws nothing")
    func hidden() {
        let view = HStack(spacing: 0) { Color.red.frame(width: 40, height: 40).hidden(); Color.blue.frame(width: 40, height: 40) }
        let result = layout(view, width: 100, height: 100)
        // The blue square stays 40 pt to the right of where the hidden one starts.
        #expect(result.frame("Color[1]").minX - result.frame("Color[0]").minX == 40)
        let fills = result.displayList().commands.filter { if case .fill = $0 { return true } else { return false } }
        #expect(fills.count == 1)
    }

    @Test("position(x:y:) takes the space offered and centres the view on the point")
    func position() {
        let result = layout(Color.red.frame(width: 20, height: 10).position(x: 30, y: 40), width: 200, height: 100)
        #expect(result.root.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(result.frame("Color") == CGRect(x: 20, y: 35, width: 20, height: 10))
    }

    @Test("zIndex draws a ZStack child later without moving it")
    func zIndex() {
        let view = ZStack { Color.red.frame(width: 20, height: 20).zIndex(1); Color.blue.frame(width: 20, height: 20) }
        // The stack's children are the frames; the colours inside them carry the sibling index.
        let order = layout(view).root.children.compactMap { $0.children.first?.path }
        #expect(order == ["ZStack/Color[1]", "ZStack/Color[0]"])
    }
}

@Suite struct ShadowModifierTests {
    @Test("shadow(radius:x:y:) keeps the layout and draws a blurred copy under the view")
    func shadow() {
        let plain = layout(Color.red.frame(width: 40, height: 40), width: 100, height: 100)
        let shadowed = layout(Color.red.frame(width: 40, height: 40).shadow(color: .black, radius: 4, x: 0, y: 10), width: 100, height: 100)
        #expect(shadowed.frame("Color") == plain.frame("Color"))
        let element = shadowed.allElements.first { $0.kind == .shadow }
        #expect(element?.shadow == PlacedElement.Shadow(color: .black, radius: 4, offset: CGSize(width: 0, height: 10)))
        // The square spans y 30...70 in the 100-pt canvas; its shadow reaches below it.
        let image = DisplayListRenderer.rasterize(shadowed.displayList(background: .white), scale: 1)
        #expect(image.color(atX: 50, y: 74).red < 0.6)
        #expect(image.color(atX: 50, y: 95).red > 0.95)
    }

    @Test("A NaN or negative radius is clamped and reported, not drawn")
    func invalidRadius() {
        let result = layout(Color.red.frame(width: 10, height: 10).shadow(radius: .nan))
        #expect(result.allElements.first { $0.kind == .shadow }?.shadow?.radius == 0)
        #expect(result.findings.contains { $0.kind == .invalidLength && $0.message.hasPrefix("shadow") })
    }
}
