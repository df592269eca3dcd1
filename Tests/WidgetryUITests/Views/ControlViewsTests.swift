import Foundation
import Testing
import WidgetryGraphics
@testable import WidgetryUI

@Suite struct ControlViewsTests {
    @Test("A Label shows its icon, then its title, 8 pt apart; label styles drop one or the other")
    func label() {
        let result = layout(Label("Calendar", systemImage: "calendar"))
        let icon = result.allElements.first { $0.path.hasSuffix("Image(systemName: \"calendar\")[0]") || $0.kind == .symbol }
        let title = result.texts.first?.element
        #expect(title != nil && icon != nil)
        if let icon, let title { #expect(title.frame.minX - icon.frame.maxX == 8) }
        #expect(layout(Label("Calendar", systemImage: "calendar").labelStyle(.titleOnly)).allElements.allSatisfy { $0.kind != .symbol })
        #expect(layout(Label("Calendar", systemImage: "calendar").labelStyle(.iconOnly)).texts.isEmpty)
    }

    @Test("A Label's title key is looked up in the strings tables, as on iOS; a String value is shown as it is")
    func labelTitleKey() {
        // `Label(LocalizedStringKey(name), systemImage:)` and a literal title take SwiftUI's `LocalizedStringKey`
        // initializer; a `String` value takes the `StringProtocol` one, which iOS shows unlocalized.
        func key(_ label: Label<Text, Image>) -> String? {
            guard case .text(let placed)? = layout(label).texts.first?.element.content else { return nil }
            return placed.localizationKey
        }
        let capital = "Paris"
        #expect(key(Label(LocalizedStringKey(capital), systemImage: "house.fill")) == "Paris")
        #expect(key(Label("Capital", systemImage: "house.fill")) == "Capital")
        #expect(key(Label("Capital", image: "flag")) == "Capital")
        #expect(key(Label(capital, systemImage: "house.fill")) == nil)
    }

    @Test("A progress bar is as wide as offered and 4 pt high; its fill covers the fraction from the leading edge")
    func linearProgress() {
        let result = layout(ProgressView(value: 0.25).frame(width: 200), width: 300, height: 100)
        let shapes = result.allElements.filter { if case .shape = $0.content { return true } else { return false } }
        // The track (a capsule) and the fill (a custom shape drawn for the bar's frame).
        #expect(shapes.count == 2)
        #expect(shapes.allSatisfy { $0.frame.size == CGSize(width: 200, height: 4) })
        if case .shape(.path(let path), _, _, _)? = shapes.last?.content {
            #expect(abs(path.controlPointBounds.width - 50) < 1e-9)   // 0.25 × 200
        } else {
            Issue.record("the fill is not a path: \(String(describing: shapes.last?.content))")
        }
    }

    @Test("Values outside 0...total are clamped and nil shows an empty track", arguments: [
        (-1.0, 0.0), (0.5, 0.5), (2.0, 1.0), (Double.nan, 0.0),
    ])
    func clamping(value: Double, expected: Double) {
        #expect(ProgressView<EmptyView>.fraction(value, total: 1) == expected)
        #expect(ProgressView<EmptyView>.fraction(nil, total: 1) == 0)
        #expect(ProgressView<EmptyView>.fraction(1, total: 0) == 0)
    }

    @Test("tint colours the fill; the circular style is a 20 pt ring")
    func tintAndCircular() {
        let tinted = layout(ProgressView(value: 1.0).tint(.green).frame(width: 100), width: 200, height: 100)
        let fill = tinted.allElements.last { if case .shape = $0.content { return true } else { return false } }
        if case .shape(_, let paint?, _, _)? = fill?.content, case .color(let color) = paint {
            #expect(color.green > color.red && color.green > color.blue)
        } else {
            Issue.record("no tinted fill")
        }
        let ring = layout(ProgressView("Uploading", value: 0.5).progressViewStyle(.circular), width: 200, height: 200)
        #expect(ring.texts.map(\.text.string) == ["Uploading"])
        #expect(ring.allElements.contains { $0.name == "Circle" && $0.frame.width <= 20 })
    }
}

/// iOS 14's tinted progress styles, as widget code written then still spells them.
@Suite struct TintedProgressStyleTests {
    let light = EnvironmentValues()

    /// Every colour the shapes of `result` paint, filled or stroked.
    private func paints(_ result: LayoutResult) -> [RGBAColor] {
        result.allElements.compactMap { element -> RGBAColor? in
            switch element.content {
            case .shape(_, .color(let color)?, _, _), .shape(_, _, .color(let color)?, _): color
            case .styledStroke(_, .color(let color), _): color
            default: nil
            }
        }
    }

    @Test("CircularProgressViewStyle(tint:) draws the ring's arc in the tint, over .tint(_:)")
    func circularTint() {
        let ring = layout(ProgressView(value: 0.4).progressViewStyle(CircularProgressViewStyle(tint: .orange)).tint(.green))
        #expect(paints(ring).contains(Color.orange.resolve(in: light)))
        #expect(!paints(ring).contains(Color.green.resolve(in: light)))
        #expect(ring.allElements.contains { $0.name == "Circle" && $0.frame.width <= 20 })
        // Without a tint, the accent colour, as before.
        let plain = layout(ProgressView(value: 0.4).progressViewStyle(CircularProgressViewStyle()))
        #expect(paints(plain).contains(Color.accentColor.resolve(in: light)))
    }

    @Test("CircularProgressViewStyle(tint:) colours an indeterminate spinner; LinearProgressViewStyle(tint:) the bar")
    func spinnerAndBar() {
        let spinner = layout(ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .white)))
        #expect(paints(spinner).contains { $0.red == 1 && $0.green == 1 && $0.blue == 1 })
        let bar = layout(ProgressView(value: 0.5).progressViewStyle(LinearProgressViewStyle(tint: .red)).frame(width: 100))
        #expect(paints(bar).contains(Color.red.resolve(in: light)))
    }
}
