import Foundation

#if !canImport(Darwin)
extension NotificationCenter {
    /// Foundation's selector-based observer, which Linux's Foundation lacks (no Objective-C runtime to send the
    /// selector). Shared app code registers one to refresh from iCloud's key-value store; here the registration is
    /// accepted and nothing is sent, told once as a note (``SkippedEffects``). The block-based
    /// `addObserver(forName:object:queue:using:)` works as on iOS.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        SkippedEffects.note("Foundation", "NotificationCenter observers added with a selector (\(aSelector)) are not called here: there is no Objective-C runtime to send it; use addObserver(forName:object:queue:using:)")
    }
}
#endif
