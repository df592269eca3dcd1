import Foundation
import Testing
import WidgetryGraphics
@testable import WidgetryUI

@Suite struct TextLayoutTests {
    @Test("Text wraps to the proposed width and reports no more width than its widest line")
    func wraps() {
        let result = layout(Text("The quick brown fox jumps over the lazy dog").frame(width: 120), width: 300, height: 300)
        let text = result.texts[0]
        #expect(text.text.measurement.lineCount > 1)
        #expect(text.element.frame.width <= 120)
        #expect(!text.text.measurement.isTruncated)
    }

    @Test("With an unspecified width, text stays on one line (its ideal size)")
    func idealIsOneLine() {
        let node = TextNode(text: Text("The quick brown fox jumps over the lazy dog"), context: BuildContext(environment: EnvironmentValues()))
        let ideal = node.sizeThatFits(.unspecified)
        let wrapped = node.sizeThatFits(ProposedViewSize(width: 120, height: nil))
        #expect(ideal.width > 120)
        #expect(wrapped.height > ideal.height)
    }

    @Test("Offered more width than its one line needs, text measures as Pango does at that width",
          arguments: ["Hello", "Two paragraphs\nsecond line", "漢字かな交じり文", "Ends with a space "])
    func widerThanIdeal(string: String) {
        let node = TextNode(text: Text(string), context: BuildContext(environment: EnvironmentValues()))
        let ideal = node.fit(for: ProposedViewSize(width: .infinity, height: nil))
        // The node answers this from its unwrapped measurement; Pango at the same width must agree.
        let width = ideal.measurement.size.width + 40
        let reused = node.fit(for: ProposedViewSize(width: width, height: nil))
        var options = reused.options
        options.width = width
        let direct = TextMeasurer(cacheCapacity: 0).measure(node.runs, options: options)
        #expect(reused.measurement == direct)
        #expect(reused.options.width == width)
    }

    @Test("Truncated text is measured again at a wider width instead of reusing its unwrapped size")
    func truncatedIsRemeasured() {
        var environment = EnvironmentValues()
        environment.lineLimit = 1
        let node = TextNode(text: Text("First paragraph\nSecond paragraph"), context: BuildContext(environment: environment))
        let ideal = node.fit(for: ProposedViewSize(width: .infinity, height: nil))
        #expect(ideal.measurement.isTruncated)
        let width = ideal.measurement.size.width + 40
        var options = ideal.options
        options.width = width
        let direct = TextMeasurer(cacheCapacity: 0).measure(node.runs, options: options)
        #expect(node.fit(for: ProposedViewSize(width: width, height: nil)).measurement == direct)
    }

    @Test("Text in a frame too short for all its lines shows the lines that fit and truncates")
    func truncatesToHeight() {
        let long = String(repeating: "Words that wrap onto several lines. ", count: 6)
        let result = layout(Text(long).frame(width: 150, height: 30), width: 300, height: 300)
        let text = result.texts[0].text
        #expect(text.measurement.isTruncated)
        // Body at .large is 17 pt: one line is about 20.6 pt (Inter's ascent + descent), so one line fits in 30.
        #expect(text.measurement.lineCount == 1)
    }

    @Test("lineLimit caps lines and truncates")
    func lineLimit() {
        let long = String(repeating: "Words that wrap onto several lines. ", count: 6)
        let result = layout(Text(long).lineLimit(2).frame(width: 150), width: 300, height: 300)
        #expect(result.texts[0].text.measurement.lineCount == 2)
        #expect(result.texts[0].text.measurement.isTruncated)
    }

    @Test("minimumScaleFactor shrinks a one-line text to fit instead of truncating")
    func minimumScaleFactor() {
        let result = layout(Text("Temperature 23°").lineLimit(1).minimumScaleFactor(0.5).frame(width: 80), width: 300, height: 300)
        let text = result.texts[0].text
        #expect(text.scale < 1)
        #expect(text.scale >= 0.5)
        #expect(!text.measurement.isTruncated)
    }

    @Test("Text + Text keeps each run's font and colour")
    func concatenation() {
        let result = layout(Text("42").font(.largeTitle).bold() + Text(" km").font(.caption).foregroundColor(.red))
        let runs = result.texts[0].text.text.runs
        #expect(runs.count == 2)
        #expect(runs[0].font.size == 34)   // largeTitle at .large (Reference/dynamic-type.json)
        #expect(runs[0].font.weight == 700)
        #expect(runs[1].font.size == 12)   // caption1 at .large
        #expect(runs[1].color == SystemColor.red.resolve(.light))
    }

    @Test("Body text grows with Dynamic Type: 17 pt at large, 53 pt at accessibility5")
    func dynamicType() {
        let large = layout(Text("Hello")) { $0.dynamicTypeSize = .large }
        let ax5 = layout(Text("Hello")) { $0.dynamicTypeSize = .accessibility5 }
        #expect(large.texts[0].text.text.runs[0].font.size == 17)
        #expect(ax5.texts[0].text.text.runs[0].font.size == 53)
        #expect(ax5.texts[0].element.frame.height > large.texts[0].element.frame.height * 2.5)
    }

