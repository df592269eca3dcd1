import Foundation

/// A SiriKit intent, as Intents' `INIntent`: the class Xcode's generated intent classes (from an
/// `.intentdefinition` file) subclass, and what an ``IntentConfiguration`` hands its provider.
///
/// Linux has no Objective-C runtime: drop `@objc(…)` from generated code and write its `@NSManaged`
/// properties as plain stored properties with initial values (`public var team: Team? = nil`).
open class INIntent: NSObject {
    /// An intent with no parameters set; `required` so a configuration can create its intent type.
    public required override init() { super.init() }

    /// The identifier the system gives a donated intent, if any.
    open var identifier: String?

    /// Text shown for the intent in Siri suggestions, if set.
    open var suggestedInvocationPhrase: String?
}

/// What an intent handler answers, as Intents' `INIntentResponse`.
open class INIntentResponse: NSObject {
    /// An empty response.
    public override init() { super.init() }

    /// The activity the app continues from, if any.
    open var userActivity: NSUserActivity?
}

/// The outcome of resolving one intent parameter, as Intents' `INIntentResolutionResult`.
open class INIntentResolutionResult: NSObject {
    /// What the outcome is.
    public enum Outcome: Sendable, Hashable {
        /// The parameter needs a value.
        case needsValue
        /// The parameter is not needed.
        case notRequired
        /// The value cannot be used.
        case unsupported
        /// The value was resolved.
        case success
    }

    /// What the outcome is.
    public let outcome: Outcome

    /// An outcome; subclasses' class methods call this.
    public required init(outcome: Outcome) {
        self.outcome = outcome
        super.init()
    }

    /// The parameter needs a value.
    open class func needsValue() -> Self { Self(outcome: .needsValue) }
    /// The parameter is not needed.
    open class func notRequired() -> Self { Self(outcome: .notRequired) }
    /// The value cannot be used.
    open class func unsupported() -> Self { Self(outcome: .unsupported) }
}

/// The entry point of an Intents extension, as Intents' `INExtension`.
open class INExtension: NSObject {
    /// An extension.
    public override init() { super.init() }

    /// The object that handles `intent`; the extension itself unless overridden.
    open func handler(for intent: INIntent) -> Any? { self }
}

/// An activity an app can continue, as Foundation's `NSUserActivity` (absent from Foundation on
/// Linux): its type, title and user info.
open class NSUserActivity: NSObject {
    /// The activity's type, usually a reverse-DNS string.
    public let activityType: String
    /// The title shown for it, if any.
    open var title: String?
    /// Values the app needs to continue the activity.
    open var userInfo: [AnyHashable: Any]?

    /// An activity of `activityType`.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }
}
