import Foundation
import WidgetryGraphics

/// The system fill colours as a shape style, as SwiftUI's `.fill`, `.fill.secondary`, `.fill.tertiary`
/// and `.fill.quaternary` (iOS 17): the greys UIKit calls `systemFill` … `quaternarySystemFill`, which
/// widgets use as a container background that adapts to light and dark.
public struct FillShapeStyle: ShapeStyle, Sendable, Hashable, PaintResolving {
    let level: Int

    /// `systemFill`.
    public static let primary = FillShapeStyle(level: 0)
    /// `secondarySystemFill`.
    public var secondary: FillShapeStyle { FillShapeStyle(level: 1) }
    /// `tertiarySystemFill`.
    public var tertiary: FillShapeStyle { FillShapeStyle(level: 2) }
    /// `quaternarySystemFill`.
    public var quaternary: FillShapeStyle { FillShapeStyle(level: 3) }

    // UIKit's values for the four fills (sRGB 0–255 and alpha, light then dark), as UIColor reports them
    // on iOS 17.
    private static let light: [(Double, Double, Double, Double)] = [(120, 120, 128, 0.20), (120, 120, 128, 0.16), (118, 118, 128, 0.12), (116, 116, 128, 0.08)]
    private static let dark: [(Double, Double, Double, Double)] = [(120, 120, 128, 0.36), (120, 120, 128, 0.32), (118, 118, 128, 0.24), (118, 118, 128, 0.18)]

    func paint(in environment: EnvironmentValues) -> Paint {
        let color = self.color(in: environment)
        // The fills are the appearance's: a layout that may stand for its dark twin notes what this one becomes.
        environment.recordVariants(of: color, self.color(in:))
        return .color(color)
    }

    private func color(in environment: EnvironmentValues) -> RGBAColor {
        let (r, g, b, a) = (environment.colorSchemeForColors == .dark ? Self.dark : Self.light)[level]
        return RGBAColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// The system fill, with `.secondary`, `.tertiary` and `.quaternary` levels.
    public static var fill: FillShapeStyle { .primary }
}
