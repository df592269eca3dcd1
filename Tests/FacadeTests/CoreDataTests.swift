import CoreData
import Foundation
import Testing
@testable import WidgetryCoreData
import WidgetryFoundation

// An entity class as Xcode generates it ("Manual/None" codegen). The front door writes `@NSManaged` as
// `@CDManaged` on its copy (ManagedPropertyRewriteTests); this file is that copy.
public class PantryItem: NSManagedObject {}

/// The copy's form of a generated class that overrides `init(entity:insertInto:)` (the front door writes `required`).
public class DecodedProject: NSManagedObject {
    public private(set) var madeByOwnInitializer = false
    public required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        super.init(entity: entity, insertInto: context)
        madeByOwnInitializer = true
    }
}

extension PantryItem {
    @nonobjc public class func fetchRequest() -> NSFetchRequest<PantryItem> { NSFetchRequest<PantryItem>(entityName: "PantryItem") }
    @CDManaged public var name: String?
    @CDManaged public var count: Int16
    @CDManaged public var expires: Date?
    @CDManaged public var staple: Bool
}

/// Core Data's container serves a fixture's rows to fetch requests with format predicates and sort
/// descriptors; `@NSManaged` properties read them.
@Suite struct CoreDataTests {
    static func fixtures(_ json: String?) throws -> AppFixtures {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-coredata-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("CoreData"), withIntermediateDirectories: true)
        if let json { try Data(json.utf8).write(to: folder.appendingPathComponent("CoreData/PantryItem.json")) }
        return AppFixtures(folder: folder)
    }

    static let rows = """
    [{"name": "Rice", "count": 2, "expires": "2027-01-01", "staple": true},
     {"name": "Milk", "count": 1, "expires": "2026-05-30T00:00:00Z"},
     {"name": "Eggs", "count": 12, "expires": "2026-06-04"},
     {"name": "Salt", "count": 0, "staple": true}]
    """

    static func context(_ json: String?) throws -> NSManagedObjectContext {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        context.persistentStoreCoordinator = NSPersistentStoreCoordinator(fixtures: try fixtures(json))
        return context
    }

    @Test("A fetch request filters with a format predicate, sorts with NSSortDescriptor(key:) and limits")
    func fetchWithPredicateSortAndLimit() throws {
        let context = try Self.context(Self.rows)
        // Annotated, as on iOS, where the generated `fetchRequest()` and NSManagedObject's are ambiguous too.
        let request: NSFetchRequest<PantryItem> = PantryItem.fetchRequest()
        let cutoff = ISO8601DateFormatter().date(from: "2026-12-31T00:00:00Z")!
        request.predicate = NSPredicate(format: "count > %d AND expires < %@", 0, cutoff as NSDate)
        request.sortDescriptors = [NSSortDescriptor(key: "count", ascending: false)]
        #expect(try context.fetch(request).map(\.name) == ["Eggs", "Milk"])
        request.fetchLimit = 1
        #expect(try context.fetch(request).map(\.name) == ["Eggs"])
    }

    /// A model written in code, as apps that skip the model editor write it.
    static func programmaticModel() -> NSManagedObjectModel {
        func attribute(_ name: String, _ type: NSAttributeType, default value: Any?) -> NSAttributeDescription {
            let attribute = NSAttributeDescription()
            attribute.name = name
            attribute.attributeType = type
            attribute.isOptional = true
            attribute.defaultValue = value
            return attribute
        }
        let item = NSEntityDescription()
        item.name = "PantryItem"
        item.managedObjectClassName = NSStringFromClass(PantryItem.self)
        item.properties = [attribute("name", .stringAttributeType, default: ""), attribute("count", .integer16AttributeType, default: 0),
                           attribute("photo", .binaryDataAttributeType, default: Data())]
        let model = NSManagedObjectModel()
        model.entities = [item]
        return model
    }

    @Test("A model built in code: entities and attributes kept as written; fetches still read the entity's fixture")
    func programmaticModelFetches() throws {
        let model = Self.programmaticModel()
        let item = try #require(model.entitiesByName["PantryItem"])
        #expect(item.attributesByName["count"]?.attributeType == .integer16AttributeType)
        #expect(item.properties.map(\.name) == ["name", "count", "photo"])
        #expect(NSAttributeType.stringAttributeType.rawValue == 700)  // Core Data's NSStringAttributeType
        let container = NSPersistentContainer(name: "Pantry", managedObjectModel: model)
        container.viewContext.persistentStoreCoordinator = NSPersistentStoreCoordinator(fixtures: try Self.fixtures(Self.rows))
        let request: NSFetchRequest<PantryItem> = PantryItem.fetchRequest()
        request.predicate = NSPredicate(format: "staple == YES")
        #expect(try container.viewContext.fetch(request).count == 2)
        #expect(URL.documentsDirectory.lastPathComponent == "Documents")
    }

    @Test("@NSManaged properties take their declared types; missing scalars are zero, missing optionals nil")
    func managedProperties() throws {
        // Annotated, as on iOS, where the generated `fetchRequest()` and NSManagedObject's are ambiguous too.
        let request: NSFetchRequest<PantryItem> = PantryItem.fetchRequest()
        request.sortDescriptors = [NSSortDescriptor(key: "name", ascending: true)]
        let items = try Self.context(Self.rows).fetch(request)
        #expect(items.map(\.name) == ["Eggs", "Milk", "Rice", "Salt"])
        #expect(items.map(\.count) == [12, 1, 2, 0])
        #expect(items.map(\.staple) == [false, false, true, true])
        #expect(items[3].expires == nil)
        // "2027-01-01" is that day at midnight UTC: 20819 days after 1970-01-01.
        #expect(items[2].expires.map { Int($0.timeIntervalSince1970.rounded()) } == 20_819 * 86_400)
    }

    @Test("Format predicates: strings with [c], IN, BEGINSWITH, OR, NOT, booleans, nil")
    func formatPredicates() throws {
        let context = try Self.context(Self.rows)
        func names(_ format: String, _ args: Any...) throws -> [String] {
            let request = NSFetchRequest<PantryItem>(entityName: "PantryItem")
            request.predicate = NSPredicate(format: format, argumentArray: args)
            request.sortDescriptors = [NSSortDescriptor(key: "name", ascending: true)]
            return try context.fetch(request).compactMap(\.name)
        }
        #expect(try names("name ==[c] %@", "rice") == ["Rice"])
        #expect(try names("name IN %@", ["Salt", "Milk"]) == ["Milk", "Salt"])
        #expect(try names("name BEGINSWITH 'E' OR staple == YES") == ["Eggs", "Rice", "Salt"])
        #expect(try names("NOT (staple == TRUE) AND expires != nil") == ["Eggs", "Milk"])
        #expect(try names("%K CONTAINS[cd] %@", "name", "I") == ["Milk", "Rice"])
        // A format that cannot be parsed matches nothing (and says why on standard error).
        #expect(try names("name ~ 'x'") == [])
    }

    @Test("A context kept in a static and used by several cells at once keeps every insert and change (held-out batch 11)")
    func contextSharedAcrossThreads() throws {
        // Shared code's `Item.example` makes and fills managed objects in one static context; a check runs providers on
        // worker threads, so the context's change records are written from 8 threads at once.
        let context = try Self.context(nil)
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for index in 0..<50 {
                let item = PantryItem(context: context)
                item.setValue("item \(worker)-\(index)", forKey: "name")
                item.count = Int16(index)
            }
        }
        // 8 × 50 inserts, each recorded once.
        #expect(context.insertedObjects.count == 400)
        #expect(try context.fetch(NSFetchRequest<PantryItem>(entityName: "PantryItem")).count == 400)
    }

    @Test("Without a fixture the entity has no objects; inserted objects are fetched")
    func emptyWithoutFixture() throws {
        let context = try Self.context(nil)
        #expect(try context.fetch(NSFetchRequest<PantryItem>(entityName: "PantryItem")).isEmpty)
        let item = PantryItem(context: context)
        item.name = "Tea"
        item.count = 3
        let fetched = try context.fetch(NSFetchRequest<PantryItem>(entityName: "PantryItem"))
        #expect(fetched.map(\.name) == ["Tea"])
        #expect(fetched.map(\.count) == [3])
    }

    @Test("A sort descriptor with a comparison selector orders names as that NSString method does")
    func sortWithSelector() throws {
        let context = try Self.context(#"[{"name": "Item 10"}, {"name": "item 2"}, {"name": "Item 9"}]"#)
        let request = NSFetchRequest<PantryItem>(entityName: "PantryItem")
        // `localizedStandardCompare:` sorts as the Finder: numbers by value, case aside; `compare:` by code point.
        request.sortDescriptors = [NSSortDescriptor(key: "name", ascending: true, selector: Selector("localizedStandardCompare:"))]
        #expect(try context.fetch(request).map(\.name) == ["item 2", "Item 9", "Item 10"])
        request.sortDescriptors = [NSSortDescriptor(key: "name", ascending: true, selector: Selector("compare:"))]
        #expect(try context.fetch(request).map(\.name) == ["Item 10", "Item 9", "item 2"])
    }

    @Test("An object made with init() (a model's conversion helper) holds its values, belongs to no context and is noted")
    func plainInitializer() throws {
        let context = try Self.context(nil)
        let (item, notes) = SkippedEffects.collecting { () -> PantryItem in
            let item = PantryItem()
            item.name = "Salt"
            return item
        }
        #expect(item.name == "Salt" && item.managedObjectContext == nil)
        #expect(item.entity.name == "PantryItem")
        #expect(try context.fetch(NSFetchRequest<PantryItem>(entityName: "PantryItem")).isEmpty)
        #expect(notes.count == 1 && notes[0].contains("PantryItem() skips Core Data's designated initializer"))
    }

    @Test("A container loads its stores without error and gives a view context")
    func container() {
        let container = NSPersistentCloudKitContainer(name: "Pantry")
        container.persistentStoreDescriptions.first?.url = URL(fileURLWithPath: "/tmp/group.pantry/Pantry.sqlite")
        var loaded: [URL?] = []
        container.loadPersistentStores { description, error in
            #expect(error == nil)
            loaded.append(description.url)
        }
        #expect(loaded == [URL(fileURLWithPath: "/tmp/group.pantry/Pantry.sqlite")])
        container.viewContext.automaticallyMergesChangesFromParent = true
        container.viewContext.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
        #expect(container.viewContext.concurrencyType == .mainQueueConcurrencyType)
    }

    @Test("Destroying the store (a reset button in shared code) drops inserted objects; fetches start from the fixtures")
    func destroyStore() throws {
        let context = try Self.context(Self.rows)
        let item = PantryItem(context: context)
        item.name = "Tea"
        let request: NSFetchRequest<PantryItem> = PantryItem.fetchRequest()
        #expect(try context.fetch(request).count == 5)
        let coordinator = try #require(context.persistentStoreCoordinator)
        try coordinator.destroyPersistentStore(at: URL(fileURLWithPath: "/tmp/Pantry.sqlite"), type: .sqlite)
        #expect(try context.fetch(request).count == 4)
    }

    @Test("A persistence controller's recovery path (switch on the error code, re-add the store with migration options) runs")
    func recoveryAfterFailedMigration() throws {
        let context = try Self.context(Self.rows)
        let coordinator = try #require(context.persistentStoreCoordinator)
        let item = PantryItem(context: context)
        item.name = "Tea"
        // As shared persistence code recovers: a migration error removes the file and adds the store again.
        func recover(from error: NSError) throws -> Bool {
            switch error.code {
            case NSMigrationError, NSMigrationMissingSourceModelError, NSMigrationMissingMappingModelError,
                 NSPersistentStoreIncompatibleVersionHashError, NSCoreDataError:
                try coordinator.addPersistentStore(ofType: NSSQLiteStoreType, configurationName: nil, at: URL(fileURLWithPath: "/tmp/Pantry.sqlite"),
                                                   options: [NSMigratePersistentStoresAutomaticallyOption: true, NSInferMappingModelAutomaticallyOption: true])
                return true
            default:
                return false
            }
        }
        // CoreDataErrors.h: NSMigrationError is 134110, NSCoreDataError 134060.
        #expect(try recover(from: NSError(domain: NSCocoaErrorDomain, code: 134110)))
        #expect(try recover(from: NSError(domain: NSCocoaErrorDomain, code: 134060)))
        #expect(try !recover(from: NSError(domain: NSCocoaErrorDomain, code: 4)))
        // Removing the store drops what was inserted, as destroying it does.
        let request: NSFetchRequest<PantryItem> = PantryItem.fetchRequest()
        #expect(try context.fetch(request).count == 5)
        try coordinator.remove(try #require(coordinator.persistentStores.first))
        #expect(try context.fetch(request).count == 4)
    }

    @Test("A model class's lifecycle overrides run at Core Data's moments: insert once, fetch, save (before and after), delete")
    func lifecycleOverrides() throws {
        let context = try Self.context(Self.rows)
        Journal.calls = []
        let note = Journal(context: context)
        // awakeFromInsert set the default, once: inserting again does not call it again.
        #expect(note.createdAt != nil && Journal.calls == ["awakeFromInsert"])
        context.insert(note)
        #expect(Journal.calls == ["awakeFromInsert"])
        note.title = "Plan"
        try context.save()
        // willSave normalised the title before the save, and that change is part of it; didSave came after.
        #expect(note.title == "plan")
        #expect(Journal.calls == ["awakeFromInsert", "willSave", "didSave"])
        context.delete(note)
        #expect(Journal.calls.last == "prepareForDeletion")
    }
}

/// A model class as apps write them: defaults in awakeFromInsert, a derived value kept in willSave.
final class Journal: NSManagedObject {
    nonisolated(unsafe) static var calls: [String] = []
    @CDManaged var title: String?
    @CDManaged var createdAt: Date?

    override func awakeFromInsert() {
        super.awakeFromInsert()
        Journal.calls.append("awakeFromInsert")
        createdAt = Date(timeIntervalSince1970: 0)
    }
    override func willSave() {
        super.willSave()
        Journal.calls.append("willSave")
        if let title, title != title.lowercased() { self.title = title.lowercased() }
    }
    override func didSave() {
        super.didSave()
        Journal.calls.append("didSave")
    }
    override func prepareForDeletion() {
        super.prepareForDeletion()
        Journal.calls.append("prepareForDeletion")
    }
}

@Suite struct ManagedInitializerTests {
    @Test("A managed class with its own init(entity:insertInto:), written required as the copy writes it, runs it when made")
    func ownInitializerRuns() {
        let project = DecodedProject(entity: DecodedProject.entity(), insertInto: nil)
        #expect(project.madeByOwnInitializer)
    }
}
