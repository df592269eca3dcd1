import Foundation
import WidgetryGraphics

/// The gradient SwiftUI derives from one colour (`Color.blue.gradient`), as `AnyGradient`: a vertical
/// blend that is lighter at the top. Apple does not publish the blend; Widgetry approximates it as the
/// colour at 80 % opacity at the top over full opacity at the bottom, which keeps the hue and the
/// contrast of text drawn on it close to the device's.
public struct AnyGradient: ShapeStyle, Hashable, Sendable, PaintResolving {
    let base: Color

    /// The gradient of `color`.
    public init(_ color: Color) { base = color }

    /// The two colours of the blend, for styles that use this gradient another way (`.radialGradient(color.gradient, …)`).
    var gradient: Gradient { Gradient(colors: [base.opacity(0.8), base]) }

    func paint(in environment: EnvironmentValues) -> Paint {
        LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom).paint(in: environment)
    }
}

extension Color {
    /// A gradient from this colour, as SwiftUI's `Color.gradient`.
    public var gradient: AnyGradient { AnyGradient(self) }
}
