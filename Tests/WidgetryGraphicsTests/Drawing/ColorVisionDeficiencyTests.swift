import Foundation
import Testing
import WidgetryGraphics

/// Machado et al. 2009's severity 1.0 simulations, and the colour differences the audit's thresholds rest on.
@Suite struct ColorVisionDeficiencyTests {
    static func hex(_ r: Int, _ g: Int, _ b: Int) -> RGBAColor { RGBAColor(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255) }
    /// iOS's system red, green, blue and purple (light appearance), as `SystemColor` holds them.
    static let red = hex(255, 59, 48), green = hex(52, 199, 89), blue = hex(0, 122, 255), purple = hex(175, 82, 222)

    @Test("Grey stays grey: each matrix's rows sum to 1, so white, black and greys are unchanged")
    func greysUnchanged() {
        for deficiency in ColorVisionDeficiency.allCases {
            for level in [0.0, 0.5, 1.0] {
                let grey = RGBAColor(red: level, green: level, blue: level)
                let seen = deficiency.simulate(grey)
                #expect(abs(seen.red - level) < 0.001 && abs(seen.green - level) < 0.001 && abs(seen.blue - level) < 0.001, "\(deficiency)")
            }
        }
    }

    @Test("Pure red with protanopia: the first column of the matrix, encoded to sRGB")
    func pureRed() {
        let seen = ColorVisionDeficiency.protanopia.simulate(RGBAColor(red: 1, green: 0, blue: 0))
        // Linear (0.152286, 0.114503, 0) — the negative blue clamps to 0 — encoded: 1.055 × 0.152286^(1/2.4) − 0.055 = 0.4266…
        #expect(abs(seen.red - 0.4266) < 0.0005)
        #expect(abs(seen.green - 0.3727) < 0.0005)
        #expect(seen.blue == 0)
    }

    @Test("ΔE*ab of the system colours: red and green collapse for deuteranopes, blue and purple for protanopes, red and blue never")
    func differences() {
        func seen(_ a: RGBAColor, _ b: RGBAColor, _ d: ColorVisionDeficiency) -> Double { d.simulate(a).deltaE(to: d.simulate(b)) }
        // The numbers docs/checking.md and ColorVisionCheck quote, to 0.1.
        #expect(abs(Self.red.deltaE(to: Self.green) - 133.5) < 0.1)
        #expect(abs(seen(Self.red, Self.green, .deuteranopia) - 20.4) < 0.1)
        #expect(abs(Self.blue.deltaE(to: Self.purple) - 41.5) < 0.1)
        #expect(abs(seen(Self.blue, Self.purple, .protanopia) - 8.5) < 0.1)
        #expect(ColorVisionDeficiency.allCases.allSatisfy { seen(Self.red, Self.blue, $0) > 100 })
    }
}
