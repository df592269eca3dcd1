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
