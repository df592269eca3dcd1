import WidgetryReference

/// One widget the user has placed, as WidgetKit's `WidgetInfo`: what
/// ``WidgetCenter/currentConfigurations()`` lists.
///
/// Widgetry's host places exactly the widget whose provider it is running (the cell's kind and family), so app
/// code that asks which widgets are installed — to decide whether to refresh shared data, say — sees that one.
public struct WidgetInfo: CustomStringConvertible {
    /// The widget's kind string, as in its configuration.
    public let kind: String
    /// The size it was placed at.
    public let family: WidgetFamily
    /// The intent the user configured, when known; `nil` when the host did not record one (Widgetry's does not:
    /// its providers receive the intent directly).
    package let configurationObject: Any?

    /// A placed widget; `configurationObject` is the configured SiriKit or App Intent, if any.
    package init(kind: String, family: WidgetFamily, configurationObject: Any? = nil) {
        self.kind = kind
        self.family = family
        self.configurationObject = configurationObject
    }

    public var description: String { "WidgetInfo(kind: \(kind), family: \(family))" }
}
