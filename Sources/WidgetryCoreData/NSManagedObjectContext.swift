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
    /// What undoes the context's changes (apps set it to `nil` for speed); nothing is undone here.
    open var undoManager: UndoManager?
    /// The transaction author, for history tracking.
    open var transactionAuthor: String?
    /// Whether there are unsaved changes.
    open var hasChanges: Bool { !unsaved.isEmpty }
    /// How long fetched values may be reused before the store is read again (-1: as long as the context keeps
    /// them). Objects here hold their values, so it changes nothing read.
    open var stalenessInterval: TimeInterval = -1
    /// Whether a fault whose object another context deleted reads as a deleted object instead of throwing (Core Data's
    /// default, `true`). Kept: a widget's context has no other writer here.
    open var shouldDeleteInaccessibleFaults = true
    /// The generation `setQueryGenerationFrom(_:)` pinned.
    var pinnedGeneration: NSQueryGenerationToken?
    /// Changes since the last save (which a save notification and its history transaction report) and since the last
    /// `processPendingChanges()` (which the objects-did-change notification reports), under `changeLock`: shared code
    /// keeps one context in a static (`PersistenceController.shared.viewContext`), and a check runs several cells'
    /// providers at once on worker threads, where one extension process on iOS would run them in turn.
    private var changes = (unsaved: ObjectChanges(), pending: ObjectChanges())
    private let changeLock = NSLock()
    /// Changes since the last save.
    var unsaved: ObjectChanges { changeLock.withLock { changes.unsaved } }
    /// Changes since the last `processPendingChanges()`.
    var pending: ObjectChanges { changeLock.withLock { changes.pending } }
    /// Changes both records under the lock.
    func changing<T>(_ body: (inout ObjectChanges, inout ObjectChanges) -> T) -> T {
        changeLock.withLock {
            // Moved out and back, so the sets stay uniquely referenced (no copy per change) and the two `inout`s do not
            // overlap on one stored property, which Swift's exclusivity checking refuses.
            var (unsaved, pending) = changes
            changes = (ObjectChanges(), ObjectChanges())
            defer { changes = (unsaved, pending) }
            return body(&unsaved, &pending)
        }
    }
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
        // Core Data registers fetched objects with the fetching context; here they are shared by every context
        // of the store, so an object belongs to the first that reads it (its edits are that context's changes).
        for object in objects where object.managedObjectContext == nil { object.managedObjectContext = self }
        if request.resultType.contains(.countResultType) { return [NSNumber(value: objects.count)].compactMap { $0 as? T } }
        if request.resultType.contains(.dictionaryResultType) {
            return DictionaryFetch(request).rows(of: objects).compactMap { row in (NSDictionary(dictionary: row) as? T) ?? (row as? T) }
        }
        if request.resultType.contains(.managedObjectIDResultType) { return objects.compactMap { $0.objectID as? T } }
        return objects.compactMap { $0 as? T }
    }

    /// How many objects `request` selects.
    open func count<T>(for request: NSFetchRequest<T>) throws -> Int { try fetch(request).count }

    /// Adds `object` to the store's objects of its entity.
    open func insert(_ object: NSManagedObject) {
        coordinator.insert(object)
        object.managedObjectContext = self
        changing { $0.insert(object); $1.insert(object) }
        if !object.hasAwakenedFromInsert {
            object.hasAwakenedFromInsert = true
            object.awakeFromInsert()
        }
    }

    /// Removes `object` from the store's objects.
    open func delete(_ object: NSManagedObject) {
        object.prepareForDeletion()
        coordinator.delete(object)
        changing { $0.delete(object); $1.delete(object) }
    }

    /// The object with `objectID`.
    open func object(with objectID: NSManagedObjectID) -> NSManagedObject {
        guard let object = coordinator.object(with: objectID) else {
            fatalError("Core Data: no object with \(objectID.uriRepresentation()) in this store")
        }
        return object
    }

    /// Gives `objects` permanent IDs, as Core Data does before their first save; here every ID is already permanent
    /// (``NSManagedObjectID/isTemporaryID`` is `false`), so nothing changes.
    open func obtainPermanentIDs(for objects: [NSManagedObject]) throws {}

    /// The object with `objectID`, or an error naming it.
    open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
        guard let object = coordinator.object(with: objectID) else {
            throw NSManagedObjectContextError("no object with \(objectID.uriRepresentation()) in this store")
        }
        return object
    }

    /// Saves, as Core Data's `save()`: pending changes are processed (the objects-did-change notification), then
    /// `NSManagedObjectContextWillSave` and `NSManagedObjectContextDidSave` (with the saved objects under
    /// `NSInsertedObjectsKey`, `NSUpdatedObjectsKey`, `NSDeletedObjectsKey`) are posted and the store's history
    /// gains a transaction. Nothing is written on Linux; the changes stay in this process.
    open func save() throws {
        processPendingChanges()
        guard !unsaved.isEmpty else { return }
        let saved = unsaved
        let objects = Array(saved.inserted) + Array(saved.updated) + Array(saved.deleted)
        for object in objects { object.willSave() }
        NotificationCenter.default.post(name: .NSManagedObjectContextWillSave, object: self)
        // What `willSave()` changed is saved with the rest, as in Core Data.
        let final = changing { unsaved, _ in defer { unsaved = ObjectChanges() }; return unsaved }
        coordinator.recordTransaction(of: final, context: self)
        NotificationCenter.default.post(name: .NSManagedObjectContextDidSave, object: self, userInfo: final.userInfo)
        for object in objects { object.didSave() }
    }
    /// Forgets the unsaved changes (objects keep the values they were given here).
    open func rollback() { changing { $0 = ObjectChanges(); $1 = ObjectChanges() } }
    /// Forgets the unsaved changes.
    open func reset() { changing { $0 = ObjectChanges(); $1 = ObjectChanges() } }
    /// Posts `NSManagedObjectContextObjectsDidChange` for the changes made since the last call, as Core Data does
    /// at the end of each event (fetched results controllers and observers update from it).
    open func processPendingChanges() {
        let changes = changing { _, pending in defer { pending = ObjectChanges() }; return pending }
        guard !changes.isEmpty else { return }
        NotificationCenter.default.post(name: .NSManagedObjectContextObjectsDidChange, object: self, userInfo: changes.userInfo)
    }
    /// Objects inserted and not yet saved.
    open var insertedObjects: Set<NSManagedObject> { unsaved.inserted }
    /// Objects changed and not yet saved.
    open var updatedObjects: Set<NSManagedObject> { unsaved.updated }
    /// Objects deleted and not yet saved.
    open var deletedObjects: Set<NSManagedObject> { unsaved.deleted }
    /// Nothing to refresh: objects hold their values.
    open func refreshAllObjects() {}
    /// Nothing to refresh.
    open func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {}

    /// The context whose block is running, which `NSFetchRequest.execute()` fetches in, as Core Data's "current context".
    @TaskLocal static var performing: NSManagedObjectContext?

    /// Runs `block` (at once, here).
    open func perform(_ block: @escaping () -> Void) { Self.$performing.withValue(self, operation: block) }
    /// Runs `block` and waits.
    open func performAndWait(_ block: () -> Void) { Self.$performing.withValue(self, operation: block) }
    /// Runs `block` and returns its result.
    public func performAndWait<T>(_ block: () throws -> T) rethrows -> T { try Self.$performing.withValue(self, operation: block) }
    /// Runs `block` and returns its result.
    public func perform<T>(schedule: ScheduledTaskType = .immediate, _ block: @escaping () throws -> T) async rethrows -> T {
        try Self.$performing.withValue(self, operation: block)
    }

    func noteChange(of object: NSManagedObject) {
        changing { $0.update(object); $1.update(object) }
    }

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
