import Foundation
import Testing
@testable import WidgetryUI

/// The traits a snapshot test hands its view (swift-snapshot-testing's presets combine several collections).
@Suite struct UITraitCollectionTests {
    @Test("traitsFrom: the last collection that specifies a trait wins; unspecified traits are left alone")
    func combining() {
        let merged = UITraitCollection(traitsFrom: [
            UITraitCollection(preferredContentSizeCategory: .medium), UITraitCollection(horizontalSizeClass: .compact),
            UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge),
            UITraitCollection(),
        ])
        #expect(merged.preferredContentSizeCategory == .accessibilityExtraLarge)
        #expect(merged.horizontalSizeClass == .compact)
        #expect(merged.verticalSizeClass == .unspecified)
        #expect(merged.userInterfaceStyle == .dark)
        #expect(merged.layoutDirection == .unspecified)
    }

    @Test("Applied to an environment, the specified traits set SwiftUI's values; the others keep the environment's")
    func applied() {
        var base = EnvironmentValues()
        base.dynamicTypeSize = .xLarge
        let traits = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(layoutDirection: .rightToLeft),
                                                    UITraitCollection(displayScale: 2)])
        let environment = traits.applied(to: base)
        #expect(environment.colorScheme == .dark)
        #expect(environment.layoutDirection == .rightToLeft)
        #expect(environment.displayScale == 2)
        #expect(environment.dynamicTypeSize == .xLarge)
        #expect(UITraitCollection(preferredContentSizeCategory: .medium).applied(to: base).dynamicTypeSize == .medium)
        // UIKit's categories in order map to SwiftUI's sizes in order.
        #expect(UIContentSizeCategory(.accessibility5) == .accessibilityExtraExtraExtraLarge)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory && !UIContentSizeCategory.large.isAccessibilityCategory)
    }

    @Test("Image(_:bundle:label:) draws the named image, as Image(_:bundle:) does")
    func imageWithLabel() {
        let labelled = layout(Image("fern", label: Text("A fern")).frame(width: 40, height: 40))
        let plain = layout(Image("fern").frame(width: 40, height: 40))
        #expect(labelled.displayList() == plain.displayList())
    }
}
