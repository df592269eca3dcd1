import Foundation
import Testing
import WidgetryGraphics

/// Emoji in widget text (a streak's 🔥, a weather line's ☀️): iOS draws them from Apple Color Emoji; the render profile
/// draws them from Noto Color Emoji (`fonts-noto-color-emoji`, the profile's Noto folder). Without it every emoji was
/// a missing glyph and a `missingGlyphs` error the device never shows. A symbol whose default presentation is text,
/// made emoji by U+FE0F (☀️), is drawn in colour too: Pango asks for the generic "emoji" family there.
@Suite struct EmojiTextTests {
    @Test("Emoji have glyphs, drawn in colour", arguments: ["🔥 12 days", "👍🏽", "📅 Today", "☀️ 21°"])
    func emojiAreDrawn(_ string: String) throws {
        #expect(measure(string).unknownGlyphCount == 0, "\(measure(string).unknownCharacters)")
        let list = DisplayList(size: CGSize(width: 200, height: 40), background: nil, commands: [
            .text(AttributedText(string, font: inter(20), color: .black), TextLayoutOptions(), CGRect(x: 4, y: 4, width: 190, height: 32)),
        ])
        let image = try RasterImage.decodePNG(DisplayListRenderer.render(list, format: .png, scale: 2))
        // Black text is grey at most; an emoji's pixels have hue (a colour channel well apart from another).
        var coloured = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let c = image.color(atX: x, y: y)
                if c.alpha > 0.5, max(c.red, c.green, c.blue) - min(c.red, c.green, c.blue) > 0.3 { coloured += 1 }
            }
        }
        #expect(coloured > 50, "\(string): \(coloured) coloured pixels")
    }

    /// Noto Color Emoji has one bitmap strike (109 px); fontconfig's bitmap-scaling rule must scale it to the size asked
    /// for, or every emoji measures 136 × 126 pt (the strike's advance of 2550/2048 em at 109 px) at any font size.
    @Test("An emoji's advance is 2550/2048 of the font size, as Noto Color Emoji's metrics give, at every size")
    func emojiScaleWithTheFont() {
        for size in [CGFloat(11), 17, 34] {
            let width = measure("🔥", font: inter(size)).size.width
            #expect(abs(width - size * 2550 / 2048) < 0.5, "\(size) pt: \(width)")
        }
        // Beside text, the emoji is one more character of the line: no second line in a small widget's width.
        #expect(measure("🏢 3 days", font: inter(17), TextLayoutOptions(width: 126)).lineCount == 1)
    }
}
