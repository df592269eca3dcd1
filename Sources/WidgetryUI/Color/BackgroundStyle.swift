import Foundation
import WidgetryGraphics

/// The background of the current context as a fill, as SwiftUI's `.background` shape style (iOS 15+):
/// `containerBackground(.background, for: .widget)` fills with the system background — white in light
/// appearance, black in dark (UIKit's `systemBackground`, HIG values in ``SystemColor``).
public struct BackgroundStyle: ShapeStyle, Sendable, Hashable, PaintResolving {
    /// The background style.
    public init() {}

    func paint(in environment: EnvironmentValues) -> Paint {
        .color(Color(storage: .system(.systemBackground)).resolve(in: environment))
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The system background of the current appearance.
    public static var background: BackgroundStyle { BackgroundStyle() }
}
