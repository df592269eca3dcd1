import Foundation
import Testing
import WidgetryGraphics
@testable import WidgetryUI

/// A view that adapts to the display settings, the way widget code does.
private struct AdaptiveBadge: View {
    @Environment(\.colorSchemeContrast) var contrast
    @Environment(\.accessibilityReduceTransparency) var reduceTransparency
    @Environment(\.legibilityWeight) var weight
    @Environment(\.accessibilityDifferentiateWithoutColor) var differentiate

    var body: some View {
        Text([contrast == .increased ? "high" : "standard", reduceTransparency ? "opaque" : "glass",
              weight == .bold ? "bold" : "regular", differentiate ? "symbols" : "colours"].joined(separator: " "))
    }
}

@Suite struct DisplaySettingsEnvironmentTests {
    @Test("A render reads each display setting as off; a set value reaches the view")
    func standardValues() {
        #expect(layout(AdaptiveBadge()).texts[0].text.string == "standard glass regular colours")
        let changed = layout(AdaptiveBadge()) {
            $0.colorSchemeContrast = .increased
            $0.accessibilityReduceTransparency = true
            $0.legibilityWeight = .bold
            $0.accessibilityDifferentiateWithoutColor = true
        }
        #expect(changed.texts[0].text.string == "high opaque bold symbols")
    }

    @Test("Reduce Motion is off in a render; a view that reads it shows its animated variant")
    func reduceMotion() {
        struct Pulse: View {
            @Environment(\.accessibilityReduceMotion) var reduceMotion
            var body: some View { Text(reduceMotion ? "still" : "pulsing").animation(reduceMotion ? nil : .easeInOut, value: 1) }
        }
        #expect(layout(Pulse()).texts[0].text.string == "pulsing")
        #expect(layout(Pulse()) { $0.accessibilityReduceMotion = true }.texts[0].text.string == "still")
    }

    @Test("Reduce Transparency draws a material opaque: the regular material's 0.65 coverage becomes 1")
    func opaqueMaterial() {
        var environment = EnvironmentValues()
        guard case .color(let translucent) = Material.regularMaterial.paint(in: environment) else { Issue.record("not a colour"); return }
        #expect(abs(translucent.alpha - 0.65) < 0.001)
        environment.accessibilityReduceTransparency = true
        guard case .color(let opaque) = Material.regularMaterial.paint(in: environment) else { Issue.record("not a colour"); return }
        #expect(opaque.alpha == 1)
    }
}
