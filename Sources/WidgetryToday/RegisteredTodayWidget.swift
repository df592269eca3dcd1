/// A Today widget known to the tools: a name and how to create its controller (the host creates a new
/// one on every appearance, as iOS does).
public struct RegisteredTodayWidget: Sendable {
    /// The name `widgetry today --widget` takes.
    public let name: String
    /// One line about the widget.
    public let summary: String
    /// Creates a fresh controller.
    public let makeController: @Sendable () -> TodayViewController

    /// Registers a Today widget.
    public init(name: String, summary: String = "", makeController: @escaping @Sendable () -> TodayViewController) {
        self.name = name
        self.summary = summary
        self.makeController = makeController
    }
}
