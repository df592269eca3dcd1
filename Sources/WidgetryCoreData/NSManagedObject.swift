import Foundation
import WidgetryFoundation

/// Something a fetch request returns, as Core Data's `NSFetchRequestResult`.
public protocol NSFetchRequestResult: AnyObject {}

/// A Core Data object, as `NSManagedObject`: its attribute values by key, from its entity's fixture row
/// or set by code. `@NSManaged var name: String?` in a subclass reads and writes `name` here (the front
/// door writes the attribute as ``CDManaged()``, the same length, so columns stay).
open class NSManagedObject: KeyValueCodingObject, NSFetchRequestResult, @unchecked Sendable {
    // @unchecked: an object is used on its context's queue, as in Core Data.
    private var values: [String: Any] = [:]
    /// The object's entity.
    public let entity: NSEntityDescription
    /// The context the object belongs to.
    public private(set) weak var managedObjectContext: NSManagedObjectContext?
    /// The object's identity.
    public private(set) lazy var objectID = NSManagedObjectID(entityName: entity.name ?? "", object: self)

    /// An object of `entity`, inserted into `context` when given.
    public required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        self.entity = entity
        super.init()
        context?.insert(self)
    }

    /// An object of this class's entity, inserted into `context`.
    public convenience init(context: NSManagedObjectContext) {
        self.init(entity: Self.entity(), insertInto: context)
    }

    /// The entity named after the class, as Xcode's generated classes are.
    open class func entity() -> NSEntityDescription { NSEntityDescription(name: String(describing: self), managedObjectClass: self) }

    /// A fetch request for the class's entity.
    open class func fetchRequest() -> NSFetchRequest<any NSFetchRequestResult> {
        NSFetchRequest<any NSFetchRequestResult>(entityName: String(describing: self))
    }

    /// The raw value of `key` (a fixture's JSON value or what code set).
    open override func value(forKey key: String) -> Any? { values[key] }

    /// Sets `key`'s value.
    open override func setValue(_ value: Any?, forKey key: String) {
        values[key] = value
        managedObjectContext?.noteChange()
    }

    /// Sets values from a fixture row.
    func adopt(fixtureRow: [String: Any]) { values.merge(fixtureRow) { _, fixture in fixture } }

    /// `key`'s value as the property's declared type (what an `@NSManaged` property reads): a fixture
    /// value converted (numbers, ISO 8601 dates, UUIDs, enums by raw value); a missing key reads as nil
    /// for an optional, and as zero, false or empty otherwise, as a new object's scalar attributes do.
    public func _managedValue<T>(forKey key: String) -> T {
        if let value = FixtureValueDecoder.decode(values[key], as: T.self) { return value }
        if let none = FixtureValueDecoder.absent(as: T.self) { return none }
        for empty in [0, false, "", [Any](), [String: Any]()] as [Any] {
            if let value = FixtureValueDecoder.decode(empty, as: T.self) { return value }
        }
        fatalError("Core Data fixture: '\(key)' of \(entity.name ?? "an entity") has no value of type \(T.self); add \"\(key)\" to its fixture rows")
    }

    /// Whether the object has unsaved changes (always false: nothing is saved on Linux).
    public var hasChanges: Bool { false }
    /// Whether the object was inserted by code, not read from the store.
    public var isInserted: Bool { false }
    /// Whether the object was deleted.
    public var isDeleted: Bool { false }
    /// Whether the object is a fault (never: values are loaded with the object).
    public var isFault: Bool { false }
}

/// An object's identity, as `NSManagedObjectID`.
public final class NSManagedObjectID: NSObject, @unchecked Sendable {
    /// The entity's name.
    public let entityName: String
    private let object: ObjectIdentifier
    init(entityName: String, object: AnyObject) {
        self.entityName = entityName
        self.object = ObjectIdentifier(object)
    }
    /// A URL naming the object.
    public func uriRepresentation() -> URL { URL(string: "x-coredata://widgetry/\(entityName)/p\(UInt(bitPattern: object.hashValue))")! }
    /// Whether the object is not yet saved (never here).
    public var isTemporaryID: Bool { false }
    public override var hash: Int { object.hashValue }
    public override func isEqual(_ other: Any?) -> Bool { (other as? NSManagedObjectID)?.object == object }
}

/// An entity of a model, as `NSEntityDescription`.
public final class NSEntityDescription: NSObject, @unchecked Sendable {
    /// The entity's name.
    public var name: String?
    /// The class of its objects.
    public var managedObjectClass: NSManagedObject.Type
    /// The class's name.
    public var managedObjectClassName: String { String(describing: managedObjectClass) }

    init(name: String, managedObjectClass: NSManagedObject.Type) {
        self.name = name
        self.managedObjectClass = managedObjectClass
    }

    /// The entity named `entityName` (objects of it are plain `NSManagedObject`s unless a subclass fetched them).
    public class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
        NSEntityDescription(name: entityName, managedObjectClass: NSManagedObject.self)
    }

    /// A new object of the entity, inserted into `context`.
    public class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject {
        NSManagedObject(entity: NSEntityDescription(name: entityName, managedObjectClass: NSManagedObject.self), insertInto: context)
    }
}
