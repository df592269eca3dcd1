import Foundation
import Testing
@testable import WidgetryGraphics

@Suite("Line breaking and line limits")
struct LineBreakingTests {
    @Test("Text proposed its own width stays on one line, with positive or negative tracking", arguments: [11.0, 17.0, 30.0])
    func fitsAtItsOwnWidth(size: Double) {
        // SF Pro's tracking is +0.06 pt at 11 pt, −0.43 pt at 17 pt and +0.40 pt at 30 pt; SwiftUI proposes a
        // text its ideal width, and the text must keep one line there and never come out wider.
        for string in ["Sun", "Hello World", "9:00 AM – 10:00 AM"] {
            let font = inter(CGFloat(size))
            let width = naturalWidth(string, font: font)
            let proposed = measure(string, font: font, TextLayoutOptions(width: width, maxLines: 1))
            #expect(proposed.lineCount == 1 && !proposed.isTruncated, "\(string) at \(size) pt")
            let narrower = measure(string, font: font, TextLayoutOptions(width: width - 2, maxLines: 1))
            #expect(narrower.isTruncated)
            #expect(narrower.size.width <= width - 2 + 0.01, "\(string) at \(size) pt")
        }
    }

    @Test("Text fits on one line when the width equals the sum of its pieces")
    func fitsAtSumOfPieces() {
        // Unhinted advances add up: "Hello World" is "Hello" followed by " World", plus the system font's tracking
        // between "o" and " " (SF Pro's −0.43 pt at 17 pt), which a line does not carry at its ends.
        let width = naturalWidth("Hello") + naturalWidth(" World") + SystemFontMetrics.tracking(atSize: 17)
        let m = measure("Hello World", TextLayoutOptions(width: width))
        #expect(m.lineCount == 1)
        #expect(m.requiredLineCount == 1)
        #expect(!m.isTruncated)
        #expect(abs(m.size.width - width) < 0.01)
    }

    @Test("A last line of one word takes the word before it, as TextKit's pushOut does, and no line is added")
    func pushesOutAnOrphan() {
        // Issue 30's renders (SpeziScheduler, 12 renders): iOS breaks a two-line callout one word early, where that word
        // would fit on the first line, so that the paragraph's last word does not stand alone.
        let text = "Remember to water the basil and the mint on the kitchen windowsill tonight."
        let head = naturalWidth("Remember to water the basil and the mint on the kitchen")
        let width = naturalWidth("Remember to water the basil and the mint on the kitchen windowsill") + 5
        #expect(naturalWidth(text) > width, "the text needs two lines")
        let pushed = measure(text, TextLayoutOptions(width: width))
        #expect(pushed.lineCount == 2 && pushed.requiredLineCount == 2 && !pushed.isTruncated)
        // The widest line is the first without "windowsill"; the second, "windowsill tonight.", is narrower.
        #expect(naturalWidth("windowsill tonight.") < head)
        #expect(abs(pushed.size.width - head) < 0.5, "\(pushed.size.width) vs \(head)")
        // Two words on the last line stay where Pango put them: the first line keeps "windowsill".
        let kept = measure("Remember to water the basil and the mint on the kitchen windowsill every night.", TextLayoutOptions(width: width))
        #expect(kept.lineCount == 2 && kept.size.width > head + 1)
        // One word on each line: nothing to move.
        let words = measure("Hello World", TextLayoutOptions(width: naturalWidth("Hello World") - 1))
        #expect(words.lineCount == 2 && abs(words.size.width - naturalWidth("World")) < 0.5 || abs(words.size.width - naturalWidth("Hello")) < 0.5)
    }

    @Test("One point too narrow breaks after the space, and a one-line limit truncates")
    func breaksWhenOnePointTooNarrow() {
        let whole = naturalWidth("Hello World")
        let wrapped = measure("Hello World", TextLayoutOptions(width: whole - 1))
        #expect(wrapped.lineCount == 2)
        #expect(wrapped.size.width <= whole - 1)
        // Both lines are Latin-only Inter, so two lines are twice one line's height.
        #expect(abs(wrapped.size.height - 2 * measure("Hello").size.height) < 0.01)

        let limited = measure("Hello World", TextLayoutOptions(width: whole - 1, maxLines: 1))
        #expect(limited.lineCount == 1)
        #expect(limited.requiredLineCount == 2)
        #expect(limited.isTruncated)
        #expect(limited.needsMoreLines)
    }

    @Test("Head, middle and tail truncation each ellipsize an overflowing line", arguments: [TextTruncation.head, .middle, .tail])
    func truncationModes(_ truncation: TextTruncation) {
        let limit = naturalWidth("Hello")
        let m = measure("Hello World", TextLayoutOptions(width: limit, maxLines: 1, truncation: truncation))
        #expect(m.isTruncated)
        #expect(m.lineCount == 1)
        #expect(m.size.width <= limit)
        #expect(m.size.width > 0)
    }

