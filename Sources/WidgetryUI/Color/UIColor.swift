import Foundation
import WidgetryGraphics

/// UIKit's colour class, so widget code that passes UIKit colours to SwiftUI — `Color(.secondarySystemBackground)`,
/// `Color(uiColor: UIColor(named: "Brand")!)`, dynamic colours — compiles unchanged and draws as on iOS.
///
/// It lives in WidgetryUI rather than WidgetryUIKit because on iOS `import SwiftUI` alone already makes
/// `UIColor` visible (SwiftUI re-exports UIKit), and samples rely on that; `import UIKit` sees the same class.
/// The semantic and system colours are ``SystemColor``'s HIG values, so `Color(uiColor: .systemBlue)` is
/// exactly `Color.blue`. Immutable, hence `Sendable`.
///
/// As in UIKit it is an `NSObject` that adopts `NSSecureCoding`: settings packages store colours in `UserDefaults`
/// through `NSKeyedArchiver` (a `Defaults.Serializable` conformance needs `NSObject & NSSecureCoding`).
public final class UIColor: NSObject, NSSecureCoding, @unchecked Sendable {
    // `@unchecked`: `NSObject` is not `Sendable`; every stored property here is an immutable `let` of `Sendable` type.
    enum Storage: Sendable {
        case color(Color)
        case dynamic(@Sendable (UITraitCollection) -> UIColor)
    }

    let storage: Storage

    init(storage: Storage) {
        self.storage = storage
        super.init()
    }
    convenience init(system: SystemColor) { self.init(storage: .color(Color(storage: .system(system)))) }

