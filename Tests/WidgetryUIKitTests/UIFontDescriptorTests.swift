import Foundation
import Testing
import WidgetryUI
import WidgetryUIKit

@Suite struct UIFontDescriptorTests {
    func runFont(_ font: Font) -> UIFontTests.FontSpecSummary { UIFontTests().runFont(font) }

    @Test("A system font made rounded through its descriptor draws as .system(design: .rounded) at the same size and weight")
    func roundedSystemFont() throws {
        let base = UIFont.systemFont(ofSize: 22, weight: .semibold)
        let descriptor = try #require(base.fontDescriptor.withDesign(.rounded))
        let rounded = UIFont(descriptor: descriptor, size: 0)
        #expect(rounded.pointSize == 22)
        #expect(runFont(Font(rounded)) == runFont(.system(size: 22, weight: .semibold, design: .rounded)))
        // A size given to the initializer wins over the descriptor's.
        #expect(UIFont(descriptor: descriptor, size: 30).pointSize == 30)
    }

    @Test("A text style's font made bold through its descriptor: Body at Large is 17 pt (HIG Dynamic Type), now Bold 700")
    func boldTextStyle() throws {
        let descriptor = try #require(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body).withSymbolicTraits(.traitBold))
        #expect(descriptor.symbolicTraits.contains(.traitBold))
        let font = UIFont(descriptor: descriptor, size: 0)
        #expect(font.pointSize == 17)
        #expect(runFont(Font(font)).weight == 700)
        // Italic and bold together; and taking the traits away again gives a regular upright font.
        let both = try #require(descriptor.withSymbolicTraits([.traitBold, .traitItalic]))
        #expect(runFont(Font(UIFont(descriptor: both, size: 0))).italic)
        let plain = try #require(both.withSymbolicTraits([]))
        #expect(runFont(Font(UIFont(descriptor: plain, size: 0))) == runFont(.system(size: 17)))
    }

    @Test("Only the system font has designs: a named font's withDesign is nil, as on iOS; its traits read from the font")
    func namedFont() throws {
        let avenir = try #require(UIFont(name: "Avenir-Heavy", size: 12))
        #expect(avenir.fontDescriptor.withDesign(.rounded) == nil)
        #expect(UIFont.italicSystemFont(ofSize: 12).fontDescriptor.symbolicTraits == .traitItalic)
        #expect(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).fontDescriptor.symbolicTraits.contains(.traitMonoSpace))
    }
}
