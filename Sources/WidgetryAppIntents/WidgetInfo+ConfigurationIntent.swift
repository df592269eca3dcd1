import WidgetryKit

extension WidgetInfo {
    /// The App Intent the user configured this widget with, as iOS 17's `widgetConfigurationIntent(of:)`; `nil` when
    /// the widget has none of that type, and in Widgetry whenever the host recorded none (see ``WidgetInfo``).
    public func widgetConfigurationIntent<Intent: WidgetConfigurationIntent>(of type: Intent.Type = Intent.self) -> Intent? {
        configurationObject as? Intent
    }
}