    /// A colour from sRGB components in 0…1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(storage: .color(Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))))
    }

    /// A grey of `white` (0 black … 1 white).
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness in 0…1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(storage: .color(Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha))))
    }

    /// A colour from Display P3 components, drawn as sRGB (close, not exact), as `Color(.displayP3, …)` is.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A named colour from the asset catalog. A UIColor is made outside any view, so the name is looked up
    /// when the colour is drawn, in the catalog of the render; a missing colour is then a finding and draws
    /// clear, as `Color("name")` does. So this never returns `nil`, where UIKit would for a missing name.
    public convenience init?(named name: String) {
        self.init(storage: .color(Color(name)))
    }

    /// A named colour from the asset catalog of `bundle` (the render's catalog, as ``init(named:)``).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    /// A colour that `provider` picks for each appearance (light or dark) when it is drawn.
    public convenience init(dynamicProvider provider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        self.init(storage: .dynamic(provider))
    }

    /// The UIKit colour of a SwiftUI colour.
    public convenience init(_ color: Color) { self.init(storage: .color(color)) }

    /// The asset catalog's colour `resource` (`UIColor(resource: .brand)`, iOS 17), looked up when drawn.
    public convenience init(resource: ColorResource) { self.init(storage: .color(Color(resource))) }

    /// This colour with its alpha set to `alpha`: UIKit's `withAlphaComponent(_:)` replaces the alpha
    /// rather than multiplying it. Semantic colours keep following the appearance.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch storage {
        case .color(let color): return UIColor(storage: .color(Color(storage: .alphaReplaced(color.storage, Double(alpha)))))
        case .dynamic(let provider): return UIColor(dynamicProvider: { provider($0).withAlphaComponent(alpha) })
        }
    }

    /// The colour for a trait collection: a dynamic colour's choice for its appearance.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        switch storage {
        case .color: return self
        case .dynamic(let provider): return provider(traitCollection).resolvedColor(with: traitCollection)
        }
    }

    /// This colour as SwiftUI draws it (dynamic colours are chosen when drawn).
    var swiftUIColor: Color {
        switch storage {
        case .color(let color): return color
        case .dynamic: return Color(storage: .dynamic(DynamicColor(self)))
        }
    }

    /// The sRGB components for the light appearance with an empty asset catalog, as UIKit's
    /// `getRed(_:green:blue:alpha:)` answers outside any view; `true`, as every colour here has them.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let components = swiftUIColor.resolve(in: EnvironmentValues())
        red?.pointee = CGFloat(components.red)
        green?.pointee = CGFloat(components.green)
        blue?.pointee = CGFloat(components.blue)
        alpha?.pointee = CGFloat(components.alpha)
        return true
    }

    /// Fixed colours are equal when their definitions are; dynamic colours only to themselves.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        switch (storage, other.storage) {
        case (.color(let a), .color(let b)): return a == b
        default: return self === other
        }
    }

    /// Hashes the definition of a fixed colour, the identity of a dynamic one.
    public override var hash: Int {
        var hasher = Hasher()
        switch storage {
        case .color(let color): hasher.combine(color)
        case .dynamic: hasher.combine(ObjectIdentifier(self))
        }
        return hasher.finalize()
    }

    /// The colour's definition, for debugging.
    public override var description: String {
        switch storage {
        case .color(let color): return "UIColor(\(color.storage))"
        case .dynamic: return "UIColor(dynamicProvider:)"
        }
    }

    // NSSecureCoding: an archive keeps the sRGB components of the light appearance (``getRed(_:green:blue:alpha:)``), so a
    // colour read back from `UserDefaults` draws as the one stored; a dynamic or catalog colour comes back fixed.
    /// Colours decode only from their own keys.
    public static var supportsSecureCoding: Bool { true }

    /// Writes the colour's sRGB components.
    public func encode(with coder: NSCoder) {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        coder.encode(Double(red), forKey: Self.redKey)
        coder.encode(Double(green), forKey: Self.greenKey)
        coder.encode(Double(blue), forKey: Self.blueKey)
        coder.encode(Double(alpha), forKey: Self.alphaKey)
    }

    /// A colour from the components ``encode(with:)`` wrote; `nil` when the archive has none.
    public init?(coder: NSCoder) {
        guard coder.containsValue(forKey: Self.redKey) else { return nil }
        storage = .color(Color(red: coder.decodeDouble(forKey: Self.redKey), green: coder.decodeDouble(forKey: Self.greenKey),
                               blue: coder.decodeDouble(forKey: Self.blueKey), opacity: coder.decodeDouble(forKey: Self.alphaKey)))
        super.init()
    }

    private static let redKey = "UIRed", greenKey = "UIGreen", blueKey = "UIBlue", alphaKey = "UIAlpha"

    /// Text: black in light mode, white in dark.
    public static let label = UIColor(system: .label)
    /// Secondary text.
    public static let secondaryLabel = UIColor(system: .secondaryLabel)
    /// Tertiary text.
    public static let tertiaryLabel = UIColor(system: .tertiaryLabel)
    /// Placeholder text in fields: UIKit resolves it to the tertiary label's values (60, 60, 67, 0.3 light; 235, 235, 245,
    /// 0.3 dark; `UIColor.placeholderText.resolvedColor(with:)`).
    public static let placeholderText = UIColor(system: .tertiaryLabel)
    /// Quaternary text.
    public static let quaternaryLabel = UIColor(system: .quaternaryLabel)
    /// The main background.
    public static let systemBackground = UIColor(system: .systemBackground)
    /// Content layered on the main background.
    public static let secondarySystemBackground = UIColor(system: .secondarySystemBackground)
    /// Content layered on secondary content.
    public static let tertiarySystemBackground = UIColor(system: .tertiarySystemBackground)
    /// The background of grouped content.
    public static let systemGroupedBackground = UIColor(system: .systemGroupedBackground)
    /// Content layered on a grouped background.
    public static let secondarySystemGroupedBackground = UIColor(system: .secondarySystemGroupedBackground)
    /// Content layered on secondary grouped content.
    public static let tertiarySystemGroupedBackground = UIColor(system: .tertiarySystemGroupedBackground)
    /// Thin separator lines.
    public static let separator = UIColor(system: .separator)
    /// Separator lines that hide what is under them.
    public static let opaqueSeparator = UIColor(system: .opaqueSeparator)
    /// Links.
    public static let link = UIColor(system: .link)
    /// Fills of thin and small shapes.
    public static let systemFill = UIColor(system: .systemFill)
    /// Fills of medium-size shapes (a switch's track).
    public static let secondarySystemFill = UIColor(system: .secondarySystemFill)
    /// Fills of large shapes (input fields, search bars).
    public static let tertiarySystemFill = UIColor(system: .tertiarySystemFill)
    /// Fills of large areas with complex content.
    public static let quaternarySystemFill = UIColor(system: .quaternarySystemFill)
    /// The system grey.
    public static let systemGray = UIColor(system: .gray)
    /// The second system grey.
    public static let systemGray2 = UIColor(system: .systemGray2)
    /// The third system grey.
    public static let systemGray3 = UIColor(system: .systemGray3)
    /// The fourth system grey.
    public static let systemGray4 = UIColor(system: .systemGray4)
    /// The fifth system grey.
    public static let systemGray5 = UIColor(system: .systemGray5)
    /// The sixth system grey.
    public static let systemGray6 = UIColor(system: .systemGray6)
    /// The system red.
    public static let systemRed = UIColor(system: .red)
    /// The system orange.
    public static let systemOrange = UIColor(system: .orange)
    /// The system yellow.
    public static let systemYellow = UIColor(system: .yellow)
    /// The system green.
    public static let systemGreen = UIColor(system: .green)
    /// The system mint.
    public static let systemMint = UIColor(system: .mint)
    /// The system teal.
    public static let systemTeal = UIColor(system: .teal)
    /// The system cyan.
    public static let systemCyan = UIColor(system: .cyan)
    /// The system blue.
    public static let systemBlue = UIColor(system: .blue)
    /// The system indigo.
    public static let systemIndigo = UIColor(system: .indigo)
    /// The system purple.
    public static let systemPurple = UIColor(system: .purple)
    /// The system pink.
    public static let systemPink = UIColor(system: .pink)
    /// The system brown.
    public static let systemBrown = UIColor(system: .brown)
    /// The tint of controls: the system blue.
    public static let tintColor = UIColor(system: .blue)
    /// Black.
    public static let black = UIColor(white: 0, alpha: 1)
    /// White.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Transparent.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// 50 % grey.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// 33 % grey.
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// 67 % grey.
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// Pure red (1, 0, 0), as UIKit's `red`.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Pure green (0, 1, 0).
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Pure blue (0, 0, 1).
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Orange (1, 0.5, 0).
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Yellow (1, 1, 0).
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Purple (0.5, 0, 0.5).
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Cyan (0, 1, 1).
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Magenta (1, 0, 1).
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Brown (0.6, 0.4, 0.2).
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Text on dark backgrounds: white at 60 % opacity, whatever the appearance.
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    /// Text on light backgrounds: black, whatever the appearance.
    public static let darkText = UIColor(white: 0, alpha: 1)
}

/// A dynamic UIKit colour inside a SwiftUI ``Color``: equal only to itself, chosen when resolved.
final class DynamicColor: Hashable, Sendable {
    let uiColor: UIColor
    init(_ uiColor: UIColor) { self.uiColor = uiColor }

    /// The colour the provider picks for the environment's appearance.
    func color(for environment: EnvironmentValues) -> Color {
        uiColor.resolvedColor(with: UITraitCollection(environment: environment)).swiftUIColor
    }

    static func == (lhs: DynamicColor, rhs: DynamicColor) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Color {
    /// A colour from a UIKit colour; semantic and dynamic colours follow the colour scheme.
    ///
    /// Disfavored so that `Color(.brand)` picks `ColorResource.brand` when Xcode's asset symbols also declare
    /// `UIColor.brand`, as it compiles on iOS; `Color(.systemBackground)` still finds this initializer.
    @_disfavoredOverload
    public init(_ color: UIColor) { self = color.swiftUIColor }
    /// A colour from a UIKit colour; semantic and dynamic colours follow the colour scheme.
    public init(uiColor: UIColor) { self.init(uiColor) }
}
