import CoreData
import Foundation
@testable import WidgetryCoreData
import WidgetryFoundation

/// A persistent container named `name` whose store serves `rows` (a JSON array) as the objects of `entity`, from a
/// fixture folder of its own, as `--fixtures DIR` gives a check.
func fixtureContainer(_ name: String, entity: String, rows: String) throws -> NSPersistentContainer {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("CoreData"), withIntermediateDirectories: true)
    try Data(rows.utf8).write(to: folder.appendingPathComponent("CoreData/\(entity).json"))
    let container = NSPersistentContainer(name: name)
    container.viewContext.persistentStoreCoordinator = NSPersistentStoreCoordinator(fixtures: AppFixtures(folder: folder))
    return container
}
