import Foundation
import WidgetryFindings

/// WidgetKit on iOS 17+ refuses to draw a widget that never calls `containerBackground(for: .widget)`: it shows
/// "Please adopt containerBackground API" instead. Checked for a widget's content, not for a plain view's preview.
public struct ContainerBackgroundCheck: DrawingCheck {
    public init() {}

    public func findings(in drawn: DrawnCell) -> [Finding] {
        guard drawn.isWidget, drawn.layout.containerBackground == nil else { return [] }
        return [Finding(kind: .missingContainerBackground,
                        message: "'\(drawn.widget)' has no containerBackground(for: .widget): on iOS 17 and later WidgetKit shows \"Please adopt containerBackground API\" instead of the widget",
                        suggestion: "wrap the widget's background in .containerBackground(for: .widget) { … } (use Color.clear for none), or add .containerBackgroundRemovable(false) only where the background must stay")]
    }
}
