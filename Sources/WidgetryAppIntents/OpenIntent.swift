import Foundation

/// An intent the system defines the meaning of, as App Intents' `SystemIntent` (iOS 16).
public protocol SystemIntent: AppIntent {}

/// An intent that opens an entity in the app, as App Intents' `OpenIntent` (iOS 16): its `target` parameter is what
/// opens. With ``URLRepresentableIntent`` and a ``URLRepresentableEntity`` target it needs no `perform()`: the system
/// opens the target's URL.
public protocol OpenIntent: SystemIntent {
    /// The target's type.
    associatedtype Value
    /// What opens.
    var target: Value { get set }
}
