import Foundation

// `#colorLiteral(red:green:blue:alpha:)`, as Xcode's colour picker writes it: a `UIColor` where nothing else
// is asked for (UIKit declares `_ColorLiteralType`), and a `Color` where one is.
extension UIColor: _ExpressibleByColorLiteral {
    /// The colour a `#colorLiteral` spells (sRGB components, 0 to 1).
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

extension Color: _ExpressibleByColorLiteral {
    /// The colour a `#colorLiteral` spells (sRGB components, 0 to 1).
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}

/// What a `#colorLiteral` is when its type is not otherwise decided, as on iOS.
public typealias _ColorLiteralType = UIColor
