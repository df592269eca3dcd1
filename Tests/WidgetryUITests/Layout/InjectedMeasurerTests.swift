import Foundation
import Testing
import WidgetryGraphics
@testable import WidgetryUI

/// Text metrics that do not depend on any font: every character is 10 pt wide, every line 20 pt tall with
/// its baseline at 16 pt, lines wrap at the proposed width on character boundaries.
struct FixedMetricsMeasurer: TextMeasuring {
    static let advance: CGFloat = 10
    static let lineHeight: CGFloat = 20

    func measure(_ prepared: PreparedText, options: TextLayoutOptions) -> TextMeasurement {
        let count = prepared.text.string.count
        guard count > 0 else {
            return TextMeasurement(size: .zero, lineCount: 0, requiredLineCount: 0, firstBaseline: 0, lastBaseline: 0,
                                   isTruncated: false, unknownGlyphCount: 0, missingFontFamilies: [])
        }
        let perLine = options.width.map { max(Int($0 / Self.advance), 1) } ?? count
        let needed = (count + perLine - 1) / perLine
        let shown = min(needed, options.maxLines ?? needed)
        let width = CGFloat(min(count, perLine)) * Self.advance
        return TextMeasurement(size: CGSize(width: width, height: CGFloat(shown) * Self.lineHeight), lineCount: shown,
                               requiredLineCount: needed, firstBaseline: 16, lastBaseline: CGFloat(shown - 1) * Self.lineHeight + 16,
                               isTruncated: shown < needed, unknownGlyphCount: 0, missingFontFamilies: [])
    }
}

@Suite struct InjectedMeasurerTests {
    private func fixedLayout<V: View>(_ view: V, width: CGFloat = 300) -> LayoutResult {
        layout(view, width: width, height: 300) { $0.textMeasurer = FixedMetricsMeasurer() }
    }

    @Test("Layout measures text with the measurer in its environment, not the installed fonts")
    func stackOfTexts() {
        // "abc" is 3 × 10 = 30 pt, "de" 20 pt; SwiftUI's default HStack spacing on iOS is 8 pt between them.
        let result = fixedLayout(HStack { Text("abc"); Text("de") })
        #expect(result.frame("Text(\"abc\")[0]").size == CGSize(width: 30, height: 20))
        #expect(result.frame("Text(\"de\")[1]").size == CGSize(width: 20, height: 20))
        #expect(abs(result.frame("HStack").width - (30 + 8 + 20)) < 0.001)
    }

    @Test("Wrapping and truncation follow the injected metrics")
    func wrapping() {
        // 12 characters in 50 pt: 5 per line, 3 lines; a limit of 2 lines truncates.
        let result = fixedLayout(Text("abcdefghijkl").frame(width: 50).lineLimit(2))
        let text = result.texts.first
        #expect(text?.text.measurement.requiredLineCount == 3)
        #expect(text?.text.measurement.lineCount == 2)
        #expect(text?.text.measurement.isTruncated == true)
        #expect(text?.element.frame.height == 40)
    }
}
