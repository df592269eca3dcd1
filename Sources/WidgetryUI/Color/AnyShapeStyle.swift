import Foundation
import WidgetryGraphics

/// A type-erased shape style, as SwiftUI's `AnyShapeStyle`: lets one expression choose between a colour
/// and a gradient or material (`isOn ? AnyShapeStyle(.tint) : AnyShapeStyle(.secondary)`).
public struct AnyShapeStyle: ShapeStyle, PaintResolving, @unchecked Sendable {
    // `@unchecked`: the wrapped style is never mutated after creation; every built-in style is a value type.
    let base: any ShapeStyle

    /// Erases the type of `style`.
    public init<S: ShapeStyle>(_ style: S) { base = style }

    func paint(in environment: EnvironmentValues) -> Paint { base.resolvedPaint(in: environment) }
}
