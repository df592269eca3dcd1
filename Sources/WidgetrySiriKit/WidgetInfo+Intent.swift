import WidgetryKit

extension WidgetInfo {
    /// The SiriKit intent the user configured this widget with, as WidgetKit's `configuration`; `nil` for a widget
    /// with no intent, and in Widgetry whenever the host recorded none (see ``WidgetInfo``).
    public var configuration: INIntent? { configurationObject as? INIntent }
}
