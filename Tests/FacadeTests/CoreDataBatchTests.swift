import CloudKit
import CoreData
import Foundation
import Testing
@testable import WidgetryCoreData
import WidgetryFoundation

// Entity classes as Xcode generates them for a shelf of books with tags (to-many, `NSSet?`).
public class ShelfBook: NSManagedObject {}
extension ShelfBook {
    @CDManaged public var title: String?
    @CDManaged public var tags: NSSet?
}

/// A data controller's housekeeping, as apps write it: deleting everything with batch delete requests and merging the
/// deleted IDs into the view context; a to-many relationship set to an empty array literal.
@Suite struct CoreDataBatchTests {
    static let rows = #"[{"title": "Dune"}, {"title": "Emma"}, {"title": "Ulysses"}]"#

    static func container() throws -> NSPersistentContainer { try fixtureContainer("Shelf", entity: "ShelfBook", rows: rows) }

    /// The app's code: a batch delete returning object IDs, merged into the view context.
    static func deleteAll(_ fetchRequest: NSFetchRequest<NSFetchRequestResult>, in container: NSPersistentContainer) -> Int {
        let batchDelete = NSBatchDeleteRequest(fetchRequest: fetchRequest)
        batchDelete.resultType = .resultTypeObjectIDs
        guard let result = try? container.viewContext.execute(batchDelete) as? NSBatchDeleteResult else { return -1 }
        let deleted = result.result as? [NSManagedObjectID] ?? []
        NSManagedObjectContext.mergeChanges(fromRemoteContextSave: [NSDeletedObjectsKey: deleted], into: [container.viewContext])
        return deleted.count
    }

    @Test("A batch delete removes what its fetch request selects from the fixture store and reports the deleted IDs")
    func batchDelete() throws {
        let container = try Self.container()
        // Untyped, as apps write it (`let all: NSFetchRequest<NSFetchRequestResult> = Item.fetchRequest()`), and first:
        // the objects it reads from the fixture are still made as ShelfBooks for the typed fetch after it.
        let some: NSFetchRequest<NSFetchRequestResult> = ShelfBook.fetchRequest()
        some.predicate = NSPredicate(format: "title BEGINSWITH %@", "E")
        #expect(Self.deleteAll(some, in: container) == 1)
        let remaining: NSFetchRequest<ShelfBook> = NSFetchRequest(entityName: "ShelfBook")
        #expect(try container.viewContext.fetch(remaining).compactMap(\.title).sorted() == ["Dune", "Ulysses"])
        #expect(Self.deleteAll(ShelfBook.fetchRequest(), in: container) == 2)
        #expect(try container.viewContext.count(for: remaining) == 0)
    }

    @Test("Result types: a count, or a status; deleting by IDs; an object ID found again from its URI")
    func resultTypes() throws {
        let container = try Self.container()
        let request: NSFetchRequest<ShelfBook> = NSFetchRequest(entityName: "ShelfBook")
        let books = try container.viewContext.fetch(request)
        let first = try #require(books.first)
        let coordinator = try #require(container.viewContext.persistentStoreCoordinator)
        let found = coordinator.managedObjectID(forURIRepresentation: first.objectID.uriRepresentation())
        #expect(found == first.objectID)
        // History processing reads the changed object's entity from its ID.
        #expect(first.objectID.entity.name == "ShelfBook")
        #expect(coordinator.managedObjectID(forURIRepresentation: URL(string: "x-coredata://nowhere/p1")!) == nil)
        let byID = NSBatchDeleteRequest(objectIDs: [first.objectID])
        byID.resultType = .resultTypeCount
        #expect((try container.viewContext.execute(byID) as? NSBatchDeleteResult)?.result as? Int == 1)
        let status = NSBatchDeleteRequest(fetchRequest: NSFetchRequest(entityName: "ShelfBook"))
        #expect((try container.viewContext.execute(status) as? NSBatchDeleteResult)?.result as? Bool == true)
        #expect(try container.viewContext.count(for: request) == 0)
    }

    @Test("A to-many relationship set to NSSet(array:) (the front door writes `= []` so); array literals given as Any stay arrays")
    func toManyLiteral() throws {
        let container = try Self.container()
        let book = ShelfBook(context: container.viewContext)
        book.tags = NSSet(array: [])
        #expect(book.tags?.count == 0)
        book.tags = NSSet(array: ["classic", "novel"])
        #expect(book.tags?.count == 2)
        // In a file importing CoreData, array literals where `Any?` is expected are arrays, as on iOS (a literal
        // conformance of `NSSet?` once made these ambiguous).
        var userInfo: [String: Any] = [:]
        userInfo["ids"] = [1, 2]
        userInfo["none"] = []
        let defaults = try #require(UserDefaults(suiteName: "widgetry.tests.\(UUID().uuidString)"))
        defaults.set([], forKey: "readIDs")
        #expect((userInfo["ids"] as? [Int]) == [1, 2] && defaults.array(forKey: "readIDs")?.isEmpty == true)
    }

    @Test("CloudKit record operations finish at once with CloudKit's unavailable error, record by record")
    func cloudKitOperations() {
        let id = CKRecord.ID(recordName: "book-1")
        let fetch = CKFetchRecordsOperation(recordIDs: [id])
        fetch.desiredKeys = ["recordID"]
        var fetched: [CKRecord.ID: CKRecord]? = [:]
        var perRecord: [CKRecord.ID] = []
        fetch.perRecordResultBlock = { recordID, _ in perRecord.append(recordID) }
        fetch.fetchRecordsCompletionBlock = { records, error in fetched = error == nil ? records : nil }
        CKContainer.default().publicCloudDatabase.add(fetch)
        #expect(fetched == nil && perRecord == [id])
        let modify = CKModifyRecordsOperation(recordsToSave: [CKRecord(recordType: "Book")], recordIDsToDelete: [id])
        modify.savePolicy = .allKeys
        var failed = false
        modify.modifyRecordsCompletionBlock = { _, _, error in failed = error is CKError }
        CKContainer.default().privateCloudDatabase.add(modify)
        #expect(failed)
    }
}
