import Foundation
import Testing
import WidgetryReference
@testable import WidgetryUI

@Suite struct LayoutModifierTests {
    @Test("scaledToFill covers the proposal keeping the ratio (a 2:1 colour in 100×100 becomes 200×100)")
    func scaledToFill() {
        let result = layout(Color.red.aspectRatio(2, contentMode: .fill).frame(width: 100, height: 100))
        #expect(result.frame("Color").size == CGSize(width: 200, height: 100))
    }

    @Test("padding on chosen edges only")
    func paddingEdges() {
        let result = layout(Color.red.frame(width: 10, height: 10).padding(.horizontal, 5).padding(.top))
        // 10 + 2 × 5 wide; 10 + 16 (default) tall.
        #expect(result.root.frame.size == CGSize(width: 20, height: 26))
    }

    @Test("fixedSize(horizontal:vertical:) fixes only one dimension")
    func fixedSizeOneAxis() {
        let text = "A sentence that would wrap in a narrow frame"
        let result = layout(Text(text).fixedSize(horizontal: false, vertical: true).frame(width: 80), width: 300, height: 300)
        #expect(result.texts[0].element.frame.width <= 80)
        #expect(result.texts[0].text.measurement.lineCount > 1)
    }

    @Test("idealWidth is what fixedSize asks a flexible frame for")
    func idealWidth() {
        let result = layout(Color.red.frame(idealWidth: 70, maxWidth: .infinity).fixedSize(horizontal: true, vertical: false), width: 300, height: 50)
        #expect(result.frame("Color").width == 70)
    }

    @Test("Spacer(minLength:) keeps its minimum when space runs out")
    func spacerMinLength() {
        let result = layout(HStack(spacing: 0) { Color.red.frame(width: 80); Spacer(minLength: 30); Color.blue.frame(width: 80) }, width: 150, height: 10)
        #expect(result.frame("HStack/Spacer[1]").width == 30)
    }

    @Test("ZStack aligns children by its alignment and is as large as the largest")
    func zstack() {
        let result = layout(ZStack(alignment: .bottomLeading) { Color.red.frame(width: 50, height: 50); Color.blue.frame(width: 10, height: 10) })
        let z = result.frame("ZStack")
        #expect(z.size == CGSize(width: 50, height: 50))
        #expect(result.frame("ZStack/Color[1]").origin == CGPoint(x: z.minX, y: z.maxY - 10))
    }

    @Test("Divider is a hairline across a VStack and along an HStack")
    func divider() {
        let v = layout(VStack { Divider() }.frame(width: 100)) { $0.displayScale = 2 }
        #expect(v.frame("Divider").size == CGSize(width: 100, height: 0.5))
        let h = layout(HStack { Divider() }.frame(height: 40)) { $0.displayScale = 3 }
        #expect(abs(h.frame("Divider").width - 1.0 / 3) < 1e-9)
        #expect(h.frame("Divider").height == 40)
    }

    @Test("Circle draws the largest circle centred in its frame; Capsule and RoundedRectangle fill it")
    func shapes() {
        let result = layout(HStack(spacing: 0) { Circle().frame(width: 40, height: 20); Capsule().frame(width: 40, height: 20); RoundedRectangle(cornerRadius: 5).frame(width: 40, height: 20) })
        #expect(result.frame("Circle[0]").size == CGSize(width: 20, height: 20))
        #expect(result.frame("Capsule[1]").size == CGSize(width: 40, height: 20))
        #expect(result.frame("RoundedRectangle[2]").size == CGSize(width: 40, height: 20))
    }

    @Test("environment(_:_:) and dynamicTypeSize(_:) set values for the subtree only")
    func environmentModifiers() {
        let result = layout(VStack { Text("a").dynamicTypeSize(.xxxLarge); Text("b") })
        // body: 23 pt at xxxLarge, 17 pt at large (Reference/dynamic-type.json).
        #expect(result.texts.map { $0.text.text.runs[0].font.size } == [23, 17])
    }

    @Test("multilineTextAlignment centres each line within the text's own width")
    func multilineAlignment() {
        let text = "Short\nA much longer second line"
        let result = layout(Text(text).multilineTextAlignment(.center), width: 400, height: 200)
        #expect(result.texts[0].text.options.alignment == .center)
    }

    @Test("lineSpacing adds space between lines: two lines grow by exactly the spacing")
    func lineSpacing() {
        let plain = layout(Text("One\nTwo"), width: 300, height: 300).texts[0].element.frame.height
        let spaced = layout(Text("One\nTwo").lineSpacing(10), width: 300, height: 300).texts[0].element.frame.height
        #expect(abs(spaced - plain - 10) <= 1 / 3)   // sizes are rounded up to the 3× pixel grid
    }

    @Test("truncationMode(.head) keeps the end of the text")
    func truncationHead() {
        let result = layout(Text("Beginning middle and the very end").lineLimit(1).truncationMode(.head).frame(width: 90), width: 300, height: 300)
        #expect(result.texts[0].text.options.truncation == .head)
        #expect(result.texts[0].text.measurement.isTruncated)
    }

    @Test("Right-to-left swaps leading text alignment to trailing")
    func rtlText() {
        let result = layout(Text("Hello"), width: 200, height: 50) { $0.layoutDirection = .rightToLeft }
        #expect(result.texts[0].text.options.alignment == .trailing)
    }
}
