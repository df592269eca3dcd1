import Foundation
import Testing
import WidgetryUI
import WidgetryUIKit

@Suite struct UIAccessibilityTests {
    /// A view that picks its text by UIKit's accessibility settings, as apps written before SwiftUI's environment keys do.
    struct SettingsReport: View {
        var body: some View {
            Text([UIAccessibility.isBoldTextEnabled ? "bold" : "regular",
                  UIAccessibility.isDarkerSystemColorsEnabled ? "contrast" : "standard",
                  UIAccessibility.isReduceTransparencyEnabled ? "opaque" : "translucent",
                  UIAccessibility.isReduceMotionEnabled ? "still" : "moving",
                  UIAccessibility.isVoiceOverRunning ? "voiceover" : "silent"].joined(separator: " "))
        }
    }

    @Test("UIAccessibility answers the settings of the cell whose view is being built; VoiceOver never runs in a render")
    func settingsOfTheCell() {
        #expect(layout(SettingsReport()).texts[0].text.string == "regular standard translucent moving silent")
        let accessible = layout(SettingsReport()) {
            $0.legibilityWeight = .bold
            $0.colorSchemeContrast = .increased
            $0.accessibilityReduceTransparency = true
            $0.accessibilityReduceMotion = true
        }
        #expect(accessible.texts[0].text.string == "bold contrast opaque still silent")
    }
}
