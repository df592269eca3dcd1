import Foundation
import WidgetryFoundation

/// A view of a store's objects, as Core Data's `NSManagedObjectContext`. Fetches filter, sort and limit
/// the store's fixture objects (`CoreData/<Entity>.json`); inserts and deletes change what later fetches
/// see in this process; saving writes nothing (no store file on Linux). Blocks given to `perform` run at
/// once, on the caller's thread.
open class NSManagedObjectContext: NSObject, @unchecked Sendable {
    // @unchecked: a context is used on its own queue, as in Core Data.
    /// How the context is confined.
    public let concurrencyType: NSManagedObjectContextConcurrencyType
    /// The coordinator whose store it reads.
    open var persistentStoreCoordinator: NSPersistentStoreCoordinator?
    /// The parent context, if any (its coordinator is used).
    open var parent: NSManagedObjectContext? {
        didSet { if let parent { persistentStoreCoordinator = parent.persistentStoreCoordinator } }
    }
    /// Whether changes saved elsewhere are merged (they are all in one store here).
    open var automaticallyMergesChangesFromParent = false
    /// How conflicts are merged (nothing conflicts here).
    open var mergePolicy: Any = NSErrorMergePolicy
    /// The context's name, for debugging.
    open var name: String?
    /// The transaction author, for history tracking.
    open var transactionAuthor: String?
    /// Whether there are unsaved changes.
    open private(set) var hasChanges = false
    private lazy var ownCoordinator = NSPersistentStoreCoordinator(fixtures: .current)

    /// A context of `concurrencyType`.
    public init(concurrencyType: NSManagedObjectContextConcurrencyType) {
        self.concurrencyType = concurrencyType
        super.init()
    }

    var coordinator: NSPersistentStoreCoordinator { persistentStoreCoordinator ?? ownCoordinator }

    /// The objects `request` selects: those its predicate accepts, in its sort order, after its offset,
    /// at most its limit (0: no limit). With no fixture for the entity, none.
    open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
        guard let entityName = request.entityName ?? request.entity?.name else {
            throw NSManagedObjectContextError("a fetch request has no entity name; create it with NSFetchRequest(entityName: \"Entity\")")
        }
        let objectClass = request.entity?.managedObjectClass ?? (T.self as? NSManagedObject.Type) ?? NSManagedObject.self
        var objects = coordinator.objects(ofEntity: entityName, class: objectClass, context: self)
        if let predicate = request.predicate { objects = objects.filter { predicate.evaluate(with: $0) } }
        if let descriptors = request.sortDescriptors, !descriptors.isEmpty {
            objects.sort { a, b in
                for descriptor in descriptors {
                    let order = descriptor.compare(a, to: b)
                    if order != .orderedSame { return order == .orderedAscending }
                }
                return false
            }
        }
        objects = Array(objects.dropFirst(max(0, request.fetchOffset)))
        if request.fetchLimit > 0 { objects = Array(objects.prefix(request.fetchLimit)) }
        return objects.compactMap { $0 as? T }
    }

    /// How many objects `request` selects.
    open func count<T>(for request: NSFetchRequest<T>) throws -> Int { try fetch(request).count }

    /// Adds `object` to the store's objects of its entity.
    open func insert(_ object: NSManagedObject) {
        coordinator.insert(object)
        hasChanges = true
    }

    /// Removes `object` from the store's objects.
    open func delete(_ object: NSManagedObject) {
        coordinator.delete(object)
        hasChanges = true
    }

    /// The object with `objectID`.
    open func object(with objectID: NSManagedObjectID) -> NSManagedObject {
        guard let object = coordinator.object(with: objectID) else {
            fatalError("Core Data: no object with \(objectID.uriRepresentation()) in this store")
        }
        return object
    }

    /// The object with `objectID`, or an error naming it.
    open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
        guard let object = coordinator.object(with: objectID) else {
            throw NSManagedObjectContextError("no object with \(objectID.uriRepresentation()) in this store")
        }
        return object
    }

    /// Saves: nothing is written on Linux; the changes stay in this process.
    open func save() throws { hasChanges = false }
    /// Forgets the unsaved-changes flag.
    open func rollback() { hasChanges = false }
    /// Forgets the unsaved-changes flag.
    open func reset() { hasChanges = false }
    /// Nothing to refresh: objects hold their values.
    open func refreshAllObjects() {}
    /// Nothing to refresh.
    open func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {}

    /// Runs `block` (at once, here).
    open func perform(_ block: @escaping () -> Void) { block() }
    /// Runs `block` and waits.
    open func performAndWait(_ block: () -> Void) { block() }
    /// Runs `block` and returns its result.
    public func performAndWait<T>(_ block: () throws -> T) rethrows -> T { try block() }
    /// Runs `block` and returns its result.
    public func perform<T>(schedule: ScheduledTaskType = .immediate, _ block: @escaping () throws -> T) async rethrows -> T { try block() }

    func noteChange() { hasChanges = true }

    /// When an async `perform` runs.
    public enum ScheduledTaskType: Sendable { case immediate, enqueued }
}

/// A context's confinement, as `NSManagedObjectContextConcurrencyType`.
public enum NSManagedObjectContextConcurrencyType: UInt, Sendable {
    case confinementConcurrencyType, privateQueueConcurrencyType, mainQueueConcurrencyType
}

/// A merge policy's name (`NSMergeByPropertyObjectTrumpMergePolicy`); nothing conflicts here.
public struct NSMergePolicy: Sendable, Hashable {
    let name: String
    public static let error = NSMergePolicy(name: "error")
    public static let mergeByPropertyStoreTrump = NSMergePolicy(name: "mergeByPropertyStoreTrump")
    public static let mergeByPropertyObjectTrump = NSMergePolicy(name: "mergeByPropertyObjectTrump")
    public static let overwrite = NSMergePolicy(name: "overwrite")
    public static let rollback = NSMergePolicy(name: "rollback")
}
public let NSErrorMergePolicy: NSMergePolicy = NSMergePolicy.error
public let NSMergeByPropertyStoreTrumpMergePolicy: NSMergePolicy = NSMergePolicy.mergeByPropertyStoreTrump
public let NSMergeByPropertyObjectTrumpMergePolicy: NSMergePolicy = NSMergePolicy.mergeByPropertyObjectTrump
public let NSOverwriteMergePolicy: NSMergePolicy = NSMergePolicy.overwrite
public let NSRollbackMergePolicy: NSMergePolicy = NSMergePolicy.rollback

/// A context's error, naming the problem.
public struct NSManagedObjectContextError: Error, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
}
