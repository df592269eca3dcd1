import Combine
import CoreData
import Foundation
import Testing
@testable import WidgetryCoreData
import WidgetryFoundation

// An entity class as Xcode generates it: a to-do item with a title and a list it belongs to.
public class TrackedTask: NSManagedObject {}
extension TrackedTask {
    @CDManaged public var title: String?
    @CDManaged public var list: String?
}

/// A publisher of a fetch request's results over a fetched results controller, as apps sharing Core Data with a widget
/// write it (our own code).
final class TaskListPublisher: NSObject, NSFetchedResultsControllerDelegate {
    let controller: NSFetchedResultsController<TrackedTask>
    let subject = CurrentValueSubject<[String], Never>([])
    var changes: [(NSFetchedResultsChangeType, IndexPath?, IndexPath?)] = []
    var contentChanges = 0

    init(context: NSManagedObjectContext, sectioned: Bool = false) throws {
        let request: NSFetchRequest<TrackedTask> = NSFetchRequest(entityName: "TrackedTask")
        request.sortDescriptors = [NSSortDescriptor(key: "list", ascending: true), NSSortDescriptor(key: "title", ascending: true)]
        controller = NSFetchedResultsController(fetchRequest: request, managedObjectContext: context,
                                                sectionNameKeyPath: sectioned ? "list" : nil, cacheName: nil)
        super.init()
        controller.delegate = self
        try controller.performFetch()
        subject.send(controller.fetchedObjects?.compactMap(\.title) ?? [])
    }

    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any,
                    at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?) {
        changes.append((type, indexPath, newIndexPath))
    }

    func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
        contentChanges += 1
        subject.send(controller.fetchedObjects?.compactMap { ($0 as? TrackedTask)?.title } ?? [])
    }
}

/// Core Data's change tracking as the app-and-widget sharing pattern uses it: fetched results controllers, context
/// notifications, and persistent history read after a token and trimmed.
@Suite struct CoreDataChangeTrackingTests {
    static let rows = #"[{"title": "Milk", "list": "Groceries"}, {"title": "Call Ana", "list": "Home"}, {"title": "Bread", "list": "Groceries"}]"#

    static func container() throws -> NSPersistentContainer { try fixtureContainer("Tasks", entity: "TrackedTask", rows: rows) }

    @Test("A fetched results controller holds the sorted results and tells its delegate where an inserted object went")
    func fetchedResultsController() throws {
        let context = try Self.container().viewContext
        let publisher = try TaskListPublisher(context: context)
        #expect(publisher.subject.value == ["Bread", "Milk", "Call Ana"])
        let eggs = TrackedTask(context: context)
        eggs.title = "Eggs"
        eggs.list = "Groceries"
        #expect(publisher.contentChanges == 0)  // Nothing until the context processes its changes, as on iOS.
        try context.save()
        #expect(publisher.contentChanges == 1)
        #expect(publisher.subject.value == ["Bread", "Eggs", "Milk", "Call Ana"])
        // Sorted by list, then title: Eggs is second; Milk and Call Ana each move down one.
        let inserts = publisher.changes.filter { $0.0 == .insert }
        #expect(inserts.count == 1 && inserts.first?.2 == IndexPath(indexes: [0, 1]))
        #expect(publisher.changes.filter { $0.0 == .move }.count == 2)
        #expect(publisher.controller.indexPath(forObject: eggs) == IndexPath(indexes: [0, 1]))
    }

    @Test("Sections follow the section key path; an edited object is reported as updated in place")
    func sectionsAndUpdates() throws {
        let context = try Self.container().viewContext
        let publisher = try TaskListPublisher(context: context, sectioned: true)
        let sections = try #require(publisher.controller.sections)
        #expect(sections.map(\.name) == ["Groceries", "Home"])
        #expect(sections.map(\.numberOfObjects) == [2, 1])
        #expect(publisher.controller.sectionIndexTitles == ["G", "H"])
        let milk = publisher.controller.object(at: IndexPath(indexes: [0, 1]))
        #expect(milk.title == "Milk")
        milk.setValue("Oat milk", forKey: "title")
        #expect(milk.hasChanges && !milk.isInserted)
        context.processPendingChanges()
        #expect(publisher.changes.map(\.0) == [.update])
        #expect(publisher.subject.value == ["Bread", "Oat milk", "Call Ana"])
    }

