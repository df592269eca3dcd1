import Foundation
import Testing
import WidgetryFoundation
import WidgetryUI

@Suite struct ColorCGColorTests {
    @Test("cgColor is the components of a colour made from them, opacity applied; nil for system and catalog colours")
    func cgColor() throws {
        let fixed = try #require(Color(red: 0.2, green: 0.4, blue: 0.6).opacity(0.5).cgColor)
        #expect(fixed.components == [0.2, 0.4, 0.6, 0.5])
        // SwiftUI documents cgColor as nil for a colour whose value depends on where it is shown.
        #expect(Color.red.cgColor == nil)
        #expect(Color("Brand").cgColor == nil)
    }

    @Test("A grey Core Graphics colour (two components) is that grey, not black")
    func grey() throws {
        let grey = Color(cgColor: CGColor(gray: 0.5, alpha: 1))
        #expect(grey.cgColor?.components == [0.5, 0.5, 0.5, 1])
    }
}
