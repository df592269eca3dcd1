import Foundation

/// Tells the system whether a Today widget has content to show, as NotificationCenter's `NCWidgetController`
/// (iOS 8–14). Recorded only: Widgetry's Today host shows a widget whenever it is asked to.
open class NCWidgetController: @unchecked Sendable {
    private let lock = NSLock()
    private var hasContent: [String: Bool] = [:]

    /// A controller, as `widgetController()` makes one.
    public init() {}

    /// The controller for the calling app or extension.
    open class func widgetController() -> NCWidgetController { NCWidgetController() }

    /// Records whether the widget with `bundleID` has content (iOS hides one that has none from the Today view).
    open func setHasContent(_ flag: Bool, forWidgetWithBundleIdentifier bundleID: String) {
        lock.lock(); defer { lock.unlock() }
        hasContent[bundleID] = flag
    }

    /// What was last recorded for `bundleID`; `nil` if nothing was.
    public func recordedHasContent(forWidgetWithBundleIdentifier bundleID: String) -> Bool? {
        lock.lock(); defer { lock.unlock() }
        return hasContent[bundleID]
    }
}
