import Foundation
import Testing
import WidgetryGraphics
@testable import WidgetryUI

@Suite struct UIColorTests {
    let light = EnvironmentValues()
    var dark: EnvironmentValues { var environment = EnvironmentValues(); environment.colorScheme = .dark; return environment }

    @Test("Color(uiColor: .systemBlue) is Color.blue: the same HIG values in both appearances")
    func systemColours() {
        #expect(Color(uiColor: .systemBlue) == Color.blue)
        #expect(Color(.systemBlue).resolve(in: dark) == Color.blue.resolve(in: dark))
        // HIG, Color › System colors (iOS 26, the default design): blue is R-0,G-136,B-255 in light mode.
        #expect(Color(.systemBlue).resolve(in: light) == RGBAColor(red: 0, green: 136 / 255, blue: 1))
        #expect(Color(.label).resolve(in: dark) == RGBAColor(red: 1, green: 1, blue: 1))
    }

    @Test("Component colours, white and withAlphaComponent (which replaces the alpha, as UIKit's does)")
    func components() {
        #expect(Color(UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)).resolve(in: light) == RGBAColor(red: 1, green: 0.5, blue: 0))
        #expect(Color(UIColor(white: 0.2, alpha: 0.5)).resolve(in: light) == RGBAColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 0.5))
        let half = UIColor.white.withAlphaComponent(0.5).withAlphaComponent(0.25)
        #expect(Color(half).resolve(in: light).alpha == 0.25)
        #expect(Color(UIColor.secondaryLabel.withAlphaComponent(1)).resolve(in: dark) == RGBAColor(red: 235 / 255, green: 235 / 255, blue: 245 / 255))
    }

    @Test("A dynamic colour picks its light or dark variant when drawn")
    func dynamic() {
        let brand = UIColor { $0.userInterfaceStyle == .dark ? .systemOrange : .black }
        #expect(Color(uiColor: brand).resolve(in: light) == RGBAColor(red: 0, green: 0, blue: 0))
        #expect(Color(uiColor: brand).resolve(in: dark) == Color.orange.resolve(in: dark))
        #expect(brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .systemOrange)
        let fills = shapeFills(layout(Color(brand).frame(width: 5, height: 5)) { $0.colorScheme = .dark })
        #expect(fills.first?.color == Color.orange.resolve(in: dark))
    }

    @Test("UIColor(named:) is looked up when drawn: a missing name is a finding and draws clear, as Color(\"name\")")
    func named() throws {
        let color = try #require(UIColor(named: "NoSuchColour"))
        let result = layout(Color(uiColor: color).frame(width: 5, height: 5))
        #expect(result.findings.contains { $0.kind == .missingColor })
    }

    @Test("UIColor(Color) round-trips; getRed answers the light components")
    func roundTrip() {
        #expect(Color(UIColor(Color.mint)) == Color.mint)
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        #expect(UIColor.systemRed.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect(red == 1 && abs(green - 56 / 255) < 1e-12 && alpha == 1)   // HIG systemRed, iOS 26: R-255,G-56,B-60
    }
}

/// Settings packages keep colours in `UserDefaults` through `NSKeyedArchiver`, for any `NSObject & NSSecureCoding`
/// value (our own bridge below, shaped as such packages write it).
@Suite struct UIColorArchivingTests {
    struct SecureCodingBridge<Value: NSObject & NSSecureCoding> {
        func serialize(_ value: Value) throws -> Data {
            try NSKeyedArchiver.archivedData(withRootObject: value, requiringSecureCoding: true)
        }
        func deserialize(_ data: Data) throws -> Value? {
            try NSKeyedUnarchiver.unarchivedObject(ofClass: Value.self, from: data)
        }
    }

    @Test("A colour stored in UserDefaults through a secure-coding archive comes back as the same colour")
    func archiveRoundTrip() throws {
        let bridge = SecureCodingBridge<UIColor>()
        let stored = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        let defaults = try #require(UserDefaults(suiteName: "widgetry-uicolor-\(UUID().uuidString)"))
        defaults.set(try bridge.serialize(stored), forKey: "accent")
        let data = try #require(defaults.data(forKey: "accent"))
        let read = try #require(try bridge.deserialize(data))
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = read.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect(abs(red - 0.2) < 1e-9 && abs(green - 0.4) < 1e-9 && abs(blue - 0.6) < 1e-9 && abs(alpha - 0.8) < 1e-9)
        // A system colour is archived as its light appearance: systemBlue is R-0,G-136,B-255 (HIG, iOS 26 colours).
        let blue2 = try #require(try bridge.deserialize(try bridge.serialize(.systemBlue)))
        _ = blue2.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect(Int((green * 255).rounded()) == 136 && Int((blue * 255).rounded()) == 255)
    }

