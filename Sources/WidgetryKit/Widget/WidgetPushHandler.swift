import Foundation

/// A type that receives the push token for widget reloads, as WidgetKit's `WidgetPushHandler` (iOS 26). A Linux run
/// has no Apple Push Notification service: no token is ever issued, so the handler is never made or called, as on a
/// device whose widgets were not configured for push.
public protocol WidgetPushHandler {
    /// WidgetKit makes the handler when a token changes.
    init()
    /// The push token changed for `widgets`.
    func pushTokenDidChange(_ pushInfo: WidgetPushInfo, widgets: [WidgetInfo])
}

/// The push token for widget reloads and relevance refreshes, as WidgetKit's `WidgetPushInfo` (iOS 26).
public struct WidgetPushInfo: Sendable {
    /// The token to send pushes to.
    public let token: Data
}

/// A type that receives the push tokens of controls, as WidgetKit's `ControlPushHandler` (iOS 18); never called here.
public protocol ControlPushHandler {
    init()
    /// The push tokens of `controls` changed.
    func pushTokensDidChange(controls: [ControlInfo])
}

/// A configured control, as WidgetKit's `ControlInfo` (iOS 18).
public struct ControlInfo: Sendable {
    /// The control's kind.
    public let kind: String
    /// The control's push token.
    public let pushInfo: ControlPushInfo?
}

/// A control's push token, as WidgetKit's `ControlPushInfo` (iOS 18).
public struct ControlPushInfo: Sendable {
    /// The token to send pushes to.
    public let token: Data
}

extension WidgetCenter {
    /// The current push token: `nil`, as before one is issued (no push service here).
    public var currentPushInfo: WidgetPushInfo? { get async { nil } }
}
