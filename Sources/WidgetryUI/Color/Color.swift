import Foundation
import WidgetryGraphics

/// A colour, as in SwiftUI: a view that fills the space it is offered, and a ``ShapeStyle``.
///
/// Semantic colours (`.primary`, `.secondary`, system backgrounds, the system palette) resolve by the
/// environment's colour scheme to Apple's published values (see ``SystemColor``).
public struct Color: Hashable, Sendable, ShapeStyle {
    indirect enum Storage: Hashable, Sendable {
        case fixed(RGBAColor)
        case system(SystemColor)
        case named(String)
        case opacity(Storage, Double)
        /// A colour chosen per appearance when resolved (`Color(uiColor: UIColor(dynamicProvider:))`).
        case dynamic(DynamicColor)
        /// A colour whose alpha is replaced (UIKit's `withAlphaComponent(_:)`), not multiplied.
        case alphaReplaced(Storage, Double)
        /// Two colours mixed (`mix(with:by:in:)`), each resolved first.
        case mixed(Storage, Storage, Double, Gradient.ColorSpace)
    }

    let storage: Storage

    init(storage: Storage) { self.storage = storage }

    /// A colour from sRGB components in 0…1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        storage = .fixed(RGBAColor(red: red, green: green, blue: blue, alpha: opacity))
    }

    /// SwiftUI's colour space argument; Widgetry draws in sRGB.
    public enum RGBColorSpace: Sendable, Hashable { case sRGB, sRGBLinear, displayP3 }

    /// A colour in a named colour space. Display P3 values are drawn as sRGB: close, not exact.
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// A grey.
    public init(white: Double, opacity: Double = 1) { self.init(red: white, green: white, blue: white, opacity: opacity) }

    /// A colour from hue, saturation and brightness in 0…1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - floor(hue)) * 6, i = Int(h) % 6, f = h - floor(h)
        let v = brightness, p = v * (1 - saturation), q = v * (1 - saturation * f), t = v * (1 - saturation * (1 - f))
        let (r, g, b): (Double, Double, Double) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// A colour from the asset catalog (`Name.colorset` in an `.xcassets` folder), by name.
    public init(_ name: String, bundle: Bundle? = nil) { storage = .named(name) }

    /// This colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color { Color(storage: .opacity(storage, opacity)) }

    /// The colour's components for the colour scheme and asset catalog in `environment`.
    public func resolve(in environment: EnvironmentValues) -> RGBAColor {
        let resolved = Self.resolve(storage, in: environment)
        // A layout that may stand for its Increase Contrast or dark twin notes what each colour becomes there.
        if case .fixed = storage {
            environment.recordInvariant(resolved)
        } else {
            environment.recordVariants(of: resolved) { Self.resolve(storage, in: $0) }
        }
        return resolved
    }

    private static func resolve(_ storage: Storage, in environment: EnvironmentValues) -> RGBAColor {
        switch storage {
        case .fixed(let color): return color
        case .system(let color):
            if color.hasIncreasedContrastVariant { environment.buildLog?.readIncreaseContrast = true }
            return color.resolve(environment.colorSchemeForColors, increasedContrast: environment.increasesContrast, design: environment.systemDesign)
        case .named(let name):
            switch environment.assetCatalog.color(named: name, scheme: environment.colorSchemeForColors,
                                                  increasedContrast: environment.increasesContrast) {
            case .success(let resolved):
                if resolved.hasHighContrastVariant { environment.buildLog?.readIncreaseContrast = true }
                return resolved.color
            case .failure(let missing):
                // The colour may be missing in this appearance only, so the finding is this appearance's.
                environment.buildLog?.readColorScheme = true
                environment.buildLog?.report(missing.finding)
                return .clear
            }
        case .opacity(let base, let opacity): return resolve(base, in: environment).opacity(opacity)
        case .dynamic(let dynamic): return dynamic.color(for: environment).resolve(in: environment)
        case .alphaReplaced(let base, let alpha):
            var color = resolve(base, in: environment)
            color.alpha = alpha
            return color
        case .mixed(let lhs, let rhs, let fraction, let space):
            return mixed(resolve(lhs, in: environment), resolve(rhs, in: environment), by: fraction, in: space)
        }
    }
}

extension Color: View, PrimitiveView {
    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        // A Color view resolves its own name, so a missing colour is reported with the view's path.
        [context.reportingOnNode { environment in
            ShapeNode(shape: .rectangle, fill: .color(resolve(in: environment)), stroke: nil, name: "Color", context: context)
        }]
    }
}

extension Color {
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// The text colour: black in light mode, white in dark (UIKit `label`).
    public static let primary = Color(storage: .system(.label))
    /// Secondary text: UIKit `secondaryLabel`.
    public static let secondary = Color(storage: .system(.secondaryLabel))
    /// The app's accent colour: the system blue unless an `AccentColor` asset exists.
    public static let accentColor = Color(storage: .system(.blue))
    public static let red = Color(storage: .system(.red))
    public static let orange = Color(storage: .system(.orange))
    public static let yellow = Color(storage: .system(.yellow))
    public static let green = Color(storage: .system(.green))
    public static let mint = Color(storage: .system(.mint))
    public static let teal = Color(storage: .system(.teal))
    public static let cyan = Color(storage: .system(.cyan))
    public static let blue = Color(storage: .system(.blue))
    public static let indigo = Color(storage: .system(.indigo))
    public static let purple = Color(storage: .system(.purple))
    public static let pink = Color(storage: .system(.pink))
    public static let brown = Color(storage: .system(.brown))
    public static let gray = Color(storage: .system(.gray))
}

extension ShapeStyle where Self == Color {
    public static var clear: Color { .clear }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var accentColor: Color { Color.accentColor }
}
