import Foundation
import WidgetryFoundation

/// Something a fetch request returns, as Core Data's `NSFetchRequestResult`: objects, object IDs, dictionaries and
/// counts (`NSNumber`), as Core Data declares it.
public protocol NSFetchRequestResult: AnyObject {}

extension NSDictionary: NSFetchRequestResult {}
extension NSNumber: NSFetchRequestResult {}

/// A Core Data object, as `NSManagedObject`: its attribute values by key, from its entity's fixture row
/// or set by code. `@NSManaged var name: String?` in a subclass reads and writes `name` here (the front
/// door writes the attribute as ``CDManaged()``, the same length, so columns stay).
open class NSManagedObject: KeyValueCodingObject, NSFetchRequestResult, @unchecked Sendable {
    // @unchecked: an object is used on its context's queue, as in Core Data.
    private var values: [String: Any] = [:]
    /// The object's entity.
    public let entity: NSEntityDescription
    /// The context the object belongs to.
    public internal(set) weak var managedObjectContext: NSManagedObjectContext?
    /// The object's identity.
    public private(set) lazy var objectID = NSManagedObjectID(entity: entity, object: self)

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

    /// An object made with `NSObject`'s `init()`, as `Item()` compiles on iOS: Core Data logs "Failed to call
    /// designated initializer" there, because the object has no entity description from a model. Here it takes the
    /// class's entity and belongs to no context, and a note says that the call skips Core Data's initializer.
    public override convenience init() {
        self.init(entity: Self.entity(), insertInto: nil)
        SkippedEffects.note("CoreData", "\(String(describing: Self.self))() skips Core Data's designated initializer (init(context:) or init(entity:insertInto:)); on iOS Core Data logs an error for it; here the object belongs to no context")
    }

    // The points where Core Data calls into a model class, which subclasses override to set defaults (`awakeFromInsert`: a
    // creation date, a UUID), keep derived values current (`willSave`) or clean up (`prepareForDeletion`). Declared in the
    // class body: Swift overrides only what a class declares (an extension's methods would need the Objective-C runtime).
    // Called at Core Data's moments: the first insertion into a context, the reading of a fixture row, each saved object
    // before and after its context's save, and deletion.

    /// Called once, when the object is first inserted into a context: set default values here.
    open func awakeFromInsert() {}
    /// Called when the object is read from the store (a fixture row here).
    open func awakeFromFetch() {}
    /// Called for each inserted, updated and deleted object when its context saves, before it is saved.
    open func willSave() {}
    /// Called for each object its context saved, after the save.
    open func didSave() {}
    /// Called when the object is deleted from its context, before the deletion.
    open func prepareForDeletion() {}
    /// Whether ``awakeFromInsert()`` was called: Core Data calls it on the first insertion only.
    var hasAwakenedFromInsert = false

    /// The entity named after the class, as Xcode's generated classes are.
    open class func entity() -> NSEntityDescription { NSEntityDescription(name: String(describing: self), managedObjectClass: self) }

    /// A fetch request for the class's entity. Its ``NSFetchRequest/entity`` names this class, so objects a first
    /// untyped fetch or batch delete (`let all: NSFetchRequest<NSFetchRequestResult> = Item.fetchRequest()`) reads from
    /// the fixture are made as `Item`s, as later typed fetches expect.
    // Disfavoured: Xcode's generated `@nonobjc class func fetchRequest() -> NSFetchRequest<Item>` wins an unannotated
    // `let request = Item.fetchRequest()`, as it does on iOS (where this one is imported from Objective-C); two plain
    // Swift overloads differing only in their result would be ambiguous.
    @_disfavoredOverload
    open class func fetchRequest() -> NSFetchRequest<any NSFetchRequestResult> {
        let request = NSFetchRequest<any NSFetchRequestResult>(entityName: String(describing: self))
        request.entity = entity()
        return request
    }

    /// The raw value of `key` (a fixture's JSON value or what code set).
    open override func storedValue(forKey key: String) -> Any? { values[key] }

