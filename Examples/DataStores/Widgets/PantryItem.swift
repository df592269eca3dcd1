// Shared app code: the pantry the app keeps in Core Data, as Xcode generates an entity's class.
import CoreData
import Foundation

@objc(PantryItem)
public class PantryItem: NSManagedObject {}

extension PantryItem {
    @nonobjc public class func fetchRequest() -> NSFetchRequest<PantryItem> {
        NSFetchRequest<PantryItem>(entityName: "PantryItem")
    }

    @NSManaged public var name: String?
    @NSManaged public var quantity: Int16
    @NSManaged public var expiresOn: Date?
}

final class PantryStore {
    static let shared = PantryStore()
    let container: NSPersistentContainer

    private init() {
        container = NSPersistentCloudKitContainer(name: "Pantry")
        if let url = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.pantry") {
            container.persistentStoreDescriptions.first?.url = url.appendingPathComponent("Pantry.sqlite")
        }
        container.loadPersistentStores { _, error in
            if let error { print("Pantry store failed: \(error)") }
        }
    }

    func expiringSoon(before date: Date, limit: Int) -> [PantryItem] {
        let request: NSFetchRequest<PantryItem> = PantryItem.fetchRequest()
        request.predicate = NSPredicate(format: "quantity > 0 AND expiresOn != nil AND expiresOn < %@", date as NSDate)
        request.sortDescriptors = [NSSortDescriptor(key: "expiresOn", ascending: true)]
        request.fetchLimit = limit
        return (try? container.viewContext.fetch(request)) ?? []
    }
}
