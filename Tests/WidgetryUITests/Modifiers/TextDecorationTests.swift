import Foundation
import Testing
import WidgetryGraphics
@testable import WidgetryUI

/// The iOS 16 text modifiers on `View` reach every text inside; a text's own modifiers win.
@Suite struct TextDecorationTests {
    @Test("tracking, kerning, underline, strikethrough and baselineOffset on a container style the texts inside")
    func containerModifiers() {
        let result = layout(VStack {
            Text("Inherits")
            Text("Own").tracking(3)
        }
        .tracking(1.5).underline().strikethrough(pattern: .dash).baselineOffset(2))
        let runs = result.texts.map { $0.text.text.runs[0] }
        #expect(runs[0].tracking == 1.5 && runs[0].underline && runs[0].strikethrough && runs[0].baselineOffset == 2)
        #expect(runs[1].tracking == 3)
        // A kerned container measures wider than the same text without it: 7 gaps of 2 pt in "Kerning".
        let plain = layout(Text("Kerning").fixedSize()).texts[0].text.measurement.size.width
        let kerned = layout(VStack { Text("Kerning") }.kerning(2).fixedSize()).texts[0].text.measurement.size.width
        #expect(abs(kerned - plain - 12) < 0.6)
    }

    @Test("A ViewModifier's content takes italic, then kerning, as a styled hero number does")
    func modifierChain() {
        struct Hero: ViewModifier {
            func body(content: Content) -> some View {
                content.font(.system(size: 30, weight: .bold, design: .serif)).italic().kerning(-0.7).monospacedDigit()
            }
        }
        let run = layout(Text("42").modifier(Hero())).texts[0].text.text.runs[0]
        #expect(run.font.italic && run.font.weight == 700 && run.tracking == -0.7 && run.font.monospacedDigits, "\(run)")
    }

    @Test("stroke(style:) and stroke(lineWidth:) are shapes: filling them paints the stroke")
    func strokedShapeFill() throws {
        let red = Color(red: 1, green: 0, blue: 0)
        let result = layout(Circle().stroke(style: StrokeStyle(lineWidth: 6, lineCap: .round)).fill(red).frame(width: 50, height: 50))
        // Round caps make it a styled stroke: the red fill became the stroke's paint.
        let ring = try #require(result.allElements.first { $0.path.hasSuffix("Circle") })
        guard case .styledStroke(.ellipse, let stroke, let style) = ring.content else { Issue.record("\(ring.content)"); return }
        #expect(stroke == .color(red.resolve(in: EnvironmentValues())))
        #expect(style.lineWidth == 6 && style.cap == .round)
        let plain = layout(Circle().stroke(lineWidth: 3).frame(width: 50, height: 50))
        #expect(plain.allElements.contains { if case .shape(_, nil, _?, let width) = $0.content { width == 3 } else { false } })
    }
}
