import Foundation
import WidgetryCloudKit
import Synchronization
import WidgetryFoundation

/// A Core Data stack, as `NSPersistentContainer`: a model name, store descriptions (an app group's
/// store URL as apps set it), and a view context. Its store is the run's fixtures: `CoreData/<Entity>.json`
/// in `--fixtures DIR`, one JSON array of rows per entity.
open class NSPersistentContainer: NSObject, @unchecked Sendable {
    /// The model's name.
    public let name: String
    /// The model.
    public let managedObjectModel: NSManagedObjectModel
    /// The coordinator of the store.
    public let persistentStoreCoordinator: NSPersistentStoreCoordinator
    /// Where the stores are (set before `loadPersistentStores`).
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]
    /// The main-queue context.
    public private(set) lazy var viewContext: NSManagedObjectContext = {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        return context
    }()

    /// A container for the model named `name`.
    public convenience init(name: String) {
        self.init(name: name, managedObjectModel: NSManagedObjectModel(name: name))
    }

    /// A container for `model`.
    public init(name: String, managedObjectModel model: NSManagedObjectModel) {
        self.name = name
        managedObjectModel = model
        persistentStoreCoordinator = NSPersistentStoreCoordinator(fixtures: .current, model: model)
        persistentStoreDescriptions = [NSPersistentStoreDescription(url: Self.defaultDirectoryURL().appendingPathComponent("\(name).sqlite"))]
        super.init()
    }

    /// Where stores go by default.
    open class func defaultDirectoryURL() -> URL {
        FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSTemporaryDirectory())
    }

    /// "Loads" each store: the fixtures are read when an entity is first fetched; each description is
    /// reported loaded, with no error.
    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
        for description in persistentStoreDescriptions { block(description, nil) }
    }

    /// A private-queue context on the same store.
    open func newBackgroundContext() -> NSManagedObjectContext {
        let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        return context
    }

    /// Runs `block` with a background context (at once, here).
    open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) { block(newBackgroundContext()) }

    /// Runs `block` with a background context and returns its result.
    public func performBackgroundTask<T>(_ block: @escaping (NSManagedObjectContext) throws -> T) async rethrows -> T {
        try block(newBackgroundContext())
    }
}

/// A container that mirrors to CloudKit, as `NSPersistentCloudKitContainer`; nothing is mirrored here.
open class NSPersistentCloudKitContainer: NSPersistentContainer, @unchecked Sendable {
    /// Schema initialisation (nothing to do here).
    open func initializeCloudKitSchema(options: NSPersistentCloudKitContainerSchemaInitializationOptions = []) throws {}
}

/// Options for ``NSPersistentCloudKitContainer/initializeCloudKitSchema(options:)``.
public struct NSPersistentCloudKitContainerSchemaInitializationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let dryRun = Self(rawValue: 2)
    public static let printSchema = Self(rawValue: 4)
}

/// CloudKit mirroring options; kept for the API.
open class NSPersistentCloudKitContainerOptions: NSObject, @unchecked Sendable {
    /// The CloudKit container's identifier.
    public let containerIdentifier: String
    /// Which CloudKit database the store mirrors (private unless set); nothing is mirrored here.
    public var databaseScope: CKDatabase.Scope = .private
    /// Options for `containerIdentifier`.
    public init(containerIdentifier: String) { self.containerIdentifier = containerIdentifier }
}

/// Where a store is and how it opens, as `NSPersistentStoreDescription`.
open class NSPersistentStoreDescription: NSObject, @unchecked Sendable {
    /// The store file.
    open var url: URL?
    /// The store type.
    open var type: String = NSSQLiteStoreType
    /// The model configuration the store holds (every entity here).
    open var configuration: String?
    /// Whether the store is read-only (a widget's often is).
    open var isReadOnly = false
    /// Whether loading waits (it never waits here).
    open var shouldAddStoreAsynchronously = false
    /// Whether lightweight migration happens (fixtures need none).
    open var shouldMigrateStoreAutomatically = true
    /// Whether the mapping model is inferred.
    open var shouldInferMappingModelAutomatically = true
    /// CloudKit mirroring (not done here).
    open var cloudKitContainerOptions: NSPersistentCloudKitContainerOptions?
    /// The store's options by key.
    open private(set) var options: [String: NSObject] = [:]

    /// A description of the store at `url`.
    public init(url: URL) { self.url = url }
    /// A description with no location yet.
    public override init() {}

    /// Sets a store option (history tracking, remote change notifications); kept, not acted on.
    open func setOption(_ option: NSObject?, forKey key: String) { options[key] = option }
}

public let NSSQLiteStoreType = "SQLite"
public let NSInMemoryStoreType = "InMemory"
public let NSBinaryStoreType = "Binary"
public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey = "NSPersistentStoreRemoteChangeNotificationOptionKey"

/// A data model, as `NSManagedObjectModel`. On Linux no compiled model (`.momd`) exists: a model is its
/// name, and entities are named by the fetch requests and classes that use them.
open class NSManagedObjectModel: NSObject, @unchecked Sendable {
    /// The model's name.
    public let modelName: String?
    init(name: String?) { modelName = name }
    /// An empty model.
    public override init() { modelName = nil }
    /// The model at `url` (its name is the file's).
    public convenience init?(contentsOf url: URL) { self.init(name: url.deletingPathExtension().lastPathComponent) }
    /// The model's version identifiers (Xcode's "Core Data Model Version Identifier"; the stand-in model carries
    /// none, as most models set none).
    open var versionIdentifiers: Set<AnyHashable> = []
    /// The models merged from bundles.
    open class func mergedModel(from bundles: [Bundle]?) -> NSManagedObjectModel? { NSManagedObjectModel() }
    /// The model's entities (none for a model read from a file; those code builds).
    open var entities: [NSEntityDescription] = []
    /// The entities, by name.
    open var entitiesByName: [String: NSEntityDescription] {
        Dictionary(entities.compactMap { entity in entity.name.map { ($0, entity) } }, uniquingKeysWith: { first, _ in first })
    }
}

