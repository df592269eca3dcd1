import Foundation
import Testing
@testable import WidgetryUI

/// A button style that dims its label when disabled, the way app code reads `isEnabled`.
private struct DimmingButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View { DimmedLabel(label: configuration.label) }

    struct DimmedLabel: View {
        let label: ButtonStyleConfiguration.Label
        @Environment(\.isEnabled) private var isEnabled
        var body: some View { label.opacity(isEnabled ? 1 : 0.4) }
    }
}

/// A view that shows whether it is enabled.
private struct EnabledBadge: View {
    @Environment(\.isEnabled) private var isEnabled
    var body: some View { Text(isEnabled ? "on" : "off") }
}

@Suite struct IsEnabledTests {
    @Test("isEnabled is true by default; .disabled(true) makes it false for the whole subtree")
    func disabledSetsIsEnabled() {
        #expect(layout(EnabledBadge()).texts.map(\.text.string) == ["on"])
        #expect(layout(VStack { EnabledBadge(); EnabledBadge() }.disabled(true)).texts.map(\.text.string) == ["off", "off"])
        #expect(layout(EnabledBadge().disabled(false)).texts.map(\.text.string) == ["on"])
    }

    @Test("An inner .disabled(false) does not re-enable what an outer .disabled(true) disabled")
    func outerDisabledWins() {
        // Apple's example: the button is not interactive because the outer modifier overrides the inner one.
        #expect(layout(HStack { EnabledBadge().disabled(false) }.disabled(true)).texts.map(\.text.string) == ["off"])
    }

    @Test("A custom ButtonStyle reading isEnabled draws a disabled button dimmed")
    func customStyleDims() {
        let enabled = layout(Button("Refresh") {}.buttonStyle(DimmingButtonStyle()))
        #expect(!enabled.allElements.contains { $0.opacity == 0.4 })
        let disabled = layout(Button("Refresh") {}.buttonStyle(DimmingButtonStyle()).disabled(true))
        #expect(disabled.allElements.contains { $0.opacity == 0.4 })
    }

    @Test("environment(\\.isEnabled, false) disables as .disabled(true) does")
    func environmentSetter() {
        #expect(layout(EnabledBadge().environment(\.isEnabled, false)).texts.map(\.text.string) == ["off"])
    }
}
