import Foundation
import WidgetryGraphics

/// A shape style drawn at a fraction of its opacity, as `ShapeStyle.opacity(_:)` (`.tint.opacity(0.2)`).
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle, PaintResolving {
    let base: Base
    let opacity: Double

    func paint(in environment: EnvironmentValues) -> Paint {
        let factor = opacity.isFinite ? min(max(opacity, 0), 1) : 1
        return base.resolvedPaint(in: environment).mappingColors { $0.opacity(factor) }
    }
}

extension ShapeStyle {
    /// This style with its opacity multiplied by `opacity` (SwiftUI's `ShapeStyle.opacity(_:)`).
    /// Disfavoured so that `Color.opacity(_:)` and `View.opacity(_:)` keep their own meaning.
    @_disfavoredOverload
    public func opacity(_ opacity: Double) -> _OpacityShapeStyle<Self> { _OpacityShapeStyle(base: self, opacity: opacity) }
}
