import Foundation
import Testing
import WidgetryGraphics
@testable import WidgetryUI

/// `colorMultiply(_:)` as app code uses it: tinting a view built of white and coloured parts.
@Suite struct ColorMultiplyTests {
    let light = EnvironmentValues()

    /// Every colour the display list fills shapes with, in drawing order.
    private func fills(_ result: LayoutResult) -> [RGBAColor] {
        result.displayList().commands.compactMap { command in
            if case .fill(_, _, .color(let color)) = command { return color }
            return nil
        }
    }

    @Test("Colours inside are multiplied component by component: white becomes the colour, red under blue becomes black")
    func multipliesColours() {
        let badge = ZStack {
            Color.white.frame(width: 40, height: 40)
            Circle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 20, height: 20)
        }
        let tint = Color(red: 0.2, green: 0.4, blue: 1)
        let drawn = fills(layout(badge.colorMultiply(tint)))
        #expect(drawn.contains(RGBAColor(red: 0.2, green: 0.4, blue: 1)))
        // Red (1, 0, 0) × (0.2, 0.4, 1) = (0.2, 0, 0).
        #expect(drawn.contains(RGBAColor(red: 0.2, green: 0, blue: 0)))
        // Without the modifier the colours are as given.
        #expect(fills(layout(badge)).contains(RGBAColor(red: 1, green: 1, blue: 1)))
    }

    @Test("Text inside is drawn in the multiplied colour; white leaves everything unchanged; layout is unchanged")
    func textAndIdentity() throws {
        let label = Text("Rain").foregroundStyle(Color(red: 1, green: 1, blue: 1))
        let tinted = layout(label.colorMultiply(Color(red: 0, green: 0.5, blue: 1)))
        let runs = tinted.displayList().commands.compactMap { command -> RGBAColor? in
            if case .text(let text, _, _) = command { return text.runs.first?.color }
            return nil
        }
        let run = try #require(runs.first)
        #expect(run == RGBAColor(red: 0, green: 0.5, blue: 1))
        #expect(tinted.texts[0].element.frame == layout(label).texts[0].element.frame)
        let orange = Color.orange.resolve(in: light)
        #expect(fills(layout(Rectangle().fill(.orange).colorMultiply(.white))) == [orange])
        #expect(tinted.allElements.contains { $0.kind == .colorMultiply })
    }

    @Test("Nested multiplies compose: 0.5 grey inside 0.5 grey is 0.25")
    func nested() {
        let grey = Color(red: 0.5, green: 0.5, blue: 0.5)
        let drawn = fills(layout(Color.white.frame(width: 10, height: 10).colorMultiply(grey).colorMultiply(grey)))
        #expect(drawn == [RGBAColor(red: 0.25, green: 0.25, blue: 0.25)])
    }
}
