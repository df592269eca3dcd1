import Foundation
import Testing
import WidgetryReference
import WidgetryUI
import WidgetryUIKit

/// Shared design code changes a font's weight through the descriptor's attribute dictionary and scales custom fonts for
/// the size category SwiftUI hands it; these are the shapes app code uses (our own, written for these tests).
@Suite struct UIFontDescriptorAttributesTests {
    func runFont(_ font: Font) -> UIFontTests.FontSpecSummary { UIFontTests().runFont(font) }

    /// The helper design systems write: read the traits, set a weight, add them back.
    func withWeight(_ descriptor: UIFontDescriptor, _ weight: UIFont.Weight) -> UIFontDescriptor {
        var traits = descriptor.fontAttributes[.traits] as? [UIFontDescriptor.TraitKey: Any] ?? [:]
        traits[.weight] = weight.rawValue
        return descriptor.addingAttributes([.traits: traits])
    }

    @Test("A weight set through the traits dictionary draws at that weight: body made semibold is SF Pro 600 at 17 pt")
    func weightThroughTraits() throws {
        let body = UIFont.preferredFont(forTextStyle: .body)
        let semibold = UIFont(descriptor: withWeight(body.fontDescriptor, .semibold), size: 0)
        #expect(semibold.pointSize == 17)   // Body at Large (HIG Dynamic Type table)
        #expect(runFont(Font(semibold)).weight == 600)   // UIFont.Weight.semibold is CSS 600
        // Monospaced first, then the weight, keeps both, as a toast font built that way does on iOS.
        let mono = try #require(body.fontDescriptor.withDesign(.monospaced))
        let monoBold = UIFont(descriptor: withWeight(mono, .bold), size: 0)
        #expect(runFont(Font(monoBold)) == runFont(.system(size: 17, weight: .bold, design: .monospaced)))
    }

    @Test("fontAttributes reports the size, family and traits UIKit does; a slant or the italic bit makes the font italic")
    func attributesRoundTrip() throws {
        let font = UIFont.systemFont(ofSize: 15, weight: .heavy)
        let attributes = font.fontDescriptor.fontAttributes
        #expect(attributes[.size] as? CGFloat == 15)
        let traits = try #require(attributes[.traits] as? [UIFontDescriptor.TraitKey: Any])
        #expect(traits[.weight] as? CGFloat == UIFont.Weight.heavy.rawValue)
        #expect(traits[.slant] == nil)
        let slanted = font.fontDescriptor.addingAttributes([.traits: [UIFontDescriptor.TraitKey.slant: 0.2]])
        #expect(runFont(Font(UIFont(descriptor: slanted, size: 0))).italic)
        let sized = font.fontDescriptor.addingAttributes([.size: 24])
        #expect(UIFont(descriptor: sized, size: 0).pointSize == 24)
        // A descriptor naming a font draws that font.
        let named = UIFontDescriptor(name: "Avenir-Heavy", size: 12)
        #expect(runFont(Font(UIFont(descriptor: named, size: 0))).weight == 800)   // "Heavy" is CSS 800
    }

    @Test("scaledFont(for:compatibleWith:) scales by the traits' size category: 14 pt relative to body at AX3 is 14 × 40 / 17")
    func scaledFontCompatibleWith() {
        let font = UIFont.systemFont(ofSize: 14)
        let metrics = UIFontMetrics(forTextStyle: .body)
        // Body is 17 pt at Large and 40 pt at AX3 (Reference/dynamic-type.json, HIG Dynamic Type sizes).
        let ax3 = UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory(ContentSizeCategory.accessibilityExtraLarge))
        #expect(abs(metrics.scaledFont(for: font, compatibleWith: ax3).pointSize - 14 * 40 / 17) < 0.0001)
        #expect(metrics.scaledFont(for: font, maximumPointSize: 20, compatibleWith: ax3).pointSize == 20)
        #expect(abs(metrics.scaledValue(for: 10, compatibleWith: ax3) - 10 * 40 / 17) < 0.0001)
        // The text style's own font for those traits: body at AX3 is 40 pt.
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: ax3).pointSize == 40)
        // Traits with no size category scale as the current view does (Large outside any view).
        #expect(metrics.scaledFont(for: font, compatibleWith: UITraitCollection()).pointSize == 14)
        // The category conversions go both ways.
        #expect(ContentSizeCategory(UIContentSizeCategory.accessibilityExtraLarge) == .accessibilityExtraLarge)
        #expect(ContentSizeCategory(UIContentSizeCategory.unspecified) == nil)
    }
}
