import Foundation
import WidgetryGraphics

/// The background of the current context as a fill, as SwiftUI's `.background` shape style (iOS 15+):
/// `containerBackground(.background, for: .widget)` fills with the system background — white in light
/// appearance, black in dark (UIKit's `systemBackground`, HIG values in ``SystemColor``).
public struct BackgroundStyle: ShapeStyle, Sendable, Hashable, PaintResolving {
    /// The background style.
    public init() {}

    func paint(in environment: EnvironmentValues) -> Paint {
        environment.backgroundStylePaint ?? .color(Color(storage: .system(.systemBackground)).resolve(in: environment))
    }
}

private struct BackgroundStylePaintKey: EnvironmentKey { static let defaultValue: Paint? = nil }

extension EnvironmentValues {
    /// What `.background` paints inside a `backgroundStyle(_:)`; nil: the system background.
    var backgroundStylePaint: Paint? {
        get { self[BackgroundStylePaintKey.self] }
        set { self[BackgroundStylePaintKey.self] = newValue }
    }
}

extension View {
    /// The style `.background` paints inside, as SwiftUI's `backgroundStyle(_:)` (iOS 16): `Rectangle().fill(.background)`
    /// and `.background(.background)` below it use `style` instead of the system background.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifyingEnvironment { environment in environment.backgroundStylePaint = style.resolvedPaint(in: environment) }
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The system background of the current appearance.
    public static var background: BackgroundStyle { BackgroundStyle() }
}
