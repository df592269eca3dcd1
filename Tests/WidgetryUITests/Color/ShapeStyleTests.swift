import Foundation
import Testing
import WidgetryGraphics
@testable import WidgetryUI

@Suite struct ShapeStyleTests {
    let light = EnvironmentValues()

    @Test(".tint as a shape style is the accent colour, or the colour .tint(_:) set")
    func tint() {
        #expect(shapeFills(layout(Rectangle().fill(.tint))).first?.color == Color.accentColor.resolve(in: light))
        #expect(shapeFills(layout(Rectangle().fill(.tint).tint(.pink))).first?.color == Color.pink.resolve(in: light))
        let text = layout(Text("Hi").foregroundStyle(.tint).tint(.orange)).texts[0]
        #expect(text.text.text.runs[0].color == Color.orange.resolve(in: light))
    }

    @Test(".selection marks a selected item in the accent colour, or the colour .tint(_:) set, as iOS draws selection")
    func selection() {
        #expect(shapeFills(layout(Rectangle().fill(.selection))).first?.color == Color.accentColor.resolve(in: light))
        #expect(shapeFills(layout(Rectangle().fill(.selection).tint(.pink))).first?.color == Color.pink.resolve(in: light))
        #expect(shapeFills(layout(Rectangle().fill(AnyShapeStyle(.selection)).tint(.green))).first?.color == Color.green.resolve(in: light))
    }

    @Test(".background paints the style backgroundStyle(_:) set below it, else the system background")
    func backgroundStyle() {
        #expect(shapeFills(layout(Rectangle().fill(.background))).first?.color == SystemColor.systemBackground.resolve(.light))
        #expect(shapeFills(layout(Rectangle().fill(.background).backgroundStyle(.orange))).first?.color == Color.orange.resolve(in: light))
    }

    @Test("ShapeStyle.opacity multiplies the style's alpha; AnyShapeStyle draws what it wraps")
    func opacityAndErasure() {
        let faded = shapeFills(layout(Rectangle().fill(.tint.opacity(0.25)))).first?.color
        #expect(faded == Color.accentColor.resolve(in: light).opacity(0.25))
        let erased = shapeFills(layout(Rectangle().fill(AnyShapeStyle(Color.green)))).first?.color
        #expect(erased == Color.green.resolve(in: light))
    }

    @Test("Materials are translucent fills, thinner ones more transparent, white in light mode and dark grey in dark")
    func materials() throws {
        let styles: [Material] = [.ultraThinMaterial, .thinMaterial, .regularMaterial, .thickMaterial, .ultraThickMaterial]
        let alphas = styles.map { style -> Double in
            shapeFills(layout(Color.clear.frame(width: 10, height: 10).background(style))).first?.color.alpha ?? -1
        }
        #expect(alphas == alphas.sorted() && Set(alphas).count == 5)
        #expect(alphas.allSatisfy { $0 > 0 && $0 < 1 })
        let dark = try #require(shapeFills(layout(Rectangle().fill(.regularMaterial)) { $0.colorScheme = .dark }).first?.color)
        #expect(dark.red < 0.2)
        let bar = try #require(shapeFills(layout(Rectangle().fill(.bar))).first?.color)
        #expect(bar.red == 1 && bar.alpha < 1)
    }

    @Test("Hierarchical styles are UIKit's label colours by default")
    func hierarchical() {
        let secondary = layout(Text("x").foregroundStyle(.secondary)).texts[0].text.text.runs[0].color
        #expect(secondary == Color(.secondaryLabel).resolve(in: light))
    }

    @Test("Text.foregroundStyle(_:) keeps a Text (iOS 17), so styled runs concatenate; an outer colour does not replace it")
    func textForegroundStyleConcatenates() {
        // A departure line: time, a tertiary separator, the deviation in the view's secondary style.
        let line: Text = Text("9:41") + Text(" · ").foregroundStyle(.tertiary) + Text("2 min late").foregroundColor(.red)
        let runs = layout(line.foregroundStyle(.secondary)).texts[0].text.text.runs
        #expect(runs.map(\.color) == [Color(.secondaryLabel).resolve(in: light), Color(.tertiaryLabel).resolve(in: light),
                                       Color.red.resolve(in: light)])
    }
}
