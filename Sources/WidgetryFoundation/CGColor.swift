import Foundation

/// Core Graphics' colour, as the slice widget code meets it (`EKCalendar.cgColor`, `UIColor.cgColor`,
/// `Color(cgColor:)`): device RGB components and alpha. Linux has no Core Graphics; this holds the values.
public final class CGColor: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// Red, green, blue and alpha, each 0…1 (grey colours repeat their white value).
    public let components: [CGFloat]?
    /// The alpha component.
    public var alpha: CGFloat { components?.last ?? 1 }
    /// The number of components (always 4 here).
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// A colour from sRGB components, as `CGColor(red:green:blue:alpha:)`.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// A grey, as `CGColor(gray:alpha:)`.
    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, gray, gray, alpha]
    }

    /// A colour from `space`'s components followed by alpha, as `CGColor(colorSpace:components:)`: red, green, blue
    /// and alpha for an RGB space, white and alpha for a grey one (every space is read as sRGB here).
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        switch space.model {
        case .monochrome: self.init(gray: components[0], alpha: components[1])
        case .rgb: self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
        default: return nil
        }
    }
    /// An sRGB colour, as `CGColor(srgbRed:green:blue:alpha:)`.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// A grey with gamma 2.2, as `CGColor(genericGrayGamma2_2Gray:alpha:)`.
    public convenience init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) { self.init(gray: gray, alpha: alpha) }

    /// Returns this colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard let c = components, c.count == 4 else { return nil }
        return CGColor(red: c[0], green: c[1], blue: c[2], alpha: alpha)
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
    public var description: String { "CGColor(\((components ?? []).map { "\($0)" }.joined(separator: ", ")))" }

    /// Core Graphics' named constants.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// White.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent.
    public static let clear = CGColor(gray: 0, alpha: 0)
}
