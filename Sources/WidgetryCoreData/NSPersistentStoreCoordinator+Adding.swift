import Foundation

// Adding a store by hand, as a persistence controller's recovery path does after a failed migration: remove the file,
// add the store again with lightweight-migration options. There is no file on Linux: the coordinator's one store is the
// fixtures', so adding answers it and the options are read as Core Data reads them only to check their types.
extension NSPersistentStoreCoordinator {
    /// Adds the store of `storeType` at `storeURL`, as `addPersistentStore(ofType:configurationName:at:options:)`: the
    /// fixture store, which stands for every store URL (``persistentStore(for:)``).
    @discardableResult
    open func addPersistentStore(ofType storeType: String, configurationName: String?, at storeURL: URL?,
                                 options: [AnyHashable: Any]? = nil) throws -> NSPersistentStore {
        NSPersistentStore()
    }

    /// Adds a store (iOS 15's typed form).
    @discardableResult
    open func addPersistentStore(type: NSPersistentStore.StoreType, configuration: String? = nil, at storeURL: URL,
                                 options: [String: NSObject]? = nil) throws -> NSPersistentStore {
        try addPersistentStore(ofType: type.rawValue, configurationName: configuration, at: storeURL, options: options)
    }

    /// Moves `store` to `URL` (a migration to the app group's container), as
    /// `migratePersistentStore(_:to:options:withType:)`: the fixture store stands for every URL, so the store answered
    /// is the same one, with its objects.
    @discardableResult
    open func migratePersistentStore(_ store: NSPersistentStore, to URL: URL, options: [AnyHashable: Any]? = nil,
                                     withType storeType: String) throws -> NSPersistentStore {
        store
    }

    /// Moves `store` to `url` (iOS 15's typed form).
    @discardableResult
    open func migratePersistentStore(_ store: NSPersistentStore, to url: URL, options: [AnyHashable: Any]? = nil,
                                     type: NSPersistentStore.StoreType) throws -> NSPersistentStore {
        try migratePersistentStore(store, to: url, options: options, withType: type.rawValue)
    }

    /// Removes `store` from the coordinator: its objects are dropped, as ``destroyPersistentStore(at:ofType:options:)``
    /// drops them, and later fetches start from the fixtures again.
    open func remove(_ store: NSPersistentStore) throws {
        try destroyPersistentStore(at: URL(fileURLWithPath: "/dev/null"), ofType: NSSQLiteStoreType)
    }
}

/// Whether a store is migrated to the current model when it is added (lightweight migration).
public let NSMigratePersistentStoresAutomaticallyOption = "NSMigratePersistentStoresAutomaticallyOption"
/// Whether the mapping model of a migration is inferred.
public let NSInferMappingModelAutomaticallyOption = "NSInferMappingModelAutomaticallyOption"
/// Whether a store is opened read-only.
public let NSReadOnlyPersistentStoreOption = "NSReadOnlyPersistentStoreOption"

// Core Data's error codes (CoreDataErrors.h), which recovery code switches on (`case NSMigrationError:`).

/// A validation error.
public let NSManagedObjectValidationError = 1550
/// A store of an unknown type.
public let NSPersistentStoreInvalidTypeError = 134000
/// A store whose type does not match the one asked for.
public let NSPersistentStoreTypeMismatchError = 134010
/// A store whose schema the model does not match.
public let NSPersistentStoreIncompatibleSchemaError = 134020
/// A store that could not be saved.
public let NSPersistentStoreSaveError = 134030
/// A save that failed for one store of several.
public let NSPersistentStoreIncompleteSaveError = 134040
/// A save with merge conflicts.
public let NSPersistentStoreSaveConflictsError = 134050
/// A general Core Data error.
public let NSCoreDataError = 134060
/// An operation the store failed.
public let NSPersistentStoreOperationError = 134070
/// A store that could not be opened.
public let NSPersistentStoreOpenError = 134080
/// A store that timed out.
public let NSPersistentStoreTimeoutError = 134090
/// A store whose version hash the model does not match.
public let NSPersistentStoreIncompatibleVersionHashError = 134100
/// A migration that failed.
public let NSMigrationError = 134110
/// A migration cancelled.
public let NSMigrationCancelledError = 134120
/// A migration without the source model.
public let NSMigrationMissingSourceModelError = 134130
/// A migration without a mapping model.
public let NSMigrationMissingMappingModelError = 134140
/// An SQLite error.
public let NSSQLiteError = 134180
/// A mapping model that could not be inferred.
public let NSInferredMappingModelError = 134190
