import Foundation
import WidgetryGraphics

/// The tint of the view's environment as a fill, as SwiftUI's `.tint` shape style (iOS 15+):
/// `.foregroundStyle(.tint)` colours with the colour given to `.tint(_:)`, or the accent colour.
public struct TintShapeStyle: ShapeStyle, Sendable, Hashable, PaintResolving {
    /// The tint style.
    public init() {}

    func paint(in environment: EnvironmentValues) -> Paint { .color(environment.resolvedTint) }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The environment's tint colour (the accent colour unless `.tint(_:)` set one).
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension EnvironmentValues {
    /// The tint in effect: the colour `.tint(_:)` set, else the accent colour (system blue unless the
    /// asset catalog names an `AccentColor`, which Widgetry does not read yet).
    var resolvedTint: RGBAColor { (tint ?? .accentColor).resolve(in: self) }
}
