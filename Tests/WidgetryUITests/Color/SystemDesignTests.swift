import Foundation
import Testing
import WidgetryGraphics
@testable import WidgetryUI

/// System colours and control shapes follow the iOS release a cell represents.
///
/// Values: Apple HIG, Color › Specifications › System colors, https://developer.apple.com/design/human-interface-guidelines/color
/// (as updated June 9, 2025, "Updated system color values": iOS 26) and the same table before that update (iOS 13–18).
@Suite struct SystemDesignTests {
    private func environment(_ scheme: ColorScheme, _ design: SystemDesign, increasedContrast: Bool = false) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        environment.systemDesign = design
        if increasedContrast { environment.colorSchemeContrast = .increased }
        return environment
    }

    private func rgb(_ r: Double, _ g: Double, _ b: Double) -> RGBAColor { RGBAColor(red: r / 255, green: g / 255, blue: b / 255) }

    @Test("iOS 26 is the default: blue #0088FF and red #FF383C in light, #0091FF and #FF4245 in dark")
    func iOS26Default() {
        #expect(SystemDesign.current == .iOS26)
        #expect(Color.blue.resolve(in: EnvironmentValues()) == rgb(0, 136, 255))
        #expect(Color.red.resolve(in: EnvironmentValues()) == rgb(255, 56, 60))
        #expect(Color.blue.resolve(in: environment(.dark, .iOS26)) == rgb(0, 145, 255))
        #expect(Color.red.resolve(in: environment(.dark, .iOS26)) == rgb(255, 66, 69))
        // The HIG's iOS 26 table, other hues: orange R-255,G-141,B-40; indigo dark R-109,G-124,B-255; purple R-203,G-48,B-224.
        #expect(Color.orange.resolve(in: environment(.light, .iOS26)) == rgb(255, 141, 40))
        #expect(Color.indigo.resolve(in: environment(.dark, .iOS26)) == rgb(109, 124, 255))
        #expect(Color.purple.resolve(in: environment(.light, .iOS26)) == rgb(203, 48, 224))
        // The accent colour is system blue.
        #expect(Color.accentColor.resolve(in: EnvironmentValues()) == rgb(0, 136, 255))
    }

    @Test("iOS 26's increased-contrast columns: blue R-30,G-110,B-244 (light) and R-92,G-184,B-255 (dark)")
    func iOS26IncreasedContrast() {
        #expect(Color.blue.resolve(in: environment(.light, .iOS26, increasedContrast: true)) == rgb(30, 110, 244))
        #expect(Color.blue.resolve(in: environment(.dark, .iOS26, increasedContrast: true)) == rgb(92, 184, 255))
        #expect(Color.red.resolve(in: environment(.light, .iOS26, increasedContrast: true)) == rgb(233, 21, 45))
    }

    @Test("A cell representing iOS 18 keeps the values before the update: blue #007AFF, red #FF3B30")
    func iOS18() {
        #expect(Color.blue.resolve(in: environment(.light, .iOS18)) == rgb(0, 122, 255))
        #expect(Color.red.resolve(in: environment(.light, .iOS18)) == rgb(255, 59, 48))
        #expect(Color.blue.resolve(in: environment(.dark, .iOS18)) == rgb(10, 132, 255))
    }

    @Test("Grays and labels did not change in iOS 26: the same values in both designs")
    func unchanged() {
        for scheme in [ColorScheme.light, .dark] {
            #expect(Color.gray.resolve(in: environment(scheme, .iOS26)) == Color.gray.resolve(in: environment(scheme, .iOS18)))
            #expect(Color.primary.resolve(in: environment(scheme, .iOS26)) == Color.primary.resolve(in: environment(scheme, .iOS18)))
        }
        // HIG iOS system gray colors: systemGray R-142,G-142,B-147 in both appearances.
        #expect(Color.gray.resolve(in: environment(.light, .iOS26)) == rgb(142, 142, 147))
    }

    @Test("Bordered and prominent buttons are capsules in iOS 26 and rounded rectangles before; an explicit shape wins")
    func borderedShapes() {
        let label = Color.red.frame(width: 50, height: 20)
        for prominent in [false, true] {
            func names(_ design: SystemDesign, shape: ButtonBorderShape = .automatic) -> [String] {
                let button = prominent
                    ? AnyView(Button(action: {}) { label }.buttonStyle(.borderedProminent).buttonBorderShape(shape))
                    : AnyView(Button(action: {}) { label }.buttonStyle(.bordered).buttonBorderShape(shape))
                return layout(button) { $0.systemDesign = design }.allElements.compactMap(\.name)
            }
            #expect(names(.iOS26).contains("Capsule"))
            #expect(!names(.iOS26).contains("RoundedRectangle"))
            #expect(names(.iOS18).contains("RoundedRectangle"))
            #expect(!names(.iOS18).contains("Capsule"))
            #expect(names(.iOS26, shape: .roundedRectangle).contains("RoundedRectangle"))
        }
    }
}
