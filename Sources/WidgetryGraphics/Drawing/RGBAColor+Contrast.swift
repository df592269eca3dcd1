import Foundation

// Colour arithmetic the legibility checks need: compositing, WCAG 2.x luminance and contrast
// (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio), distance and a hex name for messages.
extension RGBAColor {
    /// This colour painted over an opaque `background`.
    public func composited(over background: RGBAColor) -> RGBAColor {
        RGBAColor(red: red * alpha + background.red * (1 - alpha), green: green * alpha + background.green * (1 - alpha),
                  blue: blue * alpha + background.blue * (1 - alpha), alpha: 1)
    }

    /// WCAG 2.x relative luminance of the (opaque) colour.
    public var relativeLuminance: Double {
        func linear(_ c: Double) -> Double {
            let c = min(max(c, 0), 1)
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2.x contrast ratio between two opaque colours, 1...21.
    public func contrastRatio(with other: RGBAColor) -> Double {
        let a = relativeLuminance, b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// Euclidean distance in RGB, 0...√3.
    public func distance(to other: RGBAColor) -> Double {
        let r = red - other.red, g = green - other.green, b = blue - other.blue
        return (r * r + g * g + b * b).squareRoot()
    }

    /// "#RRGGBB", alpha left out: how messages name a colour.
    public var hexString: String {
        func byte(_ c: Double) -> String { String(format: "%02X", Int((min(max(c, 0), 1) * 255).rounded())) }
        return "#" + byte(red) + byte(green) + byte(blue)
    }
}
