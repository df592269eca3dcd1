import Foundation

// Batch inserts and updates, as Core Data's `NSBatchInsertRequest` and `NSBatchUpdateRequest`: an app that syncs a
// server's rows writes them in one request. Core Data runs them in the store, past the contexts; here the store is the
// run's fixture store, so the rows are added to (or changed in) it and every context reads them, as after a merge.

/// Inserts rows of one entity in a batch, as Core Data's `NSBatchInsertRequest`: from dictionaries, or from a handler
/// called until it returns `true` (filling a dictionary, or an object of the entity's class — the class of the entity's
/// objects already in the store, else `NSManagedObject` — set on the request's `entity` when given).
open class NSBatchInsertRequest: NSPersistentStoreRequest, @unchecked Sendable {
    /// The entity's name.
    public let entityName: String
    /// The entity, when made from one.
    public let entity: NSEntityDescription?
    /// The rows to insert, by attribute name.
    open var objectsToInsert: [[String: Any]]?
    /// Fills one row per call; returns `true` when done.
    open var dictionaryHandler: ((NSMutableDictionary) -> Bool)?
    /// Fills one object per call; returns `true` when done (that object is not inserted).
    open var managedObjectHandler: ((NSManagedObject) -> Bool)?
    /// What ``NSBatchInsertResult/result`` holds.
    open var resultType: NSBatchInsertRequestResultType = .statusOnly

    private init(entityName: String, entity: NSEntityDescription?, objects: [[String: Any]]? = nil,
                 dictionaryHandler: ((NSMutableDictionary) -> Bool)? = nil, managedObjectHandler: ((NSManagedObject) -> Bool)? = nil) {
        self.entityName = entityName
        self.entity = entity
        objectsToInsert = objects
        self.dictionaryHandler = dictionaryHandler
        self.managedObjectHandler = managedObjectHandler
        super.init()
    }

    /// A request inserting `dictionaries` as objects of `entityName`.
    public convenience init(entityName: String, objects dictionaries: [[String: Any]]) {
        self.init(entityName: entityName, entity: nil, objects: dictionaries)
    }

    /// A request inserting `dictionaries` as objects of `entity`.
    public convenience init(entity: NSEntityDescription, objects dictionaries: [[String: Any]]) {
        self.init(entityName: entity.name ?? "", entity: entity, objects: dictionaries)
    }

    /// A request inserting the rows `handler` fills, one per call, until it returns `true`.
    public convenience init(entityName: String, dictionaryHandler handler: @escaping (NSMutableDictionary) -> Bool) {
        self.init(entityName: entityName, entity: nil, dictionaryHandler: handler)
    }

    /// A request inserting the rows `handler` fills into `entity`'s objects.
    public convenience init(entity: NSEntityDescription, dictionaryHandler handler: @escaping (NSMutableDictionary) -> Bool) {
        self.init(entityName: entity.name ?? "", entity: entity, dictionaryHandler: handler)
    }

    /// A request inserting the objects `handler` fills, one per call, until it returns `true`.
    public convenience init(entityName: String, managedObjectHandler handler: @escaping (NSManagedObject) -> Bool) {
        self.init(entityName: entityName, entity: nil, managedObjectHandler: handler)
    }

    /// A request inserting `entity`'s objects `handler` fills.
    public convenience init(entity: NSEntityDescription, managedObjectHandler handler: @escaping (NSManagedObject) -> Bool) {
        self.init(entityName: entity.name ?? "", entity: entity, managedObjectHandler: handler)
    }
}

/// What a batch insert reports, as Core Data's `NSBatchInsertRequestResultType`.
public enum NSBatchInsertRequestResultType: UInt, Sendable {
    case statusOnly = 0, objectIDs = 1, count = 2
}

/// What a batch insert gives: `true`, the new objects' IDs or their count. (Core Data's three batch results are
/// separate classes with the same shape; each is kept, as code casts to the one its request gives.)
open class NSBatchInsertResult: NSPersistentStoreResult, @unchecked Sendable {
    /// The result, of the type the request asked for.
    open private(set) var result: Any?
    init(result: Any?) {
        self.result = result
        super.init()
    }
}

