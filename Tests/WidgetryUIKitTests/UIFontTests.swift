import Foundation
import Testing
import WidgetryReference
import WidgetryUI
import WidgetryUIKit

@Suite struct UIFontTests {
    /// The font of the first text run when `font` is applied.
    func runFont(_ font: Font) -> FontSpecSummary {
        let run = layout(Text("Ag").font(font)).texts[0].text.text.runs[0].font
        return FontSpecSummary(family: run.family, size: run.size, weight: run.weight, italic: run.italic)
    }

    struct FontSpecSummary: Equatable { var family: String; var size: CGFloat; var weight: Int; var italic: Bool }

    @Test("preferredFont uses Apple's Large sizes and weights (HIG Dynamic Type table)")
    func preferred() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
        #expect(UIFont.preferredFont(forTextStyle: .headline).pointSize == CGFloat(DynamicTypeTable.metrics(.headline, at: .large).pointSize))
        // Headline is the one semibold style: Font(uiFont) draws it at 600.
        #expect(runFont(Font(UIFont.preferredFont(forTextStyle: .headline))).weight == 600)
        // iOS 17's extra large titles: 36 and 28 pt bold at Large (iosfontsizes.com's iOS 17 table), larger at AX1
        // in Large Title's proportion.
        #expect(UIFont.preferredFont(forTextStyle: .extraLargeTitle).pointSize == 36)
        #expect(UIFont.preferredFont(forTextStyle: .extraLargeTitle2).pointSize == 28)
        #expect(runFont(Font(UIFont.preferredFont(forTextStyle: .extraLargeTitle))).weight == 700)
        // Large Title is 44 pt at accessibilityMedium (Reference/dynamic-type.json): 44 × 36 / 34 = 46.6 → 47.
        let ax1 = UIFont.preferredFont(forTextStyle: .extraLargeTitle, compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityMedium))
        #expect(Int(ax1.pointSize) == 47)
    }

    @Test("systemFont's lineHeight is SF Pro's ascender less descender: 20.29 pt at 17 pt, as on iOS")
    func lineHeight() {
        // (0.952 + 0.2405) × 17 = 20.27…; iOS reports 20.287 for systemFont(ofSize: 17).
        #expect(abs(UIFont.systemFont(ofSize: 17).lineHeight - 20.29) < 0.05)
    }

    @Test("Font(uiFont) draws at the UIFont's size and weight, as the matching SwiftUI font")
    func swiftUIFont() {
        #expect(runFont(Font(UIFont.boldSystemFont(ofSize: 20))) == runFont(.system(size: 20, weight: .bold)))
        #expect(runFont(Font(UIFont.systemFont(ofSize: 13, weight: .medium))) == runFont(.system(size: 13, weight: .medium)))
        #expect(runFont(Font(UIFont.italicSystemFont(ofSize: 15))).italic)
        let avenir = runFont(Font(UIFont(name: "Avenir-Heavy", size: 12)!))
        #expect(avenir.family == "Avenir" && avenir.size == 12 && avenir.weight == 800)
    }

    @Test("withSize keeps the weight; UIFont.Weight has UIKit's values")
    func weights() {
        #expect(UIFont.systemFont(ofSize: 10, weight: .semibold).withSize(30).pointSize == 30)
        #expect(UIFont.Weight.bold.rawValue == 0.4 && UIFont.Weight.regular.rawValue == 0)
        #expect(runFont(Font(UIFont.systemFont(ofSize: 10, weight: .semibold).withSize(30))).weight == 600)
    }
}
