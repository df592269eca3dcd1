import Foundation

/// Deletes every object a fetch request selects, straight in the store, as Core Data's `NSBatchDeleteRequest`
/// (`context.execute(request)`). On iOS a batch delete skips the context and the caller merges the deleted IDs into
/// its contexts (``NSManagedObjectContext/mergeChanges(fromRemoteContextSave:into:)``); here every context shares the
/// fixture store, so the objects are gone from later fetches at once, and the merge has nothing left to do.
open class NSBatchDeleteRequest: NSPersistentStoreRequest, @unchecked Sendable {
    /// The objects to delete, when made from a fetch request.
    public let fetchRequest: NSFetchRequest<any NSFetchRequestResult>?
    /// The objects to delete, when made from their IDs.
    let objectIDs: [NSManagedObjectID]?
    /// What ``NSBatchDeleteResult/result`` holds: nothing, the deleted objects' IDs, or how many were deleted.
    open var resultType: NSBatchDeleteRequestResultType = .resultTypeStatusOnly

    /// A request deleting what `fetch` selects.
    public init(fetchRequest fetch: NSFetchRequest<any NSFetchRequestResult>) {
        fetchRequest = fetch
        objectIDs = nil
        super.init()
    }

    /// A request deleting the objects with these IDs.
    public init(objectIDs objects: [NSManagedObjectID]) {
        fetchRequest = nil
        objectIDs = objects
        super.init()
    }
}

/// What a batch delete reports, as Core Data's `NSBatchDeleteRequestResultType`.
public enum NSBatchDeleteRequestResultType: UInt, Sendable {
    /// Whether it succeeded.
    case resultTypeStatusOnly = 0
    /// The deleted objects' IDs.
    case resultTypeObjectIDs = 1
    /// How many objects were deleted.
    case resultTypeCount = 2
}

/// What executing a store request gives, as Core Data's `NSPersistentStoreResult`.
open class NSPersistentStoreResult: NSObject, @unchecked Sendable {}

/// What a batch delete gives, as Core Data's `NSBatchDeleteResult`: `true`, the deleted IDs (`[NSManagedObjectID]`)
/// or their count (`Int`), as the request's ``NSBatchDeleteRequest/resultType`` asked.
open class NSBatchDeleteResult: NSPersistentStoreResult, @unchecked Sendable {
    /// The result, of the type the request asked for.
    open private(set) var result: Any?
    init(result: Any?) {
        self.result = result
        super.init()
    }
}

/// The key of the inserted objects (or their IDs) in a save's change dictionary, as Core Data's.
public let NSInsertedObjectsKey = "inserted"
/// The key of the updated objects (or their IDs) in a save's change dictionary.
public let NSUpdatedObjectsKey = "updated"
/// The key of the deleted objects (or their IDs) in a save's change dictionary.
public let NSDeletedObjectsKey = "deleted"

extension NSManagedObjectContext {
    /// Runs a store request, as `execute(_:)`: a ``NSBatchDeleteRequest`` deletes what it selects from the fixture
    /// store (see there), a ``NSBatchInsertRequest`` or ``NSBatchUpdateRequest`` adds or changes rows in it, a ``NSPersistentHistoryChangeRequest`` reads or trims the store's history; other requests
    /// are refused with an error naming them.
    public func execute(_ request: NSPersistentStoreRequest) throws -> NSPersistentStoreResult {
        if let history = request as? NSPersistentHistoryChangeRequest { return coordinator.execute(history) }
        if let insert = request as? NSBatchInsertRequest { return try execute(insert) }
        if let update = request as? NSBatchUpdateRequest { return try execute(update) }
        guard let delete = request as? NSBatchDeleteRequest else {
            throw NSManagedObjectContextError("\(type(of: request)) is not supported by Widgetry's Core Data; batch delete, insert and update "
                                              + "requests and NSPersistentHistoryChangeRequest are")
        }
        let objects: [NSManagedObject]
        if let fetch = delete.fetchRequest {
            objects = try self.fetch(fetch).compactMap { $0 as? NSManagedObject }
        } else {
            objects = (delete.objectIDs ?? []).compactMap { coordinator.object(with: $0) }
        }
        let ids = objects.map(\.objectID)
        for object in objects { coordinator.delete(object) }
        switch delete.resultType {
        case .resultTypeStatusOnly: return NSBatchDeleteResult(result: true)
        case .resultTypeObjectIDs: return NSBatchDeleteResult(result: ids)
        case .resultTypeCount: return NSBatchDeleteResult(result: ids.count)
        }
    }

    /// Merges changes saved elsewhere into `contexts`, as `mergeChanges(fromRemoteContextSave:into:)`: every context
    /// here reads the one fixture store, which already holds the changes, so nothing is left to merge.
    public class func mergeChanges(fromRemoteContextSave changeNotificationData: [AnyHashable: Any], into contexts: [NSManagedObjectContext]) {}

    /// Merges the changes of a save notification, as `mergeChanges(fromContextDidSave:)`: nothing left to merge (see
    /// ``mergeChanges(fromRemoteContextSave:into:)``).
    public func mergeChanges(fromContextDidSave notification: Notification) {}
}

extension NSPersistentStoreCoordinator {
    /// The ID of the object whose ``NSManagedObjectID/uriRepresentation()`` is `url`, as
    /// `managedObjectID(forURIRepresentation:)`; `nil` when no object in the store has it.
    public func managedObjectID(forURIRepresentation url: URL) -> NSManagedObjectID? {
        objectID(forURIRepresentation: url)
    }
}
