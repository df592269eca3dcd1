import Foundation

extension UIColor {
    /// Hue, saturation and brightness in 0…1 of the light appearance's sRGB components (``getRed(_:green:blue:alpha:)``),
    /// by the HSB model UIKit converts with; `true`, as every colour here is RGB-compatible. A grey has hue and
    /// saturation 0.
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, opacity: CGFloat = 0
        _ = getRed(&red, green: &green, blue: &blue, alpha: &opacity)
        let maximum = max(red, green, blue), minimum = min(red, green, blue), chroma = maximum - minimum
        var h: CGFloat = 0
        if chroma > 0 {
            switch maximum {
            case red: h = ((green - blue) / chroma).truncatingRemainder(dividingBy: 6)
            case green: h = (blue - red) / chroma + 2
            default: h = (red - green) / chroma + 4
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maximum > 0 ? chroma / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = opacity
        return true
    }

    /// The grey level and alpha of a grey colour (`UIColor(white:alpha:)`, `.black`, `.white`, `.gray`), `true`; for a
    /// colour with hue UIKit's greyscale conversion fails (its colour space is not compatible), so this returns `false`
    /// and leaves the pointees unchanged, as UIKit does for an RGB colour.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, opacity: CGFloat = 0
        _ = getRed(&red, green: &green, blue: &blue, alpha: &opacity)
        // Components resolved through Double may differ in the last bits.
        guard abs(red - green) < 1e-6, abs(green - blue) < 1e-6 else { return false }
        white?.pointee = red
        alpha?.pointee = opacity
        return true
    }
}
