import Foundation
import Testing
import WidgetryGraphics
@testable import WidgetryUI

/// `Color(aColor)`, as two held-out apps write it (`Color(Theme.mainBackground)`), beside `Color(aUIColor)`.
@Suite struct ColorFromStyleTests {
    enum Theme {
        static let mainBackground = Color("MainBackground")
        static let accent = Color(red: 0.2, green: 0.4, blue: 0.6)
    }

    @Test("A Color passed to Color(_:) is that colour: a named asset colour stays named, a fixed one keeps its value")
    func colorOfColor() {
        #expect(Color(Theme.mainBackground) == Theme.mainBackground)
        #expect(Color(Theme.accent).resolve(in: EnvironmentValues()) == Theme.accent.resolve(in: EnvironmentValues()))
    }

    @Test("Color(aUIColor) keeps UIKit's initializer, so a system colour still follows the colour scheme")
    func uiColorStillDynamic() {
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let background = Color(UIColor.systemBackground)
        // systemBackground is white in light mode and black in dark (HIG colour table).
        #expect(background.resolve(in: EnvironmentValues()) != background.resolve(in: dark))
        let implicit = Color(.systemBackground)
        #expect(implicit.resolve(in: dark) == background.resolve(in: dark))
    }
}