    /// Sets `key`'s value.
    open override func storeValue(_ value: Any?, forKey key: String) {
        values[key] = value
        managedObjectContext?.noteChange(of: self)
    }

    /// Sets values from a fixture row.
    /// Every stored value, for a dictionary fetch that names no properties.
    var storedValues: [String: Any] { values }
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

    /// Whether the object was inserted, changed or deleted since its context last saved.
    public var hasChanges: Bool { managedObjectContext?.unsaved.contains(self) ?? false }
    /// Whether the object was inserted by code and not yet saved.
    public var isInserted: Bool { managedObjectContext?.unsaved.inserted.contains(self) ?? false }
    /// Whether the object was deleted and not yet saved.
    public var isDeleted: Bool { managedObjectContext?.unsaved.deleted.contains(self) ?? false }
    /// Whether the object is a fault (never: values are loaded with the object).
    public var isFault: Bool { false }

    /// The stored value of `key`, bypassing a custom accessor, as Core Data's `primitiveValue(forKey:)`.
    open func primitiveValue(forKey key: String) -> Any? { values[key] }
    /// Sets the stored value of `key`, bypassing a custom accessor (a change, as a set through the accessor is).
    open func setPrimitiveValue(_ value: Any?, forKey key: String) {
        values[key] = value
        managedObjectContext?.noteChange(of: self)
    }
    /// A to-many relationship as a set code can add to and remove from, as `mutableSetValue(forKey:)`: changes are
    /// written back to the object.
    open func mutableSetValue(forKey key: String) -> NSMutableSet {
        let set = NSMutableSet(set: (values[key] as? NSSet) ?? NSSet(array: (values[key] as? [Any]) ?? []))
        values[key] = set
        return set
    }
    /// An ordered to-many relationship as a mutable ordered set, written back to the object.
    open func mutableOrderedSetValue(forKey key: String) -> NSMutableOrderedSet {
        let set = NSMutableOrderedSet(orderedSet: (values[key] as? NSOrderedSet) ?? NSOrderedSet(array: (values[key] as? [Any]) ?? []))
        values[key] = set
        return set
    }
    // Custom accessors bracket their reads and writes with these, for Core Data's change tracking and faulting; here
    // a write through `setPrimitiveValue(_:forKey:)` is already a change and nothing is a fault, so they do nothing.
    /// Announces a change of `key` (custom accessors call it before `setPrimitiveValue`).
    open func willChangeValue(forKey key: String) {}
    /// Ends the announcement of a change of `key`.
    open func didChangeValue(forKey key: String) {}
    /// Announces a read of `key` (custom accessors call it before `primitiveValue`).
    open func willAccessValue(forKey key: String?) {}
    /// Ends the announcement of a read of `key`.
    open func didAccessValue(forKey key: String?) {}
}

/// An object's identity, as `NSManagedObjectID`.
public final class NSManagedObjectID: NSObject, NSFetchRequestResult, @unchecked Sendable {
    /// The entity's name.
    public let entityName: String
    /// The object's entity (`change.changedObjectID.entity.name` in history processing).
    public let entity: NSEntityDescription
    private let object: ObjectIdentifier
    init(entity: NSEntityDescription, object: AnyObject) {
        self.entity = entity
        self.entityName = entity.name ?? ""
        self.object = ObjectIdentifier(object)
    }
    /// A URL naming the object.
    public func uriRepresentation() -> URL { URL(string: "x-coredata://widgetry/\(entityName)/p\(UInt(bitPattern: object.hashValue))")! }
    /// Whether the object is not yet saved (never here).
    public var isTemporaryID: Bool { false }
    public override var hash: Int { object.hashValue }
    public override func isEqual(_ other: Any?) -> Bool { (other as? NSManagedObjectID)?.object == object }
}

