import Foundation
import Testing
import WidgetryGraphics

@Suite("Chinese and Japanese text")
struct InternationalTextTests {
    let schedule = "今天的日程安排"

    @Test("CJK text has a glyph for every character", arguments: [nil, "zh-Hans", "zh-Hant", "ja"])
    func noTofu(_ language: String?) {
        let m = measure(schedule, TextLayoutOptions(language: language))
        #expect(m.unknownGlyphCount == 0)
        #expect(m.lineCount == 1)
        #expect(measure("こんにちは、世界 안녕하세요").unknownGlyphCount == 0)
    }

    @Test("CJK wraps between ideographs in every wrap mode", arguments: [TextWrap.word, .character, .wordOrCharacter])
    func wrapsBetweenIdeographs(_ wrap: TextWrap) {
        // Ideographs are full-width: seven of them at a width that holds three need ceil(7 / 3) = 3 lines.
        let width = naturalWidth("今天的")
        #expect(naturalWidth("今天的日") > width)
        let m = measure(schedule, TextLayoutOptions(width: width, wrap: wrap, language: "zh-Hans"))
        #expect(m.lineCount == 3)
        #expect(m.size.width <= width)
    }

    @Test("The measurement is cached and counted")
    func cacheStatistics() {
        let measurer = TextMeasurer(cacheCapacity: 10)
        let text = AttributedText(schedule, font: inter())
        let first = measurer.measure(text, options: TextLayoutOptions())
        let second = measurer.measure(text, options: TextLayoutOptions())
        #expect(first == second)
        #expect(measurer.cacheStatistics.hits == 1)
        #expect(measurer.cacheStatistics.misses == 1)
    }
}
