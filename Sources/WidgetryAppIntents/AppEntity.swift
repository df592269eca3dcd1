import Foundation
import WidgetryFoundation

/// A value from the app's own data an intent parameter can hold, as App Intents' `AppEntity`: an
/// identifier, a representation, and a query that finds entities by identifier.
///
/// A parameter of an entity type gets its query's ``EntityQuery/defaultResult()`` when the widget's
/// default configuration is rendered.
public protocol AppEntity: Identifiable, Sendable, TypeDisplayRepresentable, InstanceDisplayRepresentable {
    /// The query type.
    associatedtype DefaultQuery: EntityQuery
    /// The query the system uses to find entities of this type.
    static var defaultQuery: DefaultQuery { get }
}

extension AppEntity {
    /// `@Property`, the property wrapper of an entity's properties that intents can read.
    public typealias Property<Value> = EntityProperty<Value>
}

/// A property of an entity, as App Intents' `EntityProperty`, written `@Property(title: …)`.
@propertyWrapper
public final class EntityProperty<Value>: @unchecked Sendable {
    // @unchecked: every access to `storage` holds `lock`.
    private let lock = NSLock()
    private var storage: Value?

    /// The property's name, shown to users.
    public let title: LocalizedStringResource

    /// A property with an initial value.
    public init(wrappedValue: Value, title: LocalizedStringResource) {
        self.title = title
        storage = wrappedValue
    }

    /// A property set later (an optional starts as `nil`).
    public init(title: LocalizedStringResource) {
        self.title = title
        storage = ParameterDefaults.startingValue(of: Value.self)
    }

    /// The value; reading one never set stops the program, as on a device.
    public var wrappedValue: Value {
        get {
            guard let value = lock.withLock({ storage }) else { fatalError("the entity property '\(title)' was read before it was set") }
            return value
        }
        set { lock.withLock { storage = newValue } }
    }

    /// The property itself, as `$name`.
    public var projectedValue: EntityProperty<Value> { self }
}
