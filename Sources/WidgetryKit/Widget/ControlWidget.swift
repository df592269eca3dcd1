/// A control for Control Center, the Lock Screen and the Action button (iOS 18), as WidgetKit's
/// `ControlWidget`. Controls are not widgets Widgetry lays out (the system draws them from a symbol and a
/// title); a bundle may list them beside its widgets, and they compile and are left out of the matrix.
public protocol ControlWidget {
    /// The configuration type `body` returns.
    associatedtype Body: ControlWidgetConfiguration
    /// Creates the control.
    init()
    /// The control's configuration.
    var body: Body { get }
}

/// What a control's `body` returns, as WidgetKit's `ControlWidgetConfiguration`.
public protocol ControlWidgetConfiguration {}

extension ControlWidgetConfiguration {
    /// The name shown when the user adds the control.
    public func displayName(_ name: String) -> Self { self }
    /// The description shown when the user adds the control.
    public func description(_ description: String) -> Self { self }
    /// Asks the user to configure the control when it is added.
    public func promptsForUserConfiguration() -> Self { self }
    /// The handler of the control's push tokens (iOS 18); no push service here, so it is never called.
    public func pushHandler(_ pushHandlerType: any ControlPushHandler.Type) -> Self { self }
}
