import Foundation
import Testing
@testable import WidgetryGraphics

@Suite("Unusual text input")
struct BadTextInputTests {
    @Test("Empty text has zero size and no lines")
    func emptyText() {
        let m = measure("", TextLayoutOptions(width: 100, maxLines: 2))
        #expect(m.size == .zero)
        #expect(m.lineCount == 0)
        #expect(m.requiredLineCount == 0)
        #expect(!m.isTruncated)
        #expect(uncachedMeasurer.measure(AttributedText(runs: []), options: TextLayoutOptions()).size == .zero)
    }

    @Test("Zero, negative and NaN widths put every character on its own line", arguments: [0, -10, CGFloat.nan])
    func degenerateWidths(_ width: CGFloat) {
        let m = measure("abc", TextLayoutOptions(width: width))
        #expect(m.lineCount == 3)
        #expect(m.size.height > 0)
    }

    @Test("A NaN font size is laid out at the minimum size and reported")
    func nanFontSize() {
        let bad = measure("Hello", font: FontSpec(size: .nan))
        let minimum = measure("Hello", font: FontSpec(size: FontSpec.minimumSize))
        #expect(bad.size == minimum.size && bad.lineCount == minimum.lineCount)
        // The replacement travels in the measurement, for the finding on the text's view.
        #expect(bad.invalidValues.contains { $0.contains("font size nan") })
        #expect(minimum.invalidValues.isEmpty)
    }

    @Test("Negative and infinite font sizes are clamped, not crashed on")
    func clampedSizes() {
        let minimum = measure("Hi", font: FontSpec(size: FontSpec.minimumSize))
        for bad in [measure("Hi", font: FontSpec(size: -3)), measure("Hi", font: FontSpec(size: .infinity))] {
            #expect(bad.size == minimum.size && bad.lineCount == minimum.lineCount)
            #expect(bad.invalidValues.count == 1)
        }
    }

    @Test("100,000 characters wrap and measure")
    func longText() {
        let text = String(repeating: "word ", count: 20_000)
        #expect(text.count == 100_000)
        let wrapped = measure(text, TextLayoutOptions(width: 200))
        // Each line holds at most 200 pt; "word " is wider than 1/1000 of that, so far more than 100 lines.
        #expect(wrapped.lineCount > 100)
        #expect(wrapped.size.width <= 200)
        let limited = measure(text, TextLayoutOptions(width: 200, maxLines: 3))
        #expect(limited.lineCount == 3)
        #expect(limited.requiredLineCount == wrapped.lineCount)
        #expect(limited.isTruncated)
    }

    @Test("maxLines below 1 is read as 1")
    func zeroMaxLines() {
        let m = measure("a\nb", TextLayoutOptions(maxLines: 0))
        #expect(m.lineCount == 1)
        #expect(m.isTruncated)
    }

    @Test("Text of hundreds of kilobytes is laid out up to 64 KiB, shown, and reported as cut")
    func hugeText() {
        // 300 KB of one paragraph: Pango 1.50 lays out none of it (width 0, one empty line) when handed it whole.
        let text = String(repeating: "Lorem ipsum dolor sit amet, ", count: 300_000 / 28)
        let m = measure(text, TextLayoutOptions(width: 300))
        #expect(m.size.width > 250 && m.lineCount > 1_000)
        #expect(m.isTruncated && m.needsMoreLines)
        #expect(m.invalidValues.contains { $0.contains("first 65536 bytes") })
        // A multi-byte character is never split: "é" is two bytes, so 64 KiB holds exactly 32,768 of them.
        let accents = AttributedText(String(repeating: "é", count: 40_000), font: inter())
        #expect(accents.prefix(utf8Bytes: 65_536)?.string.count == 32_768)
        #expect(AttributedText("short", font: inter()).prefix(utf8Bytes: 65_536) == nil)
    }
}