    @Test("A context posts objects-did-change and did-save with the changed objects, and forgets them after saving")
    func notifications() throws {
        let context = try Self.container().viewContext
        final class Tally: @unchecked Sendable { var changed: [String: Int] = [:], saved = 0 }
        let tally = Tally()
        let observers = [
            NotificationCenter.default.addObserver(forName: .NSManagedObjectContextObjectsDidChange, object: context, queue: nil) { note in
                for key in [NSInsertedObjectsKey, NSUpdatedObjectsKey, NSDeletedObjectsKey] {
                    tally.changed[key, default: 0] += (note.userInfo?[key] as? Set<NSManagedObject>)?.count ?? 0
                }
            },
            NotificationCenter.default.addObserver(forName: NSManagedObjectContext.didSaveObjectsNotification, object: context, queue: nil) { note in
                tally.saved += (note.userInfo?[NSManagedObjectContext.NotificationKey.insertedObjects.rawValue] as? Set<NSManagedObject>)?.count ?? 0
            },
        ]
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        let all = try context.fetch(NSFetchRequest<TrackedTask>(entityName: "TrackedTask"))
        let note = TrackedTask(context: context)
        note.title = "Water plants"  // Set after insertion: still one inserted object, not an update.
        context.delete(try #require(all.first))
        #expect(context.insertedObjects.count == 1 && context.deletedObjects.count == 1 && context.hasChanges)
        try context.save()
        #expect(tally.changed == [NSInsertedObjectsKey: 1, NSUpdatedObjectsKey: 0, NSDeletedObjectsKey: 1])
        #expect(tally.saved == 1)
        #expect(!context.hasChanges && context.insertedObjects.isEmpty)
        // An object inserted and deleted before a save leaves nothing to save, as in Core Data.
        let scratch = TrackedTask(context: context)
        context.delete(scratch)
        #expect(!context.hasChanges)
    }

    @Test("History: each save is a transaction; a reader merges those after its token, skips its own author, and trims")
    func persistentHistory() throws {
        let container = try Self.container()
        let app = container.viewContext
        app.transactionAuthor = "app"
        let coordinator = try #require(app.persistentStoreCoordinator)
        #expect(coordinator.currentPersistentHistoryToken(fromStores: nil) == nil)
        TrackedTask(context: app).title = "Tea"
        try app.save()
        let afterFirst = try #require(coordinator.currentPersistentHistoryToken(fromStores: nil))
        // Apps keep the token in the app group, archived.
        let archived = try NSKeyedArchiver.archivedData(withRootObject: afterFirst, requiringSecureCoding: true)
        let token = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: NSPersistentHistoryToken.self, from: archived))
        #expect(token == afterFirst)

        let widget = container.newBackgroundContext()
        widget.persistentStoreCoordinator = coordinator
        widget.transactionAuthor = "widget"
        TrackedTask(context: widget).title = "Coffee"
        try widget.save()
        TrackedTask(context: app).title = "Juice"
        try app.save()

        // The widget's merger: transactions after the kept token, not its own.
        let request = NSPersistentHistoryChangeRequest.fetchHistory(after: token)
        let transactions = try #require(NSPersistentHistoryTransaction.fetchRequest)
        transactions.predicate = NSPredicate(format: "author != %@", "widget")
        request.fetchRequest = transactions
        let result = try #require(try widget.execute(request) as? NSPersistentHistoryResult)
        let history = try #require(result.result as? [NSPersistentHistoryTransaction])
        #expect(history.map(\.author) == ["app"])
        #expect(history.first?.changes?.map(\.changeType) == [.insert])
        let merged = history.first.map { $0.objectIDNotification().userInfo?[NSInsertedObjectsKey] as? Set<NSManagedObjectID> }
        #expect(merged??.count == 1)
        widget.mergeChanges(fromContextDidSave: try #require(history.first).objectIDNotification())

        // Trimming everything up to the newest transaction leaves nothing after the first token.
        let newest = try #require(coordinator.currentPersistentHistoryToken(fromStores: nil))
        _ = try widget.execute(NSPersistentHistoryChangeRequest.deleteHistory(before: newest))
        let left = try #require(try widget.execute(NSPersistentHistoryChangeRequest.fetchHistory(after: nil as NSPersistentHistoryToken?)) as? NSPersistentHistoryResult)
        #expect((left.result as? [NSPersistentHistoryTransaction])?.isEmpty == true)
    }

    @Test("A context's staleness interval and a model's version identifiers are there to read and set")
    func contextAndModelProperties() throws {
        let context = try Self.container().viewContext
        #expect(context.stalenessInterval == -1)  // Core Data's default: values are reused as long as the context keeps them.
        context.stalenessInterval = 0
        #expect(context.stalenessInterval == 0)
        let model = NSManagedObjectModel()
        #expect(model.versionIdentifiers.isEmpty)
    }

    @Test("Custom accessors' primitive values and change brackets; mutable to-many sets; counts and dictionaries are fetch results")
    func keyValueMethods() throws {
        let container = try Self.container()
        let task = TrackedTask(context: container.viewContext)
        task.willChangeValue(forKey: "title")
        task.setPrimitiveValue("Plan trip", forKey: "title")
        task.didChangeValue(forKey: "title")
        task.willAccessValue(forKey: "title")
        #expect(task.primitiveValue(forKey: "title") as? String == "Plan trip" && task.title == "Plan trip")
        task.didAccessValue(forKey: "title")
        task.mutableSetValue(forKey: "tags").add("travel")
        #expect((task.value(forKey: "tags") as? NSSet)?.count == 1)
        // Core Data declares NSNumber (counts), NSDictionary (dictionary results) and object IDs fetch results.
        func resultTypeName<T: NSFetchRequestResult>(_ type: T.Type) -> String { "\(type)" }
        #expect(resultTypeName(NSNumber.self) == "NSNumber" && resultTypeName(NSDictionary.self) == "NSDictionary")
        #expect(resultTypeName(NSManagedObjectID.self) == "NSManagedObjectID")
        #expect(container.persistentStoreCoordinator.managedObjectModel === container.managedObjectModel)
        let iterator: NSFastEnumerationIterator = NSSet(array: [1]).makeIterator()
        #expect(iterator.next() as? Int == 1)
    }
}
