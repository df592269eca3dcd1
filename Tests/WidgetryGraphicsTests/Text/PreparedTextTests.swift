import Foundation
import Testing
import WidgetryGraphics

@Suite struct PreparedTextTests {
    private static func run(_ text: String, color: RGBAColor = .black, tracking: CGFloat = 0, size: CGFloat = 17) -> TextRun {
        TextRun(text, font: inter(size), color: color, tracking: tracking)
    }

    @Test("A label in another colour is measured once: the second appearance is a cache hit with the same size")
    func colourIsNotMeasured() {
        let measurer = TextMeasurer(cacheCapacity: 10)
        let light = AttributedText(runs: [Self.run("Gate ", color: .black), Self.run("B12", color: RGBAColor(red: 0, green: 0.48, blue: 1))])
        let dark = AttributedText(runs: [Self.run("Gate ", color: .white), Self.run("B12", color: RGBAColor(red: 0.04, green: 0.52, blue: 1))])
        let options = TextLayoutOptions(width: 80)
        #expect(measurer.measure(light, options: options) == measurer.measure(dark, options: options))
        #expect(measurer.cacheStatistics.hits == 1 && measurer.cacheStatistics.misses == 1)
        #expect(PreparedText(light) == PreparedText(dark) && PreparedText(light).hashValue == PreparedText(dark).hashValue)
    }

    @Test("What changes glyph advances or line breaks still makes texts different: characters, font size, tracking, run boundaries")
    func layoutAttributesStillCount() {
        let base = PreparedText(AttributedText(runs: [Self.run("Gate B12")]))
        #expect(base != PreparedText(AttributedText(runs: [Self.run("Gate B13")])))
        #expect(base != PreparedText(AttributedText(runs: [Self.run("Gate B12", size: 18)])))
        #expect(base != PreparedText(AttributedText(runs: [Self.run("Gate B12", tracking: 1)])))
        #expect(base != PreparedText(AttributedText(runs: [Self.run("Gate "), Self.run("B12")])))
        let measurer = TextMeasurer(cacheCapacity: 10)
        _ = measurer.measure(base.text, options: TextLayoutOptions())
        _ = measurer.measure(AttributedText(runs: [Self.run("Gate B12", tracking: 1)]), options: TextLayoutOptions())
        #expect(measurer.cacheStatistics.misses == 2)
    }
}
