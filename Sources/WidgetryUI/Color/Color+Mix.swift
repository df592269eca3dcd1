import Foundation
import WidgetryGraphics

extension Gradient {
    /// The space colours are interpolated in, as SwiftUI's `Gradient.ColorSpace` (iOS 18): `.device` mixes the
    /// device's (sRGB) components directly, `.perceptual` mixes in a perceptually uniform space, so a mix halfway
    /// between black and white looks halfway grey. Widgetry's perceptual space is Oklab (Björn Ottosson, "A perceptual
    /// color space for image processing", 2020); Apple does not name the space it uses.
    public struct ColorSpace: Hashable, Sendable {
        let isPerceptual: Bool
        /// The device's colour components.
        public static let device = ColorSpace(isPerceptual: false)
        /// A perceptually uniform space.
        public static let perceptual = ColorSpace(isPerceptual: true)
    }
}

extension Color {
    /// This colour mixed with `rhs`: `fraction` 0 is this colour, 1 is `rhs` (clamped), as SwiftUI's
    /// `mix(with:by:in:)` (iOS 18). Both are resolved in the view's environment first, so a mix of semantic or
    /// catalog colours follows the appearance.
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        Color(storage: .mixed(storage, rhs.storage, fraction.isFinite ? min(max(fraction, 0), 1) : 0, colorSpace))
    }

    /// `a` and `b` mixed by `fraction` in `space`, alpha mixed linearly.
    static func mixed(_ a: RGBAColor, _ b: RGBAColor, by fraction: Double, in space: Gradient.ColorSpace) -> RGBAColor {
        func lerp(_ x: Double, _ y: Double) -> Double { x + (y - x) * fraction }
        let alpha = lerp(a.alpha, b.alpha)
        guard space.isPerceptual else {
            return RGBAColor(red: lerp(a.red, b.red), green: lerp(a.green, b.green), blue: lerp(a.blue, b.blue), alpha: alpha)
        }
        let (l1, a1, b1) = Oklab.from(a), (l2, a2, b2) = Oklab.from(b)
        var mixed = Oklab.toRGB(l: lerp(l1, l2), a: lerp(a1, a2), b: lerp(b1, b2))
        mixed.alpha = alpha
        return mixed
    }
}

/// sRGB ↔ Oklab, with the matrices of Ottosson's reference implementation (bottosson.github.io/posts/oklab).
private enum Oklab {
    static func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    static func encoded(_ c: Double) -> Double {
        let c = min(max(c, 0), 1)
        return c <= 0.003_130_8 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
    }

    static func from(_ color: RGBAColor) -> (Double, Double, Double) {
        let r = linear(color.red), g = linear(color.green), b = linear(color.blue)
        let l = cbrt(0.412_221_470_8 * r + 0.536_332_536_3 * g + 0.051_445_992_9 * b)
        let m = cbrt(0.211_903_498_2 * r + 0.680_699_545_1 * g + 0.107_396_956_6 * b)
        let s = cbrt(0.088_302_461_9 * r + 0.281_718_837_6 * g + 0.629_978_700_5 * b)
        return (0.210_454_255_3 * l + 0.793_617_785_0 * m - 0.004_072_046_8 * s,
                1.977_998_495_1 * l - 2.428_592_205_0 * m + 0.450_593_709_9 * s,
                0.025_904_037_1 * l + 0.782_771_766_2 * m - 0.808_675_766_0 * s)
    }

    static func toRGB(l L: Double, a: Double, b: Double) -> RGBAColor {
        let l = pow(L + 0.396_337_777_4 * a + 0.215_803_757_3 * b, 3)
        let m = pow(L - 0.105_561_345_8 * a - 0.063_854_172_8 * b, 3)
        let s = pow(L - 0.089_484_177_5 * a - 1.291_485_548_0 * b, 3)
        return RGBAColor(red: encoded(4.076_741_662_1 * l - 3.307_711_591_3 * m + 0.230_969_929_2 * s),
                         green: encoded(-1.268_438_004_6 * l + 2.609_757_401_1 * m - 0.341_319_396_5 * s),
                         blue: encoded(-0.004_196_086_3 * l - 0.703_418_614_7 * m + 1.707_614_701_0 * s))
    }
}
