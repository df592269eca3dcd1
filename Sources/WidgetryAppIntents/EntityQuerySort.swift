import Foundation

/// How a property query's results are sorted, as App Intents' `EntityQuerySort` (iOS 16): the property and the
/// direction Shortcuts asks for. A check runs no Shortcuts query; code that maps it to its own sort compiles.
public struct EntityQuerySort<Entity>: @unchecked Sendable {
    // `@unchecked`: a key path is immutable.
    /// The direction, as `EntityQuerySort.Ordering`.
    public enum Ordering: Sendable, Hashable {
        case ascending, descending
    }

    /// The property sorted by.
    public var by: PartialKeyPath<Entity>
    /// The direction.
    public var order: Ordering

    /// A sort by `by` in `order`.
    public init(by: PartialKeyPath<Entity>, order: Ordering) {
        self.by = by
        self.order = order
    }
}
