import Foundation

/// A request to a store, as Core Data's `NSPersistentStoreRequest`.
open class NSPersistentStoreRequest: NSObject, @unchecked Sendable {}

/// What a fetch returns, as `NSFetchRequestResultType`.
public struct NSFetchRequestResultType: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let managedObjectResultType = NSFetchRequestResultType([])
    public static let managedObjectIDResultType = NSFetchRequestResultType(rawValue: 1)
    public static let dictionaryResultType = NSFetchRequestResultType(rawValue: 2)
    public static let countResultType = NSFetchRequestResultType(rawValue: 4)
}

/// The objects of an entity a fetch selects, as Core Data's `NSFetchRequest`.
// `ResultType` is unconstrained: `NSFetchRequestResult` is an Objective-C protocol on iOS, whose existential
// conforms to itself (`NSFetchRequest<NSFetchRequestResult>`); a Swift protocol's does not.
open class NSFetchRequest<ResultType>: NSPersistentStoreRequest, @unchecked Sendable {
    /// The entity's name (its fixture is `CoreData/<name>.json`).
    open var entityName: String?
    /// Which objects (nil: all).
    open var predicate: NSPredicate?
    /// Their order.
    open var sortDescriptors: [NSSortDescriptor]?
    /// At most this many (0: no limit).
    open var fetchLimit: Int = 0
    /// Skipping this many first.
    open var fetchOffset: Int = 0
    /// Batch size (all objects are in memory here).
    open var fetchBatchSize: Int = 0
    /// Whether objects come back as faults (never here: values are loaded).
    open var returnsObjectsAsFaults = true
    /// Whether unsaved changes are included (always, here).
    open var includesPendingChanges = true
    /// Whether objects come with their values (always, here).
    open var includesPropertyValues = true
    /// Whether the entity's subentities are included.
    open var includesSubentities = true
    /// What the fetch returns: objects, their IDs, dictionaries of ``propertiesToFetch`` or the count.
    open var resultType: NSFetchRequestResultType = .managedObjectResultType
    /// The properties a dictionary fetch returns: attribute names, descriptions, or ``NSExpressionDescription``s.
    open var propertiesToFetch: [Any]?
    /// The properties a dictionary fetch groups by (names or descriptions): one dictionary per distinct combination.
    open var propertiesToGroupBy: [Any]?
    /// Which groups a grouped dictionary fetch keeps.
    open var havingPredicate: NSPredicate?
    /// Whether a dictionary fetch returns each distinct dictionary once.
    open var returnsDistinctResults = false
    /// Relationships to prefetch (nothing to prefetch here).
    open var relationshipKeyPathsForPrefetching: [String]?
    /// The entity, when set.
    open var entity: NSEntityDescription?

    /// A request for `entityName`'s objects.
    public init(entityName: String) {
        self.entityName = entityName
        super.init()
    }

    /// A request whose entity is set later.
    public override init() { super.init() }
}

extension NSFetchRequest {
    /// The objects this request selects in the context whose `perform` or `performAndWait` block is running, as Core
    /// Data's `execute()`. Outside such a block there is no context to ask, and the error says so (on iOS the call
    /// must also be made inside one).
    public func execute() throws -> [ResultType] {
        guard let context = NSManagedObjectContext.performing else {
            throw NSManagedObjectContextError("NSFetchRequest.execute() was called outside a context's perform or performAndWait block, so no context runs it; call it inside context.perform { … } or use context.fetch(request)")
        }
        return try context.fetch(self)
    }
}
