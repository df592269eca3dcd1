import Foundation
import Testing
@testable import WidgetryUI

@Suite struct FrameLayoutTests {
    @Test("frame(maxWidth: .infinity) takes the whole proposed width; the text inside keeps its own")
    func maxWidthInfinity() {
        let result = layout(Text("Hi").frame(maxWidth: .infinity), width: 300, height: 100)
        #expect(result.root.frame.width == 300)
        #expect(result.frame("Text(\"Hi\")").width < 300)
    }

    @Test("A fixed frame is exactly its size and centres its content by default")
    func fixedFrameCentres() {
        let result = layout(Color.red.frame(width: 20, height: 20).frame(width: 100, height: 60))
        let inner = result.frame("Color")
        #expect(inner == CGRect(x: 100 + 40, y: 120 + 20, width: 20, height: 20))
    }

    @Test("Frame alignment: topLeading puts the content in the corner")
    func frameAlignment() {
        let result = layout(Color.red.frame(width: 20, height: 20).frame(width: 100, height: 60, alignment: .topLeading))
        #expect(result.frame("Color").origin == CGPoint(x: 100, y: 120))
    }

    @Test("minWidth lifts a small child; maxWidth caps a large one (objc.io formulation)")
    func minAndMax() {
        let small = layout(Color.red.frame(width: 10, height: 10).frame(minWidth: 50))
        #expect(small.root.frame.width == 50)
        let large = layout(Color.red.frame(maxWidth: 80), width: 300, height: 40)
        #expect(large.root.frame.width == 80)
    }

    @Test("Padding defaults to 16 points on every edge")
    func defaultPadding() {
        let result = layout(Color.red.frame(width: 10, height: 10).padding())
        #expect(result.root.frame.size == CGSize(width: 42, height: 42))
    }

    @Test("fixedSize lets text take its ideal width beyond the proposal")
    func fixedSize() {
        let text = "This sentence is wider than fifty points"
        let wrapped = layout(Text(text).frame(width: 50), width: 300, height: 300)
        let fixed = layout(Text(text).fixedSize().frame(width: 50), width: 300, height: 300)
        #expect(wrapped.texts[0].element.frame.width <= 50)
        #expect(fixed.texts[0].element.frame.width > 50)
        #expect(fixed.texts[0].text.measurement.lineCount == 1)
    }

    @Test("background is sized to the content; overlay too")
    func backgroundSize() {
        let result = layout(Color.red.frame(width: 30, height: 20).background(Color.blue).overlay(Color.green))
        #expect(result.allElements.filter { $0.name == "Color" }.allSatisfy { $0.frame.size == CGSize(width: 30, height: 20) })
    }

    @Test("aspectRatio(.fit) chooses the largest rectangle of the ratio inside the proposal")
    func aspectFit() {
        let result = layout(Color.red.aspectRatio(2, contentMode: .fit), width: 300, height: 100)
        #expect(result.frame("Color").size == CGSize(width: 200, height: 100))
    }

    @Test("offset moves the drawing, not the layout")
    func offsetMovesDrawing() {
        let result = layout(VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).offset(x: 5, y: 7)
            Color.blue.frame(width: 10, height: 10)
        })
        #expect(result.frame("VStack").height == 20)
        #expect(result.frame("VStack/Color[0]").minY + 10 - 7 == result.frame("VStack/Color[1]").minY)
    }

    @Test("GeometryReader takes the whole proposal and reports it to its content")
    func geometryReader() {
        nonisolated(unsafe) var seen = CGSize.zero
        let result = layout(GeometryReader { proxy in
            let _ = (seen = proxy.size)
            Color.red.frame(width: proxy.size.width / 2)
        }, width: 200, height: 100)
        #expect(seen == CGSize(width: 200, height: 100))
        #expect(result.frame("Color").width == 100)
    }

    @Test("Bad lengths never crash: NaN and negative frames and NaN padding clamp and are reported")
    func badLengths() {
        let result = layout(VStack {
            Color.red.frame(width: .nan, height: -5)
            Color.red.padding(.nan)
            Color.red.frame(minWidth: 50, maxWidth: 10)
            Color.red.frame(width: .infinity, height: 1e12)
            Text("huge").padding(1e9)
        })
        #expect(result.findings.count >= 3)
        #expect(result.allElements.allSatisfy { !$0.frame.origin.x.isNaN && !$0.frame.width.isNaN })
    }

    @Test("1,000 nested views lay out without overflowing the stack")
    func deepNesting() {
        var view = AnyView(Color.red.frame(width: 10, height: 10))
        for _ in 0..<1_000 { view = AnyView(view.padding(0)) }
        let result = layout(view)
        #expect(result.frame("Color").size == CGSize(width: 10, height: 10))
    }
}
