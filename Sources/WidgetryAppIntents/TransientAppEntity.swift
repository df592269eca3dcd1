import Foundation

/// An entity made on the fly and never looked up by identifier (iOS 16), as App Intents'
/// `TransientAppEntity`: an intent's structured result. Its properties are written `@Property(title:)`.
public protocol TransientAppEntity: Sendable, TypeDisplayRepresentable, InstanceDisplayRepresentable {
    /// An entity with every property unset.
    init()
}

extension TransientAppEntity {
    /// `@Property`, the property wrapper of an entity's properties that intents can read.
    public typealias Property<Value> = EntityProperty<Value>
}
