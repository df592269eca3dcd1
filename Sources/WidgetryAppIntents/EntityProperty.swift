import Foundation
import WidgetryCoreSpotlight
import WidgetryFoundation

/// A property of an entity, as App Intents' `EntityProperty`, written `@Property(title: …)` — or, from iOS 26,
/// `@Property` with no title (the system names it after the property) and `@Property(indexingKey: \.displayName)`,
/// which also fills that Spotlight attribute of an ``IndexedEntity``'s default ``IndexedEntity/attributeSet``.
@propertyWrapper
public final class EntityProperty<Value>: @unchecked Sendable {
    // @unchecked: every access to `storage` holds `lock`.
    private let lock = NSLock()
    private var storage: Value?

    /// The property's name, shown to users; `nil` when the code gives none (iOS 26 names it after the property).
    public let title: LocalizedStringResource?
    /// The Spotlight attribute the property's value fills when its entity is indexed (iOS 18), if any.
    public let indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>?

    /// A property with an initial value.
    public init(wrappedValue: Value, title: LocalizedStringResource? = nil,
                indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>? = nil) {
        self.title = title
        self.indexingKey = indexingKey
        storage = wrappedValue
    }

    /// A property set later (an optional starts as `nil`).
    public init(title: LocalizedStringResource? = nil, indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>? = nil) {
        self.title = title
        self.indexingKey = indexingKey
        storage = ParameterDefaults.startingValue(of: Value.self)
    }

    /// The value; reading one never set stops the program, as on a device.
    public var wrappedValue: Value {
        get {
            guard let value = currentValue else { fatalError("the entity property '\(title?.description ?? "\(Value.self)")' was read before it was set") }
            return value
        }
        set { lock.withLock { storage = newValue } }
    }

    /// The property itself, as `$name`: what queries' `Property(\.$name)` and `SortableBy(\.$name)` name.
    public var projectedValue: EntityProperty<Value> { self }

    /// The value, or `nil` when it was never set.
    var currentValue: Value? { lock.withLock { storage } }
}

/// An entity property seen without its value type: how an entity's default Spotlight attributes are filled.
protocol IndexableEntityProperty {
    /// Writes the value into `attributes` at the property's indexing key, when it has one whose type fits.
    func index(into attributes: CSSearchableItemAttributeSet)
}

extension EntityProperty: IndexableEntityProperty {
    func index(into attributes: CSSearchableItemAttributeSet) {
        guard let indexingKey, let value = currentValue else { return }
        // Spotlight's attributes are optionals: a `String` property fills a `String?` key, a `URL?` one a `URL?` key.
        if let key = indexingKey as? ReferenceWritableKeyPath<CSSearchableItemAttributeSet, Value?> {
            attributes[keyPath: key] = value
        } else if let key = indexingKey as? ReferenceWritableKeyPath<CSSearchableItemAttributeSet, Value> {
            attributes[keyPath: key] = value
        }
    }
}
