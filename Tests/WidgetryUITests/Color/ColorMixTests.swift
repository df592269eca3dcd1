import Foundation
import Testing
import WidgetryGraphics
@testable import WidgetryUI

/// `Color.mix(with:by:in:)` (iOS 18).
@Suite struct ColorMixTests {
    @Test("Mixing in the device space interpolates the sRGB components: red and blue halfway is (0.5, 0, 0.5)")
    func deviceMix() {
        let mixed = Color.red.mix(with: .blue, by: 0.5, in: .device).resolve(in: EnvironmentValues())
        let red = Color.red.resolve(in: EnvironmentValues()), blue = Color.blue.resolve(in: EnvironmentValues())
        #expect(abs(mixed.red - (red.red + blue.red) / 2) < 1e-9 && abs(mixed.blue - (red.blue + blue.blue) / 2) < 1e-9)
    }

    @Test("Mixing perceptually: the ends are the colours; black and white halfway is Oklab L 0.5, sRGB 0.3886")
    func perceptualMix() {
        let environment = EnvironmentValues()
        let black = Color.black, white = Color.white
        // Oklab L = 0.5 with a = b = 0 is linear light 0.5³ = 0.125 on every channel, which sRGB encodes as
        // 1.055 × 0.125^(1/2.4) − 0.055 = 0.3886.
        let grey = black.mix(with: white, by: 0.5).resolve(in: environment)
        #expect(abs(grey.red - 0.3886) < 0.001 && abs(grey.green - 0.3886) < 0.001 && abs(grey.blue - 0.3886) < 0.001)
        let start = Color(red: 0.2, green: 0.6, blue: 0.9).mix(with: .orange, by: 0).resolve(in: environment)
        #expect(abs(start.red - 0.2) < 1e-6 && abs(start.green - 0.6) < 1e-6 && abs(start.blue - 0.9) < 1e-6)
        // A fraction past 1 is the other colour.
        let end = black.mix(with: white, by: 3).resolve(in: environment)
        #expect(abs(end.red - 1) < 1e-6)
    }

    @Test("A mix of semantic colours follows the appearance")
    func semanticMix() {
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let mix = Color.primary.mix(with: .clear, by: 0, in: .device)
        #expect(mix.resolve(in: EnvironmentValues()) != mix.resolve(in: dark))
    }
}
