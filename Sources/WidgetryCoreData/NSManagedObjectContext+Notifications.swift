import Foundation

/// The objects a context inserted, changed and deleted over a span (since its last save, or since it last processed
/// pending changes), as Core Data keeps them for `insertedObjects`/`updatedObjects`/`deletedObjects` and its
/// notifications. An object inserted and then deleted in the same span leaves no trace, as in Core Data.
struct ObjectChanges {
    var inserted = Set<NSManagedObject>()
    var updated = Set<NSManagedObject>()
    var deleted = Set<NSManagedObject>()

    var isEmpty: Bool { inserted.isEmpty && updated.isEmpty && deleted.isEmpty }

    func contains(_ object: NSManagedObject) -> Bool {
        inserted.contains(object) || updated.contains(object) || deleted.contains(object)
    }

    mutating func insert(_ object: NSManagedObject) {
        if deleted.remove(object) == nil { inserted.insert(object) } else { updated.insert(object) }
    }

    mutating func update(_ object: NSManagedObject) {
        if !inserted.contains(object), !deleted.contains(object) { updated.insert(object) }
    }

    mutating func delete(_ object: NSManagedObject) {
        updated.remove(object)
        if inserted.remove(object) == nil { deleted.insert(object) }
    }

    /// The notification's user info: each non-empty set under Core Data's key.
    var userInfo: [AnyHashable: Any] {
        var info: [AnyHashable: Any] = [:]
        if !inserted.isEmpty { info[NSInsertedObjectsKey] = inserted }
        if !updated.isEmpty { info[NSUpdatedObjectsKey] = updated }
        if !deleted.isEmpty { info[NSDeletedObjectsKey] = deleted }
        return info
    }
}

extension NSNotification.Name {
    /// Posted by a context when its objects change (at `processPendingChanges()` and before a save), as Core Data's
    /// `NSManagedObjectContextObjectsDidChange`; the changed objects are in the user info.
    public static let NSManagedObjectContextObjectsDidChange = NSNotification.Name("NSManagedObjectContextObjectsDidChangeNotification")
    /// Posted by a context before it saves, as Core Data's `NSManagedObjectContextWillSave`.
    public static let NSManagedObjectContextWillSave = NSNotification.Name("NSManagingContextWillSaveChangesNotification")
    /// Posted by a context after it saves, with the saved objects in the user info, as Core Data's
    /// `NSManagedObjectContextDidSave`.
    public static let NSManagedObjectContextDidSave = NSNotification.Name("NSManagingContextDidSaveChangesNotification")
    /// Posted when another process changes the store, as Core Data's `NSPersistentStoreRemoteChange`. No other
    /// process shares a store on Linux, so it is never posted; observing it compiles and waits, as on a device
    /// where the app does not run.
    public static let NSPersistentStoreRemoteChange = NSNotification.Name("NSPersistentStoreRemoteChangeNotification")
}

extension NSManagedObjectContext {
    /// iOS 14's name for `NSManagedObjectContextObjectsDidChange`.
    public static let didChangeObjectsNotification = NSNotification.Name.NSManagedObjectContextObjectsDidChange
    /// iOS 14's name for `NSManagedObjectContextWillSave`.
    public static let willSaveObjectsNotification = NSNotification.Name.NSManagedObjectContextWillSave
    /// iOS 14's name for `NSManagedObjectContextDidSave`.
    public static let didSaveObjectsNotification = NSNotification.Name.NSManagedObjectContextDidSave

    /// The keys of a context notification's user info, as iOS 14's `NSManagedObjectContext.NotificationKey`.
    public enum NotificationKey: String, Sendable {
        case insertedObjects = "inserted"
        case updatedObjects = "updated"
        case deletedObjects = "deleted"
        case refreshedObjects = "refreshed"
        case invalidatedObjects = "invalidated"
        case invalidatedAllObjects = "invalidatedAll"
        case insertedObjectIDs = "inserted_objectIDs"
        case updatedObjectIDs = "updated_objectIDs"
        case deletedObjectIDs = "deleted_objectIDs"
        case refreshedObjectIDs = "refreshed_objectIDs"
        case invalidatedObjectIDs = "invalidated_objectIDs"
        case queryGeneration = "managedObjectContextQueryGenerationKey"
    }
}

/// The key of the refreshed objects in a change notification, as Core Data's (never present here: objects hold their
/// values, so none is refreshed).
public let NSRefreshedObjectsKey = "refreshed"
/// The key of the invalidated objects in a change notification (never present here).
public let NSInvalidatedObjectsKey = "invalidated"
/// The key saying every object was invalidated (never present here).
public let NSInvalidatedAllObjectsKey = "invalidatedAll"
/// The key of the history token in a remote-change notification, as Core Data's.
public let NSPersistentHistoryTokenKey = "historyToken"
/// The key of the store's UUID in a remote-change notification, as Core Data's.
public let NSStoreUUIDKey = "NSStoreUUID"
