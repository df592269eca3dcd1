import Foundation

/// A colour space, as Core Graphics' `CGColorSpace`, for the calls widget code makes before reading pixels or
/// converting colours (`CGColorSpaceCreateDeviceRGB()`, `CGColorSpace(name: CGColorSpace.sRGB)`). Linux has no
/// Core Graphics; every colour here is sRGB (``CGColor``), so a space names its model and component count, and
/// converting between RGB spaces keeps the components (display P3 and sRGB differ by under a step of 8-bit colour
/// for the colours widgets use; wide-gamut colours are not modelled).
public final class CGColorSpace: @unchecked Sendable, Hashable {
    // `@unchecked`: immutable.
    /// The space's name (Apple's names, such as `kCGColorSpaceSRGB`); `nil` for device spaces.
    public let name: String?
    /// Grey, RGB, …
    public let model: CGColorSpaceModel

    init(name: String?, model: CGColorSpaceModel) {
        self.name = name
        self.model = model
    }

    /// The space of a name from ``sRGB``, ``displayP3``, …; `nil` for a name Core Graphics does not know.
    public convenience init?(name: String) {
        guard let model = Self.models[name] else { return nil }
        self.init(name: name, model: model)
    }

    /// The space of a name given as a Core Foundation string (`name as CFString`).
    public convenience init?(name: NSString) { self.init(name: name as String) }

    /// The colour components of a colour in the space (alpha not counted): 1 for grey, 3 for RGB.
    public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool { lhs.name == rhs.name && lhs.model == rhs.model }
    public func hash(into hasher: inout Hasher) { hasher.combine(name); hasher.combine(model) }

    // Apple declares these as `CFString`; Linux's Foundation does not re-export Core Foundation, so they are strings.
    /// The standard RGB space.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// sRGB with components beyond 0…1.
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// sRGB without the gamma curve.
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    /// Display P3, the iPhone's wide gamut.
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// Generic RGB.
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    /// Grey with a 2.2 gamma.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// Linear grey.
    public static let linearGray = "kCGColorSpaceLinearGray"
    /// Extended grey.
    public static let extendedGray = "kCGColorSpaceExtendedGray"

    private static let models: [String: CGColorSpaceModel] = [
        sRGB: .rgb, extendedSRGB: .rgb, linearSRGB: .rgb, displayP3: .rgb, genericRGBLinear: .rgb,
        genericGrayGamma2_2: .monochrome, linearGray: .monochrome, extendedGray: .monochrome,
    ]
}

/// The model of a colour space, as Core Graphics' `CGColorSpaceModel` (Apple's raw values).
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1, monochrome = 0, rgb = 1, cmyk = 2, lab = 3, deviceN = 4, indexed = 5, pattern = 6, XYZ = 7
}

/// How colours out of a space's gamut are mapped, as Core Graphics' `CGColorRenderingIntent` (accepted: the spaces
/// here share sRGB's gamut).
public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent = 0, absoluteColorimetric, relativeColorimetric, perceptual, saturation
}

/// The device's RGB space, as Core Graphics' `CGColorSpaceCreateDeviceRGB()` (sRGB on iPhones).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(name: nil, model: .rgb) }

/// The device's grey space, as Core Graphics' `CGColorSpaceCreateDeviceGray()`.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(name: nil, model: .monochrome) }

extension CGColor {
    /// The colour's space: sRGB, as every colour here is.
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }

    /// The colour in `space`, as `CGColor.converted(to:intent:options:)`: the same components in an RGB space (see
    /// ``CGColorSpace``), the Rec. 709 luminance and alpha in a grey one. `options` are accepted.
    public func converted(to space: CGColorSpace, intent: CGColorRenderingIntent, options: [String: Any]?) -> CGColor? {
        guard let c = components, c.count == 4 else { return nil }
        switch space.model {
        case .rgb: return CGColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        case .monochrome: return CGColor(gray: 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2], alpha: c[3])
        default: return nil
        }
    }
}
