import Foundation
import Testing
import WidgetryGraphics
@testable import WidgetryUI

/// SF Symbols inside a `Text` (`Text("\(Image(systemName: "star.fill")) 4.5")`, `Text(Image(systemName:)) + Text(…)`):
/// SwiftUI draws the image as a glyph of the line, in the text's size and colour, centred on the cap height as a
/// standalone symbol beside the text is (HIG, "SF Symbols" › "Alignment").
@Suite struct InlineSymbolTests {
    private func symbols(_ result: LayoutResult) -> [String] {
        result.texts.flatMap { $0.text.text.runs.compactMap { $0.inlineSymbol?.standIn.symbolName } }
    }

    @Test("Interpolated or joined, an SF Symbol is a run of its own drawn with its stand-in and read by its name")
    func symbolRun() {
        let interpolated = layout(Text("\(Image(systemName: "star.fill")) 4.5"))
        let joined = layout(Text(Image(systemName: "star.fill")) + Text(" 4.5"))
        for result in [interpolated, joined] {
            #expect(symbols(result) == ["star.fill"])
            #expect(result.texts[0].text.string == "star.fill 4.5")
        }
        // Told as a standalone symbol is, so the report and gallery say the picture holds a stand-in.
        #expect(interpolated.findings.filter { $0.kind == .symbolStandIn }.map(\.message).allSatisfy { $0.contains("star.fill") })
        #expect(interpolated.findings.contains { $0.kind == .symbolStandIn })
        // Through a localized key's %@ and a text case, the symbol stays a symbol.
        let german = layout(Text("\(Image(systemName: "flame.fill")) 320 kcal").textCase(.uppercase)) { $0.locale = Locale(identifier: "de_DE") }
        #expect(symbols(german) == ["flame.fill"])
        #expect(german.texts[0].text.string == "flame.fill 320 KCAL")
    }

    @Test("An inline symbol is as wide as the same symbol standing beside the text, in every text size")
    func widthMatchesStandalone() {
        for size in [Font.caption, .body, .title] {
            let inline = layout(Text("\(Image(systemName: "arrow.up")) 3%").font(size).fixedSize())
            let beside = layout(HStack(spacing: 0) { Image(systemName: "arrow.up"); Text(verbatim: " 3%") }.font(size).fixedSize())
            let inlineWidth = inline.texts[0].element.frame.width
            let besideWidth = beside.allElements.map(\.frame.maxX).max()! - beside.allElements.map(\.frame.minX).min()!
            // The standalone symbol's frame is rounded up to whole pixels (SymbolNode); the line is not.
            #expect(abs(inlineWidth - besideWidth) <= 1, "\(size): \(inlineWidth) vs \(besideWidth)")
        }
    }

    @Test("The inline symbol is drawn in the text's colour with as much ink as the standalone symbol")
    func drawn() {
        func redPixels(_ result: LayoutResult) -> Int {
            let image = DisplayListRenderer.rasterize(result.displayList(background: .white), scale: 2)
            return stride(from: 0, to: image.rgba.count, by: 4).filter { image.rgba[$0] > 200 && image.rgba[$0 + 1] < 120 && image.rgba[$0 + 2] < 120 }.count
        }
        let inline = redPixels(layout(Text(Image(systemName: "heart.fill")).foregroundColor(.red), width: 60, height: 60))
        let standalone = redPixels(layout(Image(systemName: "heart.fill").foregroundColor(.red), width: 60, height: 60))
        // A filled heart at 17 pt, 2x: a few hundred pixels; the white square it replaced drew a thin outline.
        #expect(standalone > 200)
        #expect(abs(inline - standalone) <= standalone / 10, "\(inline) vs \(standalone)")
    }

    @Test("A symbol sits on the line: the line is no taller than the same line without it")
    func lineHeight() {
        let with = layout(Text("\(Image(systemName: "clock")) 9:41").fixedSize()).texts[0].element.frame.height
        let without = layout(Text(verbatim: "9:41").fixedSize()).texts[0].element.frame.height
        #expect(with == without)
    }
}
