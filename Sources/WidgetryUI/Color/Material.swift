import Foundation
import WidgetryGraphics

/// A blurring translucent background, as SwiftUI's materials (`.regularMaterial`, `.bar`…).
///
/// Approximation: Widgetry draws no blur. A material is drawn as a flat translucent fill of the
/// system background colour (white in light mode, a near-black grey in dark), thinner materials letting
/// more through. Apple publishes no material values; the opacities below are estimates chosen so the
/// order ultraThin < thin < regular < thick < ultraThick is kept and text on them stays legible.
public struct Material: ShapeStyle, Sendable, Hashable, PaintResolving {
    /// How much of the fill colour covers what is behind, 0…1.
    let coverage: Double
    let name: String

    /// The most translucent material.
    public static let ultraThinMaterial = Material(coverage: 0.35, name: "ultraThinMaterial")
    /// A more translucent material than regular.
    public static let thinMaterial = Material(coverage: 0.5, name: "thinMaterial")
    /// The standard material.
    public static let regularMaterial = Material(coverage: 0.65, name: "regularMaterial")
    /// A less translucent material than regular.
    public static let thickMaterial = Material(coverage: 0.8, name: "thickMaterial")
    /// The least translucent material.
    public static let ultraThickMaterial = Material(coverage: 0.9, name: "ultraThickMaterial")
    /// The material of toolbars and tab bars; estimated as the regular material.
    public static let bar = Material(coverage: 0.65, name: "bar")

    // SwiftUI's own names on `Material` (`Material.regular`, `.background(Material.thin)`); the `…Material` names are the
    // `ShapeStyle` members (`.fill(.regularMaterial)`).
    /// The most translucent material, as `Material.ultraThin`.
    public static var ultraThin: Material { ultraThinMaterial }
    /// A more translucent material than regular, as `Material.thin`.
    public static var thin: Material { thinMaterial }
    /// The standard material, as `Material.regular`.
    public static var regular: Material { regularMaterial }
    /// A less translucent material than regular, as `Material.thick`.
    public static var thick: Material { thickMaterial }
    /// The least translucent material, as `Material.ultraThick`.
    public static var ultraThick: Material { ultraThickMaterial }

    func paint(in environment: EnvironmentValues) -> Paint {
        // Reduce Transparency turns translucent materials opaque (Settings › Accessibility › Display & Text Size).
        environment.buildLog?.readReduceTransparency = true
        let color = self.color(in: environment)
        // Increase Contrast leaves materials as they are here; the dark appearance darkens them.
        environment.recordVariants(of: color, self.color(in:))
        return .color(color)
    }

    private func color(in environment: EnvironmentValues) -> RGBAColor {
        // Light materials whiten what is behind them; dark ones darken it with the dark grouped grey (28, 28, 30),
        // UIKit's `secondarySystemBackground` in dark mode.
        let base = environment.colorSchemeForColors == .dark ? SystemColor.secondarySystemBackground.resolve(.dark) : RGBAColor(red: 1, green: 1, blue: 1, alpha: 1)
        return environment.reducesTransparency ? base : base.opacity(coverage)
    }
}

extension ShapeStyle where Self == Material {
    /// The most translucent material.
    public static var ultraThinMaterial: Material { Material.ultraThinMaterial }
    /// A more translucent material than regular.
    public static var thinMaterial: Material { Material.thinMaterial }
    /// The standard material.
    public static var regularMaterial: Material { Material.regularMaterial }
    /// A less translucent material than regular.
    public static var thickMaterial: Material { Material.thickMaterial }
    /// The least translucent material.
    public static var ultraThickMaterial: Material { Material.ultraThickMaterial }
    /// The bar material.
    public static var bar: Material { Material.bar }
}
