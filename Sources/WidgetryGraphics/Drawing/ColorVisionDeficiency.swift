import Foundation

/// A colour vision deficiency, simulated as Machado, Oliveira & Fernandes model it: "A Physiologically-based
/// Model for Simulation of Color Vision Deficiency", IEEE Transactions on Visualization and Computer Graphics
/// 15(6):1291–1298, 2009 (doi:10.1109/TVCG.2009.113). Each dichromacy is one 3 × 3 matrix applied to linear RGB;
/// the matrices are the paper's severity 1.0 (full dichromacy) ones, as the authors publish them
/// (http://www.inf.ufrgs.br/~oliveira/pubs_files/CVD_Simulation/CVD_Simulation.html, "Protanopia",
/// "Deuteranopia", "Tritanopia" at severity 1.0).
public enum ColorVisionDeficiency: String, CaseIterable, Sendable, Codable {
    /// No long-wavelength (red) cones: about 1 % of men.
    case protanopia
    /// No medium-wavelength (green) cones: about 1 % of men.
    case deuteranopia
    /// No short-wavelength (blue) cones: rare.
    case tritanopia

    /// The severity 1.0 matrix of Machado et al. 2009, rows giving linear R, G and B.
    public var matrix: [[Double]] {
        switch self {
        case .protanopia:
            [[0.152286, 1.052583, -0.204868],
             [0.114503, 0.786281, 0.099216],
             [-0.003882, -0.048116, 1.051998]]
        case .deuteranopia:
            [[0.367322, 0.860646, -0.227968],
             [0.280085, 0.672501, 0.047413],
             [-0.011820, 0.042940, 0.968881]]
        case .tritanopia:
            [[1.255528, -0.076749, -0.178779],
             [-0.078411, 0.930809, 0.147602],
             [0.004733, 0.691367, 0.303900]]
        }
    }

    /// `color` as a person with this deficiency sees it: sRGB decoded to linear, the matrix applied, clamped to the
    /// display's gamut and encoded again; alpha is kept.
    public func simulate(_ color: RGBAColor) -> RGBAColor {
        let linear = [color.red, color.green, color.blue].map(RGBAColor.linearized)
        let m = matrix
        let out = (0..<3).map { row in RGBAColor.encoded(m[row][0] * linear[0] + m[row][1] * linear[1] + m[row][2] * linear[2]) }
        return RGBAColor(red: out[0], green: out[1], blue: out[2], alpha: color.alpha)
    }
}

extension RGBAColor {
    /// An sRGB component decoded to linear light (IEC 61966-2-1).
    static func linearized(_ c: Double) -> Double {
        let c = min(max(c, 0), 1)
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// A linear component encoded to sRGB, clamped to 0...1.
    static func encoded(_ c: Double) -> Double {
        let c = min(max(c, 0), 1)
        return c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055
    }

    /// The opaque colour in CIELAB (D65 white, the sRGB primaries): (L*, a*, b*).
    public var cieLab: (l: Double, a: Double, b: Double) {
        let r = Self.linearized(red), g = Self.linearized(green), b = Self.linearized(blue)
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24_389 ? cbrt(t) : (24_389.0 / 27 * t + 16) / 116 }
        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }

    /// The CIE 1976 colour difference ΔE*ab to `other`: about 2.3 is just noticeable side by side.
    public func deltaE(to other: RGBAColor) -> Double {
        let p = cieLab, q = other.cieLab
        return ((p.l - q.l) * (p.l - q.l) + (p.a - q.a) * (p.a - q.a) + (p.b - q.b) * (p.b - q.b)).squareRoot()
    }
}
