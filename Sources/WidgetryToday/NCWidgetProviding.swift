import Foundation

/// What a Today widget's view controller implements for the host (NotificationCenter's
/// `NCWidgetProviding`, display-mode part iOS 10–14).
///
/// Widgetry's ``TodayViewController`` adopts it; subclass that and override these methods, as an
/// iOS Today extension subclasses `UIViewController`.
public protocol NCWidgetProviding: AnyObject {
    /// The host changed the display mode (the user tapped "Show More"/"Show Less", or the widget
    /// appeared in a remembered mode); `maxSize` is the largest size the host grants in that mode.
    /// Set `preferredContentSize` here.
    func widgetActiveDisplayModeDidChange(_ activeDisplayMode: NCWidgetDisplayMode, withMaximumSize maxSize: CGSize)

    /// The host asks for fresh content; call `completionHandler` once with what happened.
    func widgetPerformUpdate(completionHandler: @escaping (NCUpdateResult) -> Void)
}

// Both requirements are optional in NotificationCenter (`@objc optional`), so a view controller that adopts the
// protocol and implements neither compiles, as on iOS.
extension NCWidgetProviding {
    /// Does nothing: a widget that does not implement it keeps its preferred size in every mode.
    public func widgetActiveDisplayModeDidChange(_ activeDisplayMode: NCWidgetDisplayMode, withMaximumSize maxSize: CGSize) {}

    /// Reports `.noData`: a widget that does not implement it has nothing new to show, so the previous snapshot stays.
    public func widgetPerformUpdate(completionHandler: @escaping (NCUpdateResult) -> Void) { completionHandler(.noData) }
}
