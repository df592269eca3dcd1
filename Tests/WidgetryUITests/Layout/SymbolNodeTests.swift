import Foundation
import Synchronization
import Testing
import WidgetryFindings
import WidgetryGraphics
@testable import WidgetryUI

/// `Image(systemName:)` sized as SF Symbols are (SymbolNode's comment cites the rules). Numbers: body is 17 pt and
/// title 28 pt at the default Large text size (Apple's Dynamic Type table); a filled circle's ink is 20 of
/// Material's 24 grid units, drawn at 24 / 20 of the point size, so exactly the point size across.
@Suite("SF Symbol layout")
struct SymbolNodeTests {
    private func frame(_ name: String, _ view: some View) -> CGRect {
        layout(view).frame("Image(systemName: \"\(name)\")")
    }

    @Test("A stand-in's frame is its ink plus SF Symbols' padding, and follows the font")
    func followsTheFont() throws {
        try #require(SymbolStandIn.isFontAvailable, "Material Icons is missing: run scripts/install-dependencies.sh")
        // 17 pt: ink 17 × 17; a circle's width 17 + 2 × 0.055 × 17 = 18.87, height 17 + 2 × 0.07 × 17 = 19.38, each
        // rounded up to a whole pixel at the default 3x: 19 × 19.67 (iOS: `checkmark.circle.fill` 18 wide,
        // `line.3.horizontal.decrease.circle` 19.67).
        let body = frame("circle.fill", Image(systemName: "circle.fill").font(.body))
        #expect(abs(body.width - 19) < 0.3 && abs(body.height - 19.67) < 0.3, "\(body)")
        #expect((body.width * 3).rounded() == body.width * 3 && (body.height * 3).rounded() == body.height * 3)
        // Everything scales with the point size: 28 / 17 at .title, 40 / 17 at .system(size: 40).
        let title = frame("circle.fill", Image(systemName: "circle.fill").font(.title))
        #expect(abs(title.width - 28 * 1.11) < 0.5 && abs(title.height - 28 * 1.14) < 0.5, "\(title)")
        let forty = frame("circle.fill", Image(systemName: "circle.fill").font(.system(size: 40)))
        #expect(abs(forty.width - 40 * 1.11) < 0.5 && abs(forty.height - 40 * 1.14) < 0.5, "\(forty)")
        // A symbol not enclosed in a circle keeps 0.12 × the point size each side (the median of the plain symbols).
        let ink = try #require(SymbolStandIn(symbolName: "plus")?.inkBounds(fontSize: 17 * SymbolStandIn.fontSizeRatio))
        let plus = frame("plus", Image(systemName: "plus"))
        #expect(abs(plus.width - (ink.width + 2 * 0.12 * 17)) < 0.34, "\(plus) for ink \(ink)")
        // Without a font a symbol is body-sized, as on iOS.
        #expect(frame("circle.fill", Image(systemName: "circle.fill")).size == body.size)
    }

    @Test("imageScale makes a symbol about 20 % smaller or 30 % larger than medium")
    func imageScale() throws {
        try #require(SymbolStandIn.isFontAvailable)
        let medium = frame("star.fill", Image(systemName: "star.fill").imageScale(.medium))
        let small = frame("star.fill", Image(systemName: "star.fill").imageScale(.small))
        let large = frame("star.fill", Image(systemName: "star.fill").imageScale(.large))
        // NSImage.SymbolScale: small "approximately 20% smaller", large "approximately 30% larger" than medium.
        // Within the rounding to whole pixels (1/3 pt) of each frame.
        #expect(abs(small.height - medium.height * 0.8) < 0.34 && abs(large.height - medium.height * 1.3) < 0.34)
        #expect(abs(small.width - medium.width * 0.8) < 0.34 && abs(large.width - medium.width * 1.3) < 0.34)
    }

