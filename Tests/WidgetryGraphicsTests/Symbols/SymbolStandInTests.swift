import Foundation
import Testing
@testable import WidgetryGraphics

@Suite("SF Symbol stand-ins")
struct SymbolStandInTests {
    let red = RGBAColor(red: 1, green: 0, blue: 0)

    @Test("Outline names map to Material's outlined glyph, .fill names to its filled one")
    func fillAndOutline() {
        // The Material names are the font's own ligature names (docs/fidelity.md, "SF Symbol stand-ins").
        #expect(SymbolStandIn(symbolName: "star")?.materialName == "star_border")
        #expect(SymbolStandIn(symbolName: "star.fill")?.materialName == "star")
        #expect(SymbolStandIn(symbolName: "heart")?.materialName == "favorite_border")
        #expect(SymbolStandIn(symbolName: "heart.fill")?.materialName == "favorite")
        #expect(SymbolStandIn(symbolName: "checkmark.circle")?.materialName == "check_circle_outline")
        #expect(SymbolStandIn(symbolName: "checkmark.circle.fill")?.materialName == "check_circle")
        #expect(SymbolStandIn(symbolName: "trash")?.codepoint != SymbolStandIn(symbolName: "trash.fill")?.codepoint)
    }

    @Test("A variant the table lacks borrows the other fill state; other variants and unknown names have none")
    func variantFallback() {
        // Only bolt.fill is in the table; a plain bolt draws the same glyph.
        #expect(SymbolStandIn(symbolName: "bolt")?.materialName == "bolt")
        // Only figure.walk is; its .fill spelling finds it.
        #expect(SymbolStandIn(symbolName: "figure.walk.fill")?.materialName == "directions_walk")
        #expect(SymbolStandIn(symbolName: "line.3.horizontal.decrease.circle") == nil)
        #expect(SymbolStandIn(symbolName: "no.such.symbol") == nil)
    }

    @Test("Every entry of the table is a glyph of the installed font with ink inside its em")
    func everyEntryDraws() throws {
        try #require(SymbolStandIn.isFontAvailable, "Material Icons is missing: run scripts/install-dependencies.sh")
        for name in SymbolStandIn.coveredNames {
            let ink = try #require(SymbolStandIn(symbolName: name)?.inkBounds(fontSize: 24), "\(name)")
            // Material icons live in a 24-unit square, the font's em (ascent 512 of 512 units, descent 0).
            #expect(ink.minX >= -0.5 && ink.maxX <= 24.5 && ink.minY >= -0.5 && ink.maxY <= 24.5, "\(name): \(ink)")
            // At least a 2-unit bar (`minus` is one), and more than 3 units in one direction.
            #expect(min(ink.width, ink.height) >= 1.5 && max(ink.width, ink.height) > 3, "\(name): \(ink)")
        }
    }

    @Test("An enclosed icon's ink is 20 of the grid's 24 units, so the font size ratio makes it the point size")
    func enclosedIconSize() throws {
        try #require(SymbolStandIn.isFontAvailable)
        let circle = try #require(SymbolStandIn(symbolName: "circle.fill")?.inkBounds(fontSize: 17 * SymbolStandIn.fontSizeRatio))
        // 20 / 24 × (17 × 24 / 20) = 17 pt, as iOS draws an enclosed symbol at 17 pt (docs/fidelity.md).
        #expect(abs(circle.width - 17) < 0.5 && abs(circle.height - 17) < 0.5)
    }

    @Test("A stand-in draws ink inside its rectangle, centred, in the colour")
    func drawsInColour() throws {
        try #require(SymbolStandIn.isFontAvailable)
        let glyph = try #require(SymbolStandIn(symbolName: "circle.fill"))
        let rect = CGRect(x: 10, y: 10, width: 24, height: 24)
        let list = DisplayList(size: CGSize(width: 44, height: 44), commands: [.symbolStandIn(glyph, fontSize: 24, rect, red)])
        let image = DisplayListRenderer.rasterize(list, scale: 2)
        let ink = try #require(inkBounds(of: image, threshold: 8))
        #expect(ink.minX >= 20 && ink.maxX < 68 && ink.minY >= 20 && ink.maxY < 68)
        // A filled circle of 20 pt (20 / 24 of 24 pt) centred in the rectangle: 40 px across at 2x, centre at 44 px.
        #expect(abs(Double(ink.maxX - ink.minX + 1) - 40) <= 2)
        #expect(abs(Double(ink.minX + ink.maxX + 1) / 2 - 44) <= 1 && abs(Double(ink.minY + ink.maxY + 1) / 2 - 44) <= 1)
        #expect(image.color(atX: 44, y: 44).isClose(to: red))
        // Not the placeholder: its initials and outline leave the middle of the left edge's inside empty.
        #expect(image.color(atX: 30, y: 44).isClose(to: red))
    }

    @Test("The icon font is in the render profile's fingerprint but never a text fallback")
    func notATextFallback() throws {
        try #require(SymbolStandIn.isFontAvailable)
        #expect(RenderProfile.fontPackages.contains(RenderProfile.symbolFontPackage))
        #expect(RenderFingerprint.current.fontFolders.contains { $0.package == "fonts-material-design-icons-iconfont" && $0.digest != "missing" })
        // Text's fontconfig does not see it: neither a family text can ask for nor a folder of the text configuration.
        #expect(!RenderProfile.presentFolders.contains(RenderProfile.symbolFontPackage))
        #expect(!FontLibrary.isFamilyAvailable(SymbolStandIn.family))
        // Text holding the star glyph's private-use codepoint is not drawn with the icon font: no text font has it.
        let text = measure("\u{E838}")
        #expect(text.unknownGlyphCount == 1 || !text.unknownCharacters.isEmpty, "\(text)")
    }
}
