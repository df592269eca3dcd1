import Foundation

/// Key-value coding on a class object, as Objective-C allows it (NSObject's instance methods answer on its classes
/// too): app code shared with an extension reaches `UIApplication.shared`, which extensions may not name, as
/// `(NSClassFromString("UIApplication") as? NSObject.Type)?.value(forKeyPath: "sharedApplication")`.
///
/// A widget extension has no application object, and Linux has no Objective-C runtime to ask: the answer is `nil`,
/// the branch such code takes in an extension on iOS.
extension NSObject {
    /// The class's value for `key`: `nil` (see the extension's notes).
    public class func value(forKey key: String) -> Any? { nil }
    /// The class's value at a dotted key path: `nil` (see the extension's notes).
    public class func value(forKeyPath keyPath: String) -> Any? { nil }
}