/// The coordinator of a store, as `NSPersistentStoreCoordinator`: here, the objects read from the
/// fixtures, per entity, and those inserted since.
open class NSPersistentStoreCoordinator: NSObject, @unchecked Sendable {
    // @unchecked: `objects` is read and written only with `lock` held.
    let fixtures: AppFixtures
    private let lock = NSLock()
    private var objects: [String: [NSManagedObject]] = [:]
    /// The transactions contexts saved, oldest first (``NSPersistentHistoryChangeRequest``).
    let history = Mutex<[NSPersistentHistoryTransaction]>([])

    /// The model the coordinator was made with.
    public let managedObjectModel: NSManagedObjectModel

    init(fixtures: AppFixtures, model: NSManagedObjectModel = NSManagedObjectModel()) {
        self.fixtures = fixtures
        managedObjectModel = model
        super.init()
    }

    /// A coordinator for `model`, over the run's fixtures.
    public convenience init(managedObjectModel model: NSManagedObjectModel) { self.init(fixtures: .current, model: model) }

    /// The fixture file of `entityName`: `CoreData/<entityName>.json`.
    public static func fixtureFile(ofEntity entityName: String, in fixtures: AppFixtures) -> URL {
        fixtures.folder.appendingPathComponent("CoreData/\(entityName).json")
    }

    func objects(ofEntity entityName: String, class objectClass: NSManagedObject.Type, context: NSManagedObjectContext) -> [NSManagedObject] {
        var fetched: [NSManagedObject] = []
        let all = lock.withLock {
            if let loaded = objects[entityName] { return loaded }
            let entity = NSEntityDescription(name: entityName, managedObjectClass: objectClass)
            let loaded = Self.fixtureRows(ofEntity: entityName, in: fixtures).map { row in
                let object = objectClass.init(entity: entity, insertInto: nil)
                object.adopt(fixtureRow: row)
                return object
            }
            objects[entityName] = loaded
            fetched = loaded
            return loaded
        }
        // Outside the lock: a model class's `awakeFromFetch` may fetch in turn.
        for object in fetched { object.awakeFromFetch() }
        return all
    }

    /// The rows of the entity's fixture; none when the file is absent. A file that is not an array of
    /// objects is reported on standard error (file and the fix) and gives none.
    static func fixtureRows(ofEntity entityName: String, in fixtures: AppFixtures) -> [[String: Any]] {
        let file = fixtureFile(ofEntity: entityName, in: fixtures)
        guard let data = FileManager.default.contents(atPath: file.path) else { return [] }
        guard let rows = (try? JSONSerialization.jsonObject(with: data)) as? [[String: Any]] else {
            FixtureWarnings.report("\(file.path): not a JSON array of objects; write [{\"attribute\": value, …}, …], one object per \(entityName)")
            return []
        }
        return rows
    }

    func insert(_ object: NSManagedObject) {
        let name = object.entity.name ?? ""
        _ = lock.withLock { objects[name] } ?? fixtureLoad(object)
        lock.withLock {
            if !(objects[name] ?? []).contains(where: { $0 === object }) { objects[name, default: []].append(object) }
        }
    }

    private func fixtureLoad(_ object: NSManagedObject) -> [NSManagedObject] {
        let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        context.persistentStoreCoordinator = self
        return objects(ofEntity: object.entity.name ?? "", class: type(of: object), context: context)
    }

    func delete(_ object: NSManagedObject) {
        lock.withLock { objects[object.entity.name ?? ""]?.removeAll { $0 === object } }
    }

    func objectID(forURIRepresentation url: URL) -> NSManagedObjectID? {
        lock.withLock { objects.values.joined().first { $0.objectID.uriRepresentation() == url }?.objectID }
    }

    func object(with objectID: NSManagedObjectID) -> NSManagedObject? {
        lock.withLock { objects[objectID.entityName]?.first { $0.objectID == objectID } }
    }

    /// The store at `url`, as `persistentStore(for:)`: the fixture store stands for every store URL a container was
    /// given, so one is answered for any URL.
    open func persistentStore(for url: URL) -> NSPersistentStore? { NSPersistentStore() }

    /// The coordinator's stores: the fixture store.
    open var persistentStores: [NSPersistentStore] { [NSPersistentStore()] }

    /// Deletes the store at `url`, as `destroyPersistentStore(at:ofType:options:)`: there is no file on Linux, so
    /// every object is dropped and later fetches start from the fixtures again.
    open func destroyPersistentStore(at url: URL, ofType storeType: String, options: [AnyHashable: Any]? = nil) throws {
        lock.withLock { objects = [:] }
    }

    /// Deletes the store at `url` (iOS 15's typed form).
    open func destroyPersistentStore(at url: URL, type storeType: NSPersistentStore.StoreType, options: [String: NSObject]? = nil) throws {
        try destroyPersistentStore(at: url, ofType: storeType.rawValue)
    }
}

/// A persistent store, as far as Core Data's typed API names it.
open class NSPersistentStore: NSObject, @unchecked Sendable {
    /// A store's kind, as `NSPersistentStore.StoreType` (iOS 15).
    public struct StoreType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An SQLite file.
        public static let sqlite = StoreType(rawValue: NSSQLiteStoreType)
        /// Memory only.
        public static let inMemory = StoreType(rawValue: NSInMemoryStoreType)
        /// A binary file.
        public static let binary = StoreType(rawValue: "Binary")
    }
}
