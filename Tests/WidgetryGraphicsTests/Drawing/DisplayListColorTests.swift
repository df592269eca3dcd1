import Foundation
import Testing
import WidgetryGraphics

@Suite("Mapping a display list's colours")
struct DisplayListColorTests {
    @Test("Every named colour passes through the mapping; geometry, images and structure do not change")
    func mapsEveryColour() {
        let red = RGBAColor(red: 1, green: 0, blue: 0)
        let list = DisplayList(size: CGSize(width: 10, height: 10), background: red, commands: [
            .fill(.rectangle, CGRect(x: 0, y: 0, width: 5, height: 5), .color(red)),
            .stroke(.ellipse, CGRect(x: 0, y: 0, width: 5, height: 5), .linearGradient(
                stops: [GradientStop(color: red, location: 0), GradientStop(color: .black, location: 1)],
                start: .zero, end: CGPoint(x: 1, y: 1)), lineWidth: 1),
            .text(AttributedText("A", font: FontSpec(family: "Inter", size: 10), color: red), TextLayoutOptions(), .zero),
            .beginShadow(color: red, radius: 2, offset: .zero), .endShadow,
            .image(path: "/x.png", CGRect(x: 0, y: 0, width: 1, height: 1), .fit),
        ])
        let grey = list.mappingColors(\.greyscale)
        // Rec. 709 luma of pure red: 0.2126.
        let expected = RGBAColor(red: 0.2126, green: 0.2126, blue: 0.2126)
        #expect(grey.background == expected)
        #expect(grey.commands[0] == .fill(.rectangle, CGRect(x: 0, y: 0, width: 5, height: 5), .color(expected)))
        if case .stroke(_, _, .linearGradient(let stops, _, _), _) = grey.commands[1] {
            #expect(stops.map(\.color) == [expected, .black])
        } else {
            Issue.record("the gradient stroke changed shape")
        }
        if case .text(let text, _, _) = grey.commands[2] { #expect(text.runs[0].color == expected) }
        #expect(grey.commands[3] == .beginShadow(color: expected, radius: 2, offset: .zero))
        #expect(grey.commands[5] == list.commands[5])
        #expect(grey.commands.count == list.commands.count)
    }
}