    @Test("maxLines keeps that many lines of a longer paragraph")
    func maxLinesWithinOneParagraph() {
        // Two "aaa" words fit per line (a third does not, as it adds a space and three letters), so five
        // words need three lines.
        let width = naturalWidth("aaa aaa")
        #expect(naturalWidth("aaa aaa aaa") > width)
        let text = "aaa aaa aaa aaa aaa"
        let full = measure(text, TextLayoutOptions(width: width))
        #expect(full.lineCount == 3)
        let limited = measure(text, TextLayoutOptions(width: width, maxLines: 2))
        #expect(limited.lineCount == 2)
        #expect(limited.requiredLineCount == 3)
        #expect(limited.isTruncated)
        // Equal Latin lines: two of three lines is two thirds of the height.
        #expect(abs(limited.size.height - full.size.height * 2 / 3) < 0.01)
    }

    @Test("maxLines counts lines across paragraphs, not per paragraph")
    func maxLinesAcrossParagraphs() {
        let m = measure("a\nb\nc\nd", TextLayoutOptions(maxLines: 2))
        #expect(m.lineCount == 2)
        #expect(m.requiredLineCount == 4)
        #expect(m.isTruncated)

        // First paragraph wraps to three lines (two words per line), the second to two: five in all.
        let width = naturalWidth("aaa aaa")
        let text = "aaa aaa aaa aaa aaa\naaa aaa aaa"
        let cut = measure(text, TextLayoutOptions(width: width, maxLines: 4))
        #expect(cut.requiredLineCount == 5)
        #expect(cut.lineCount == 4)
        #expect(cut.isTruncated)
        let exact = measure(text, TextLayoutOptions(width: width, maxLines: 5))
        #expect(exact.lineCount == 5)
        #expect(!exact.isTruncated)
    }

    @Test("A word longer than the line breaks between characters unless wrapping is by word only")
    func longWordWrapping() {
        // Ten W's at a width halfway between five and six W's: five fit per line.
        let width = naturalWidth("WWWWW") + naturalWidth("W") / 2
        #expect(naturalWidth("WWWWWW") > width)
        let word = "WWWWWWWWWW"
        #expect(measure(word, TextLayoutOptions(width: width)).lineCount == 2)
        #expect(measure(word, TextLayoutOptions(width: width, wrap: .character)).lineCount == 2)
        let byWord = measure(word, TextLayoutOptions(width: width, wrap: .word))
        #expect(byWord.lineCount == 1)
        #expect(byWord.size.width > width)
    }

    @Test("Two words of W at 17 pt cannot share a 30 pt line")
    func narrowWords() {
        // Each 'W' is wider than 15 pt, so "W W" (two W's and a space) is wider than 30 pt.
        #expect(naturalWidth("W") > 15)
        #expect(measure("W W", TextLayoutOptions(width: 30)).lineCount == 2)
    }

    @Test("Line spacing adds between lines and line height sets baseline-to-baseline distance")
    func spacingAndLineHeight() {
        let single = measure("a").size.height
        let spaced = measure("a\nb", TextLayoutOptions(lineSpacing: 5))
        #expect(abs(spaced.size.height - (2 * single + 5)) < 0.01)
        // 40 pt is more than Inter's natural 17 pt line, so two lines are exactly 80 pt.
        #expect(single < 40)
        let tall = measure("a\nb", TextLayoutOptions(lineHeight: 40))
        #expect(abs(tall.size.height - 80) < 0.01)
        #expect(abs((tall.lastBaseline - tall.firstBaseline) - 40) < 0.01)
    }

    @Test("Center and trailing alignment do not change the measured size")
    func alignmentKeepsSize() {
        let leading = measure("Hello\nWorld!", TextLayoutOptions(width: 200))
        for alignment in [TextLayoutAlignment.center, .trailing] {
            let aligned = measure("Hello\nWorld!", TextLayoutOptions(width: 200, alignment: alignment))
            #expect(aligned.size == leading.size)
        }
        #expect(leading.size.width < 200)
    }

    @Test("Scaling attributed text scales its width")
    func scaledText() {
        // Scaled text is set at its new size, with that size's tracking, exactly like text asked for at 10 pt.
        let text = AttributedText("Scaled text", font: inter(20))
        let half = uncachedMeasurer.measure(text.scaled(by: 0.5), options: TextLayoutOptions())
        let direct = uncachedMeasurer.measure(AttributedText("Scaled text", font: inter(10)), options: TextLayoutOptions())
        #expect(abs(half.size.width - direct.size.width) < 0.01)
        // Glyph advances are linear in the size; tracking is not. "Scaled text" has 10 gaps between its 11
        // characters: at 20 pt each is −0.45 pt (halved with the text: −2.25 pt), at 10 pt each is +0.12 pt (+1.2 pt).
        let full = uncachedMeasurer.measure(text, options: TextLayoutOptions())
        #expect(abs(half.size.width - (full.size.width / 2 + 2.25 + 1.2)) < 0.05)
        #expect(text.scaled(by: 0.5).runs[0].font.size == 10)
    }
}