/// An entity of a model, as `NSEntityDescription`: named by a model file or built in code (a model written
/// programmatically: `NSEntityDescription()` with its `properties`). Objects' values come from the entity's
/// fixture whichever way it was declared.
public final class NSEntityDescription: NSObject, @unchecked Sendable {
    /// The entity's name.
    public var name: String?
    /// The class of its objects.
    public var managedObjectClass: NSManagedObject.Type
    private var className: String?
    /// The class's name (as `NSStringFromClass` writes it, when code sets it).
    public var managedObjectClassName: String {
        get { className ?? String(describing: managedObjectClass) }
        set { className = newValue }
    }
    /// The entity's attributes and relationships.
    public var properties: [NSPropertyDescription] = []
    /// The attributes, by name.
    public var attributesByName: [String: NSAttributeDescription] {
        Dictionary(properties.compactMap { $0 as? NSAttributeDescription }.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }
    /// The relationships, by name.
    public var relationshipsByName: [String: NSRelationshipDescription] {
        Dictionary(properties.compactMap { $0 as? NSRelationshipDescription }.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    init(name: String, managedObjectClass: NSManagedObject.Type) {
        self.name = name
        self.managedObjectClass = managedObjectClass
    }

    /// An entity with no name yet, for a model built in code.
    public override init() {
        self.managedObjectClass = NSManagedObject.self
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

/// An entity's attribute or relationship, as `NSPropertyDescription`.
open class NSPropertyDescription: NSObject, @unchecked Sendable {
    /// The property's name.
    open var name: String = ""
    /// Whether the property may be nil.
    open var isOptional = true
    /// Whether the property is not stored.
    open var isTransient = false
    /// The entity the property belongs to.
    open weak var entity: NSEntityDescription?
    /// A property to configure.
    public override init() {}
}

/// An attribute's type, as `NSAttributeType` (raw values as Core Data's `NSAttributeType`).
public enum NSAttributeType: UInt, Sendable {
    case undefinedAttributeType = 0
    case integer16AttributeType = 100
    case integer32AttributeType = 200
    case integer64AttributeType = 300
    case decimalAttributeType = 400
    case doubleAttributeType = 500
    case floatAttributeType = 600
    case stringAttributeType = 700
    case booleanAttributeType = 800
    case dateAttributeType = 900
    case binaryDataAttributeType = 1000
    case UUIDAttributeType = 1100
    case URIAttributeType = 1200
    case transformableAttributeType = 1800
    case objectIDAttributeType = 2000
    case compositeAttributeType = 2100
}

/// An attribute of an entity, as `NSAttributeDescription`: its type and default, kept as code sets them.
open class NSAttributeDescription: NSPropertyDescription, @unchecked Sendable {
    /// The attribute's type.
    open var attributeType: NSAttributeType = .undefinedAttributeType
    /// The value a new object starts with.
    open var defaultValue: Any?
    /// The class of a transformable attribute's values.
    open var attributeValueClassName: String?
    /// Whether CloudKit may store the attribute's data as a separate asset.
    open var allowsExternalBinaryDataStorage = false
}

/// A relationship of an entity, as `NSRelationshipDescription`.
open class NSRelationshipDescription: NSPropertyDescription, @unchecked Sendable {
    /// How deleting the source treats the destination, as `NSDeleteRule`.
    public enum DeleteRule: UInt, Sendable { case noActionDeleteRule, nullifyDeleteRule, cascadeDeleteRule, denyDeleteRule }
    /// The entity it points to.
    open var destinationEntity: NSEntityDescription?
    /// The relationship back.
    open var inverseRelationship: NSRelationshipDescription?
    /// At most this many objects (0: no limit; 1: to-one).
    open var maxCount = 1
    /// At least this many objects.
    open var minCount = 0
    /// What deleting the source does.
    open var deleteRule: DeleteRule = .nullifyDeleteRule
    /// Whether the destination objects are ordered.
    open var isOrdered = false
    /// Whether it points to many objects.
    open var isToMany: Bool { maxCount != 1 }
}

/// `NSRelationshipDescription.DeleteRule` under Core Data's top-level name.
public typealias NSDeleteRule = NSRelationshipDescription.DeleteRule
