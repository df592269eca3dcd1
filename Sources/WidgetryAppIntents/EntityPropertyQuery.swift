import Foundation

/// A query that finds entities by comparing their properties, as App Intents' `EntityPropertyQuery` (iOS 16): what
/// Shortcuts' "Find" action runs. ``properties`` lists which properties can be compared and how each comparison maps
/// to the query's own ``ComparatorMappingType`` (an `NSPredicate`, a `Predicate`, a SQL fragment…);
/// ``sortingOptions`` lists what results can be sorted by.
///
/// A widget never runs a Find action; the declarations are kept as written, and ``EntityQueryProperties/comparator(for:_:)``
/// gives the mapping a comparison would produce, so app code and tests can use them.
public protocol EntityPropertyQuery: EntityQuery {
    /// What each comparison becomes: the type every comparator's closure returns.
    associatedtype ComparatorMappingType

    /// The properties that can be compared, with their comparators.
    static var properties: EntityQueryProperties<Entity, ComparatorMappingType> { get }
    /// The properties results can be sorted by.
    static var sortingOptions: EntityQuerySortingOptions<Entity> { get }
    /// The description of the Find action Shortcuts shows; none unless the query says.
    static var findIntentDescription: IntentDescription? { get }

    /// The entities that match the comparisons (all of them or any, as `mode` says), sorted and limited.
    func entities(matching comparators: [ComparatorMappingType], mode: ComparatorMode,
                  sortedBy: [EntityQuerySort<Entity>], limit: Int?) async throws -> [Entity]
}

extension EntityPropertyQuery {
    /// No description: Shortcuts derives one.
    public static var findIntentDescription: IntentDescription? { nil }

    /// `QueryProperties { … }`, this query's property list.
    public typealias QueryProperties = EntityQueryProperties<Entity, ComparatorMappingType>
    /// `Property(\.$name) { … }`, one property and its comparators.
    public typealias Property = EntityQueryProperty<Entity, ComparatorMappingType>
    /// `SortingOptions { … }`, this query's sort options.
    public typealias SortingOptions = EntityQuerySortingOptions<Entity>
    /// `SortableBy(\.$name)`, one sort option.
    public typealias SortableBy = EntityQuerySortableByProperty<Entity>
}

/// How a Find action combines its comparisons, as App Intents' `ComparatorMode`.
public enum ComparatorMode: Sendable, Hashable {
    /// Every comparison must hold.
    case and
    /// Any comparison may hold.
    case or
}
