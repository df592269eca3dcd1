import Foundation

/// The properties an ``EntityPropertyQuery`` compares, as App Intents' `EntityQueryProperties`, built with
/// `QueryProperties { Property(\.$name) { EqualToComparator { … } } }`.
public struct EntityQueryProperties<Entity, ComparatorMappingType>: @unchecked Sendable {
    // @unchecked: the comparators' closures are only called, never changed.
    /// The properties, in the order written.
    public let properties: [EntityQueryProperty<Entity, ComparatorMappingType>]

    /// The properties the builder lists.
    public init(@EntityQueryPropertiesBuilder<Entity, ComparatorMappingType> properties: () -> [EntityQueryProperty<Entity, ComparatorMappingType>]) {
        self.properties = properties()
    }

    /// What comparing the property at `keyPath` by `kind` with `value` maps to, as the system asks when the user runs
    /// a Find action; `nil` when the query does not offer that comparison (or `value` is not of the property's type).
    public func comparator(for keyPath: PartialKeyPath<Entity>, _ kind: EntityQueryComparatorKind, value: Any) -> ComparatorMappingType? {
        properties.first { $0.keyPath == keyPath }?.comparators.first { $0.kind == kind }?.map(value)
    }
}

/// One comparable property and its comparators, as App Intents' `EntityQueryProperty`: `Property(\.$name) { … }`.
/// An optional property's comparators receive the unwrapped value, as on iOS.
public struct EntityQueryProperty<Entity, ComparatorMappingType>: @unchecked Sendable {
    // @unchecked: as EntityQueryProperties.
    /// The property, as the entity's `$name` key path.
    public let keyPath: PartialKeyPath<Entity>
    /// The comparisons offered, in the order written.
    public let comparators: [EntityQueryComparator<ComparatorMappingType>]

    /// A property of type `Value` and its comparators.
    public init<Value>(_ keyPath: KeyPath<Entity, EntityProperty<Value>>,
                       @EntityQueryComparatorsBuilder<Value, ComparatorMappingType> comparators: () -> [EntityQueryComparator<ComparatorMappingType>]) {
        self.keyPath = keyPath
        self.comparators = comparators()
    }

    /// An optional property: its comparators compare with a value of the wrapped type.
    public init<Value>(_ keyPath: KeyPath<Entity, EntityProperty<Value?>>,
                       @EntityQueryComparatorsBuilder<Value, ComparatorMappingType> comparators: () -> [EntityQueryComparator<ComparatorMappingType>]) {
        self.keyPath = keyPath
        self.comparators = comparators()
    }
}

/// Collects `Property(…)` lines, as App Intents' `QueryPropertiesBuilder`.
@resultBuilder
public enum EntityQueryPropertiesBuilder<Entity, ComparatorMappingType> {
    public typealias Component = [EntityQueryProperty<Entity, ComparatorMappingType>]

    public static func buildExpression(_ property: EntityQueryProperty<Entity, ComparatorMappingType>) -> Component { [property] }
    public static func buildBlock(_ parts: Component...) -> Component { parts.flatMap { $0 } }
    public static func buildOptional(_ part: Component?) -> Component { part ?? [] }
    public static func buildEither(first part: Component) -> Component { part }
    public static func buildEither(second part: Component) -> Component { part }
    public static func buildArray(_ parts: [Component]) -> Component { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: Component) -> Component { part }
}