    @Test("Colours stay equal and hashable by definition as NSObjects: fixed colours by value, dynamic ones by identity")
    func equality() {
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(Set([UIColor.systemRed, UIColor.systemRed, UIColor.systemBlue]).count == 2)
        let dynamic = UIColor { _ in .white }
        #expect(dynamic == dynamic && dynamic != UIColor { _ in .white })
    }

    @Test("A colour saved as hue, saturation and brightness (an app's settings) comes back as the same colour")
    func hueRoundTrip() {
        // A widget's colour picker stores `Color` as HSB and rebuilds it with `UIColor(hue:…)`.
        func stored(_ color: UIColor) -> [CGFloat] {
            var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0, alpha: CGFloat = 0
            #expect(color.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
            return [hue, saturation, brightness, alpha]
        }
        // Pure red, green and blue are at 0, 1/3 and 2/3 of the hue circle, saturated and bright (the HSB model).
        for (component, hue) in [(0, 0.0), (1, 1.0 / 3), (2, 2.0 / 3)] {
            var rgb: [CGFloat] = [0, 0, 0]
            rgb[component] = 1
            let values = stored(UIColor(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: 1))
            #expect(abs(values[0] - hue) < 1e-9 && values[1] == 1 && values[2] == 1)
        }
        // Orange #FF8000: hue 30°/360°, saturation 1, brightness 1.
        let orange = stored(UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.5))
        #expect(abs(orange[0] - 30.0 / 360) < 1e-9 && orange[1] == 1 && orange[2] == 1 && orange[3] == 0.5)
        // #CC3399: red is the largest, blue above green, so the hue falls below 0 and is brought into 0…1 (320°).
        let pink = stored(UIColor(red: 0.8, green: 0.2, blue: 0.6, alpha: 1))
        #expect(abs(pink[0] - 320.0 / 360) < 1e-9)
        let back = UIColor(hue: pink[0], saturation: pink[1], brightness: pink[2], alpha: pink[3])
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = back.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect(abs(red - 0.8) < 1e-6 && abs(green - 0.2) < 1e-6 && abs(blue - 0.6) < 1e-6)
    }

    @Test("Greys answer their white level; a colour with hue has none, and the values passed stay as they were")
    func whiteLevel() {
        var white: CGFloat = -1, alpha: CGFloat = -1
        #expect(UIColor(white: 0.25, alpha: 0.5).getWhite(&white, alpha: &alpha))
        #expect(abs(white - 0.25) < 1e-9 && alpha == 0.5)
        white = -1
        #expect(!UIColor(red: 1, green: 0, blue: 0, alpha: 1).getWhite(&white, alpha: &alpha))
        #expect(white == -1)
    }

    @Test("placeholderText resolves to the tertiary label's values, as UIKit resolves it, light and dark")
    func placeholderText() {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = UIColor.placeholderText.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        // (60, 60, 67, 0.3) in the light appearance.
        #expect(Int((red * 255).rounded()) == 60 && Int((blue * 255).rounded()) == 67 && abs(alpha - 0.3) < 1e-9)
        #expect(Color(.placeholderText) == Color(UIColor.tertiaryLabel))
    }

    @Test("The grouped, separator and link colours have the HIG's light and dark values; UIKit's fixed colours are their components")
    func groupedSeparatorAndLink() {
        let light = EnvironmentValues()
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        // HIG "Color", dynamic system colours: tertiary grouped background #F2F2F7 light, #2C2C2E dark.
        #expect(Color(.tertiarySystemGroupedBackground).resolve(in: light) == RGBAColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255))
        #expect(Color(.tertiarySystemGroupedBackground).resolve(in: dark) == RGBAColor(red: 44 / 255, green: 44 / 255, blue: 46 / 255))
        // Opaque separator #C6C6C8 / #38383A; link #007AFF / #0984FF.
        #expect(Color(.opaqueSeparator).resolve(in: dark) == RGBAColor(red: 56 / 255, green: 56 / 255, blue: 58 / 255))
        #expect(Color(.link).resolve(in: light) == RGBAColor(red: 0, green: 122 / 255, blue: 1))
        #expect(Color(.magenta).resolve(in: dark) == RGBAColor(red: 1, green: 0, blue: 1))
        #expect(Color(.lightText).resolve(in: light) == RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.6))
    }
}
