import Foundation

/// The properties an ``EntityPropertyQuery``'s results can be sorted by, as App Intents' `EntityQuerySortingOptions`:
/// `SortingOptions { SortableBy(\.$name) }`.
public struct EntityQuerySortingOptions<Entity>: @unchecked Sendable {
    // @unchecked: key paths are immutable values.
    /// The sort options, in the order written.
    public let sortableBy: [EntityQuerySortableByProperty<Entity>]

    /// The options the builder lists.
    public init(@EntityQuerySortingOptionsBuilder<Entity> _ options: () -> [EntityQuerySortableByProperty<Entity>]) {
        sortableBy = options()
    }
}

/// One property results can be sorted by, as App Intents' `EntityQuerySortableByProperty`: `SortableBy(\.$name)`.
public struct EntityQuerySortableByProperty<Entity>: @unchecked Sendable {
    // @unchecked: as EntityQuerySortingOptions.
    /// The property, as the entity's `$name` key path (what ``EntityQuerySort/by`` holds when the user sorts by it).
    public let keyPath: PartialKeyPath<Entity>

    /// Sorting by the property at `keyPath`.
    public init<Value>(_ keyPath: KeyPath<Entity, EntityProperty<Value>>) { self.keyPath = keyPath }
}

/// Collects `SortableBy(…)` lines.
@resultBuilder
public enum EntityQuerySortingOptionsBuilder<Entity> {
    public typealias Component = [EntityQuerySortableByProperty<Entity>]

    public static func buildExpression(_ option: EntityQuerySortableByProperty<Entity>) -> Component { [option] }
    public static func buildBlock(_ parts: Component...) -> Component { parts.flatMap { $0 } }
    public static func buildOptional(_ part: Component?) -> Component { part ?? [] }
    public static func buildEither(first part: Component) -> Component { part }
    public static func buildEither(second part: Component) -> Component { part }
}