/// Changes attributes of every object a predicate selects, as Core Data's `NSBatchUpdateRequest`.
open class NSBatchUpdateRequest: NSPersistentStoreRequest, @unchecked Sendable {
    /// The entity's name.
    public let entityName: String
    /// The entity, when made from one.
    public let entity: NSEntityDescription?
    /// Which objects change; all when nil.
    open var predicate: NSPredicate?
    /// The new values, by attribute name.
    open var propertiesToUpdate: [AnyHashable: Any]?
    /// Whether objects of sub-entities change too (every entity is its own here).
    open var includesSubentities = true
    /// What ``NSBatchUpdateResult/result`` holds.
    open var resultType: NSBatchUpdateRequestResultType = .statusOnlyResultType

    /// A request changing objects of `entityName`.
    public init(entityName: String) {
        self.entityName = entityName
        entity = nil
        super.init()
    }

    /// A request changing objects of `entity`.
    public init(entity: NSEntityDescription) {
        entityName = entity.name ?? ""
        self.entity = entity
        super.init()
    }
}

/// What a batch update reports, as Core Data's `NSBatchUpdateRequestResultType`.
public enum NSBatchUpdateRequestResultType: UInt, Sendable {
    case statusOnlyResultType = 0, updatedObjectIDsResultType = 1, updatedObjectsCountResultType = 2
}

/// What a batch update gives: `true`, the changed objects' IDs or their count.
open class NSBatchUpdateResult: NSPersistentStoreResult, @unchecked Sendable {
    /// The result, of the type the request asked for.
    open private(set) var result: Any?
    init(result: Any?) {
        self.result = result
        super.init()
    }
}

extension NSManagedObjectContext {
    /// Runs a batch insert into the store.
    func execute(_ insert: NSBatchInsertRequest) throws -> NSPersistentStoreResult {
        let entityClass = insert.entity?.managedObjectClass
            ?? (try? fetch(NSFetchRequest<NSManagedObject>(entityName: insert.entityName)))?.first.map { type(of: $0) } ?? NSManagedObject.self
        let entity = insert.entity ?? NSEntityDescription(name: insert.entityName, managedObjectClass: entityClass)
        var inserted: [NSManagedObject] = []
        func add(_ object: NSManagedObject) {
            coordinator.insert(object)
            inserted.append(object)
        }
        for row in insert.objectsToInsert ?? [] {
            let object = entityClass.init(entity: entity, insertInto: nil)
            object.adopt(fixtureRow: row)
            add(object)
        }
        if let handler = insert.dictionaryHandler {
            while true {
                let row = NSMutableDictionary()
                if handler(row) { break }
                let object = entityClass.init(entity: entity, insertInto: nil)
                object.adopt(fixtureRow: Dictionary(uniqueKeysWithValues: row.compactMap { key, value in (key as? String).map { ($0, value) } }))
                add(object)
            }
        }
        if let handler = insert.managedObjectHandler {
            while true {
                let object = entityClass.init(entity: entity, insertInto: nil)
                if handler(object) { break }
                add(object)
            }
        }
        switch insert.resultType {
        case .statusOnly: return NSBatchInsertResult(result: true)
        case .objectIDs: return NSBatchInsertResult(result: inserted.map(\.objectID))
        case .count: return NSBatchInsertResult(result: inserted.count)
        }
    }

    /// Runs a batch update in the store.
    func execute(_ update: NSBatchUpdateRequest) throws -> NSPersistentStoreResult {
        let request = NSFetchRequest<NSManagedObject>(entityName: update.entityName)
        request.predicate = update.predicate
        let objects = try fetch(request)
        for object in objects {
            for (key, value) in update.propertiesToUpdate ?? [:] {
                guard let name = (key as? String) ?? (key as? NSString).map(String.init(describing:)) else { continue }
                object.storeValue(value, forKey: name)
            }
        }
        switch update.resultType {
        case .statusOnlyResultType: return NSBatchUpdateResult(result: true)
        case .updatedObjectIDsResultType: return NSBatchUpdateResult(result: objects.map(\.objectID))
        case .updatedObjectsCountResultType: return NSBatchUpdateResult(result: objects.count)
        }
    }
}

/// How a store file is protected on disk, as `NSPersistentStoreFileProtectionKey` in a store's options (a check
/// writes no store file, so the option is accepted and has no effect).
public let NSPersistentStoreFileProtectionKey = "NSPersistentStoreFileProtectionKey"
