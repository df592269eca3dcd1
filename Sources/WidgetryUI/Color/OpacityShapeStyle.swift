import Foundation
import WidgetryGraphics

/// A shape style drawn at a fraction of its opacity, as `ShapeStyle.opacity(_:)` (`.tint.opacity(0.2)`).
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle, PaintResolving {
    let base: Base
    let opacity: Double

    func paint(in environment: EnvironmentValues) -> Paint {
        let factor = opacity.isFinite ? min(max(opacity, 0), 1) : 1
        switch base.resolvedPaint(in: environment) {
        case .color(let color): return .color(color.opacity(factor))
        case .linearGradient(let stops, let start, let end):
            return .linearGradient(stops: stops.map { GradientStop(color: $0.color.opacity(factor), location: $0.location) }, start: start, end: end)
        }
    }
}

extension ShapeStyle {
    /// This style with its opacity multiplied by `opacity` (SwiftUI's `ShapeStyle.opacity(_:)`).
    /// Disfavoured so that `Color.opacity(_:)` and `View.opacity(_:)` keep their own meaning.
    @_disfavoredOverload
    public func opacity(_ opacity: Double) -> _OpacityShapeStyle<Self> { _OpacityShapeStyle(base: self, opacity: opacity) }
}