    @Test("A symbol sits on the text baseline: centred on the cap height of the font beside it")
    func baseline() {
        let result = layout(HStack(alignment: .firstTextBaseline) { Image(systemName: "heart.fill"); Text("Hg") })
        let symbol = result.frame("Image(systemName: \"heart.fill\")[0]")
        let text = result.texts[0]
        let textBaseline = text.element.frame.minY + text.text.measurement.firstBaseline
        // SF Pro's cap height at 17 pt: 17 × 1443 / 2048 = 11.98 pt; the symbol's centre is half of it above the baseline.
        #expect(abs(symbol.midY - (textBaseline - 17 * 1443 / 2048 / 2)) < 0.01)
    }

    @Test("An unknown name keeps the labelled placeholder, a square of 1.2 × the point size, and says so")
    func unknownKeepsPlaceholder() {
        let result = layout(Image(systemName: "no.such.symbol").font(.body))
        // round(1.2 × 17) = 20; at .large scale round(1.2 × 17 × 1.3) = round(26.52) = 27.
        #expect(result.frame("Image(systemName: \"no.such.symbol\")").size == CGSize(width: 20, height: 20))
        #expect(frame("no.such.symbol", Image(systemName: "no.such.symbol").imageScale(.large)).size == CGSize(width: 27, height: 27))
        #expect(result.displayList().commands.contains { if case .symbolPlaceholder(name: "no.such.symbol", _, _) = $0 { true } else { false } })
        #expect(result.findings.contains { $0.kind == .symbolStandIn && $0.severity == .info && $0.message.contains("labelled placeholder") })
    }

    @Test("A stand-in is drawn in the foreground colour inside its frame, and reported as a stand-in")
    func drawnInForegroundColour() throws {
        try #require(SymbolStandIn.isFontAvailable)
        let result = layout(Image(systemName: "circle.fill").foregroundStyle(Color(red: 1, green: 0, blue: 0)), width: 40, height: 40)
        let frame = result.frame("Image(systemName: \"circle.fill\")")
        #expect(result.findings.contains { $0.kind == .symbolStandIn && $0.message.contains("Material Icons stand-in ('circle')") })
        let image = DisplayListRenderer.rasterize(result.displayList(), scale: 2)
        // The circle's middle is the frame's middle, in red; a frame corner is outside the circle and empty.
        let middle = image.color(atX: Int(frame.midX * 2), y: Int(frame.midY * 2))
        #expect(middle.red > 0.98 && middle.green < 0.02 && middle.blue < 0.02 && middle.alpha > 0.98)
        #expect(image.color(atX: Int(frame.minX * 2) + 1, y: Int(frame.minY * 2) + 1).alpha < 0.02)
    }

    @Test("A resizable symbol fills the frame it is given with its glyph")
    func resizable() throws {
        try #require(SymbolStandIn.isFontAvailable)
        let result = layout(Image(systemName: "circle.fill").resizable().frame(width: 48, height: 48))
        guard case .symbolStandIn(_, let fontSize, let rect, _) = result.displayList().commands.first(where: {
            if case .symbolStandIn = $0 { true } else { false }
        }) else { Issue.record("no stand-in drawn"); return }
        #expect(rect.size == CGSize(width: 48, height: 48))
        // The circle's ink (20 of the 24 grid units) fills the 48 pt frame: 48 × 24 / 20 = 57.6 pt of icon font.
        #expect(abs(fontSize - 48 * 24 / 20) < 0.5, "\(fontSize)")
    }

    @Test("Symbols laid out and drawn on eight threads at once measure and draw as on one")
    func concurrentUse() {
        let names = ["star.fill", "heart", "cloud.sun.fill", "trash", "wifi", "gear", "bell", "no.such.symbol"]
        @Sendable func view() -> some View { HStack { ForEach(names, id: \.self) { Image(systemName: $0) } } }
        let reference = layout(view()).allElements.map(\.frame)
        let results = Mutex<[[CGRect]]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let result = layout(view())
            _ = DisplayListRenderer.rasterize(result.displayList(), scale: 1)
            results.withLock { $0.append(result.allElements.map(\.frame)) }
        }
        #expect(results.withLock { $0.count == 8 && $0.allSatisfy { $0 == reference } })
    }
}
