import Foundation
import WidgetryGraphics

// SwiftUI (iOS 16) makes `Gradient` itself a shape style: used as a fill it is a linear gradient from the
// top of the shape to its bottom, as `Color.gradient` is.
extension Gradient: ShapeStyle, PaintResolving {
    func paint(in environment: EnvironmentValues) -> Paint {
        LinearGradient(gradient: self, startPoint: .top, endPoint: .bottom).paint(in: environment)
    }
}

extension View {
    /// The tint of controls inside, as any shape style (iOS 16): a colour tints as `tint(_: Color?)` does;
    /// a gradient (`Gauge(…).tint(Gradient(colors: […]))`) tints in its first colour here, with an info
    /// finding, as Widgetry's controls are drawn in one tint colour.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        let colour: Color? = (tint as? Color) ?? (tint as? Gradient)?.stops.first?.color
            ?? (tint as? LinearGradient)?.gradient.stops.first?.color
        let approximated = tint != nil && !(tint is Color)
        return self.tint(colour)
            .acceptedWithoutEffect("tint(\(S.self))", "controls are tinted with the style's first colour", when: approximated)
    }
}
