import Foundation

/// Another intent's parameters, read by a query or a dynamic options provider while the user edits that intent, as App
/// Intents' `IntentParameterDependency` (`@IntentParameterDependency<LaunchIntent>(\.$device) var launch`).
///
/// The value is there only while the system edits an intent whose named parameters all have values; Widgetry renders a
/// widget's configuration and edits none, so it is `nil`, as in a query run outside a configuration screen.
@propertyWrapper
public struct IntentParameterDependency<Intent: AppIntent>: @unchecked Sendable {
    // @unchecked: key paths are immutable values; Swift 6.3 does not mark `AnyKeyPath` Sendable.
    /// The key paths of the parameters depended on.
    public let parameters: [AnyKeyPath]

    /// A dependency on one or more of `Intent`'s parameters.
    public init<each Value>(_ parameters: repeat KeyPath<Intent, IntentParameter<each Value>>) {
        var keyPaths: [AnyKeyPath] = []
        for keyPath in repeat each parameters { keyPaths.append(keyPath) }
        self.parameters = keyPaths
    }

    /// The intent being edited, when it is one and the parameters have values; always `nil` in Widgetry.
    public var wrappedValue: Dependency? { nil }

    /// The intent a dependency reads, as App Intents' `IntentParameterDependency.Dependency`: `launch?.device` is the
    /// parameter's value, unwrapped, since the dependency exists only when every parameter named has one.
    @dynamicMemberLookup
    public struct Dependency {
        /// The intent.
        public let intent: Intent

        /// An optional parameter's value, which the dependency guarantees.
        public subscript<Value>(dynamicMember keyPath: KeyPath<Intent, Value?>) -> Value {
            guard let value = intent[keyPath: keyPath] else {
                preconditionFailure("an IntentParameterDependency is read only when its parameters have values")
            }
            return value
        }

        /// Any other property of the intent.
        @_disfavoredOverload
        public subscript<Value>(dynamicMember keyPath: KeyPath<Intent, Value>) -> Value { intent[keyPath: keyPath] }
    }
}