    @Test("Custom fonts scale like UIFontMetrics: size × (style size at category ÷ style size at large)")
    func customFontScaling() {
        let font = Font.custom("Inter", size: 20, relativeTo: .footnote)
        // footnote: 13 pt at large, 44 pt at accessibility5 (Reference/dynamic-type.json).
        #expect(abs(font.resolve(at: .accessibility5).size - 20 * 44 / 13) < 0.0001)
        #expect(abs(Font.custom("Inter", size: 20).resolve(at: .xSmall).size - CGFloat(20) * 14 / 17) < 0.0001)   // body: 14 at xSmall
        #expect(Font.custom("Inter", fixedSize: 20).resolve(at: .accessibility5).size == 20)
        #expect(Font.system(size: 20).resolve(at: .accessibility5).size == 20)
    }

    @Test("PostScript names split into family and style")
    func postScriptNames() {
        #expect(Font.parsePostScriptName("Avenir-Heavy") == ("Avenir", 800, false))
        #expect(Font.parsePostScriptName("HelveticaNeue-BoldItalic") == ("HelveticaNeue", 700, true))
        #expect(Font.parsePostScriptName("Menlo") == ("Menlo", 400, false))
    }

    @Test("An empty string takes no space")
    func emptyText() {
        let result = layout(Text(""))
        #expect(result.texts[0].element.frame.size == .zero)
    }

    @Test("Chinese text wraps and has no missing glyphs")
    func chinese() {
        let result = layout(Text("今天的日程安排：上午十点团队会议，下午三点客户电话").frame(width: 100), width: 300, height: 300) {
            $0.locale = Locale(identifier: "zh_CN")
        }
        #expect(result.texts[0].text.measurement.lineCount > 1)
        #expect(result.texts[0].text.measurement.unknownGlyphCount == 0)
    }

    @Test("Offered nothing (0 × 0), text takes nothing and draws nothing, and is reported truncated")
    func offeredNothing() {
        // iOS: swift-snapshot-testing's `.image` offers 0 × 0, and `VStack { Text("Top Border").padding() }` is a
        // 32 × 32 pt picture, the padding alone, with no glyph drawn (autoreleasefool/approach at 611f77a,
        // EdgeBorderTests.snapshotTopBorder and its six siblings).
        let node = TextNode(text: Text("Top Border"), context: BuildContext(environment: EnvironmentValues()))
        #expect(node.sizeThatFits(ProposedViewSize(width: 0, height: 0)) == .zero)
        let padded = LayoutEngine.size(of: VStack { Text("Top Border").padding() }, proposal: ProposedViewSize(width: 0, height: 0))
        #expect(padded == CGSize(width: 32, height: 32))
        let result = layout(Text("Top Border").frame(width: 0, height: 0))
        #expect(result.texts[0].text.measurement.isTruncated)
        #expect(result.displayList().commands.allSatisfy { if case .text(let text, _, _) = $0 { text.runs.isEmpty } else { true } })
        // Offered no width but a height, it keeps its line's height and still draws nothing (DeleteButtonTests: the
        // label's icon alone). A zero height alone still lays the text out.
        let noWidth = node.fit(for: ProposedViewSize(width: 0, height: 40))
        #expect(noWidth.size.width == 0 && noWidth.size.height > 0 && noWidth.text.runs.isEmpty)
        #expect(node.sizeThatFits(ProposedViewSize(width: nil, height: 0)).width > 0)
    }

    @Test("minimumScaleFactor shrinks a line taller than the height offered, down to the factor")
    func shrinksForHeight() {
        // iOS draws `Text("Chip").font(.body).minimumScaleFactor(0.5)` offered no height at half size
        // (autoreleasefool/approach at 611f77a, ChipTests.snapshotChips: the chip is as tall as a half-size line
        // plus its 16 pt padding).
        var environment = EnvironmentValues()
        environment.minimumScaleFactor = 0.5
        let node = TextNode(text: Text("Chip").font(.body), context: BuildContext(environment: environment))
        let full = node.fit(for: ProposedViewSize(width: 300, height: nil))
        #expect(full.scale == 1)
        let none = node.fit(for: ProposedViewSize(width: 300, height: 0))
        #expect(none.scale == 0.5)
        #expect(abs(none.size.height - full.size.height / 2) <= 1)
        // A height between half a line and a line: the largest scale whose line fits it.
        let some = node.fit(for: ProposedViewSize(width: 300, height: full.size.height * 0.75))
        #expect(some.scale < 1 && some.scale > 0.5)
        #expect(some.size.height <= full.size.height * 0.75 + 0.5)
        // Without a minimum scale factor the line keeps its size (it is cut, not shrunk).
        let fixed = TextNode(text: Text("Chip").font(.body), context: BuildContext(environment: EnvironmentValues()))
        #expect(fixed.fit(for: ProposedViewSize(width: 300, height: 0)).scale == 1)
    }
}
