import Foundation
import Testing
import WidgetryFindings
import WidgetryGraphics

@Suite("Fonts, fallback and missing glyphs")
struct FontLibraryTests {
    @Test("Inter and Noto Sans CJK are installed")
    func installedFamilies() {
        #expect(FontLibrary.isFamilyAvailable(FontSpec.systemFamily))
        #expect(FontLibrary.isFamilyAvailable("inter"))
        #expect(FontLibrary.availableFamilies.contains("Noto Sans CJK SC"))
    }

    @Test("A missing family falls back to Inter, is listed and is reported")
    func missingFamily() {
        let family = "Widgetry Missing Family \(#line)"
        #expect(!FontLibrary.isFamilyAvailable(family))
        let missing = measure("Hello", font: FontSpec(family: family, size: 17))
        #expect(missing.missingFontFamilies == [family])
        #expect(missing.size == measure("Hello").size)
    }

    @Test("A character of a script with no installed font is counted as tofu and reported")
    func tofu() {
        // U+10D40 GARAY CAPITAL LETTER A (Unicode 16, 2024): `fc-list ':charset=10d40'` lists no font on the
        // test machine (Inter, Noto CJK, Noto core, DejaVu); Noto core covers Cherokee and most older scripts.
        // U+E000 is not usable here: Inter puts a glyph in the Private Use Area.
        let m = measure("a\u{10D40}b")
        #expect(m.unknownGlyphCount == 1)
        // The measurement names the character, for the finding on the text's view.
        #expect(m.unknownCharacters == ["U+10D40"])
    }

    @Test("A folder without fonts is accepted and measuring still works afterwards")
    func emptyFontFolder() throws {
        let before = measure("Hello")
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FontLibrary.addFontDirectory(folder)
        #expect(measure("Hello") == before)
        #expect(FontLibrary.isFamilyAvailable(FontSpec.systemFamily))
    }

    @Test("A folder that does not exist throws an error naming it")
    func nonexistentFolder() {
        let path = "/nonexistent/widgetry-fonts-\(UUID().uuidString)"
        let error = #expect(throws: FontLibraryError.self) {
            try FontLibrary.addFontDirectory(URL(fileURLWithPath: path))
        }
        #expect(error?.description.contains(path) == true)
    }
}
