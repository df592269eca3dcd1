import AppIntents
import CoreData
import Foundation
import SwiftUI
import Testing
import UniformTypeIdentifiers
import WidgetKit

// A to-do app's code that its widget target also compiles, written the way such apps write it: a configuration
// intent whose list query is also the parameter's options provider, an intents package, an iOS 18 control with a
// pressed label, Core Data services that fetch with `execute()` inside `perform` and compute a maximum with an
// expression, and the drag-and-drop delegate and item-provider models of the app's list screen.

struct ChecklistEntity: AppEntity {
    static let defaultQuery = ChecklistQuery()
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Checklist"
    let id: UUID
    let name: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

/// A query that lists and searches, and is the parameter's options provider without a `results()` of its own.
struct ChecklistQuery: EntityStringQuery, DynamicOptionsProvider {
    static let lists = [ChecklistEntity(id: UUID(), name: "Groceries"), ChecklistEntity(id: UUID(), name: "Errands")]

    func suggestedEntities() async throws -> [ChecklistEntity] { Self.lists }
    /// A throwing default, as apps that load their store here write it (iOS's requirement does not throw, so the
    /// protocol's default serves the system and this one the app's own calls).
    func defaultResult() async throws -> ChecklistEntity? { Self.lists.first }
    func entities(matching string: String) async throws -> [ChecklistEntity] {
        Self.lists.filter { $0.name.localizedCaseInsensitiveContains(string) }
    }
    func entities(for identifiers: [UUID]) async throws -> [ChecklistEntity] { Self.lists.filter { identifiers.contains($0.id) } }
}

struct ChecklistConfigurationIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Checklist"
    @Parameter(title: "List") var list: ChecklistEntity?
}

struct ChecklistIntentsPackage: AppIntentsPackage {}

struct AddChecklistItemIntent: AppIntent {
    static var title: LocalizedStringResource = "Add Item"
    func perform() async throws -> some IntentResult { .result() }
}

@available(iOS 18.0, *)
struct AddItemControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "AddItem") {
            ControlWidgetButton(action: AddChecklistItemIntent()) {
                Label("Add Item", systemImage: "plus.circle.fill")
            } actionLabel: { isPressed in
                if isPressed {
                    Label("Adding…", systemImage: "plus.circle.fill")
                } else {
                    Label("Add Item", systemImage: "plus.circle.fill")
                }
            }
        }
        .displayName("Quick Add")
    }
}

/// The list screen's drop target (part of the app's files the widget target compiles by membership).
struct ChecklistRowDropDelegate: DropDelegate {
    @Binding var isTargeted: Bool
    let rowHeight: CGFloat

    func dropEntered(info: DropInfo) { isTargeted = true }
    func dropExited(info: DropInfo) { isTargeted = false }
    func dropUpdated(info: DropInfo) -> DropProposal? { DropProposal(operation: .move) }
    func performDrop(info: DropInfo) -> Bool { info.hasItemsConforming(to: [.checklistItem]) }
    func index(at location: CGPoint, count: Int) -> Int { max(0, min(count, Int((location.y / rowHeight).rounded()))) }
}

extension UTType {
    static let checklistItem = UTType(exportedAs: "com.example.checklist.item")
}

/// A dragged row's model, written to and read from item providers.
final class ChecklistItemTransfer: NSObject, Codable, NSItemProviderWriting, NSItemProviderReading {
    let title: String
    init(title: String) { self.title = title }

    static var writableTypeIdentifiersForItemProvider: [String] { [UTType.checklistItem.identifier] }
    func loadData(withTypeIdentifier typeIdentifier: String, forItemProviderCompletionHandler completionHandler: @escaping (Data?, Error?) -> Void) -> Progress? {
        do { completionHandler(try JSONEncoder().encode(self), nil) } catch { completionHandler(nil, error) }
        return nil
    }

    static var readableTypeIdentifiersForItemProvider: [String] { [UTType.checklistItem.identifier] }
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        try JSONDecoder().decode(Self.self, from: data)
    }
}

struct ChecklistRow: View {
    let title: String
    @State private var isTargeted = false
    var body: some View {
        Text(title)
            .onDrag { NSItemProvider(object: ChecklistItemTransfer(title: title)) }
            .onDrop(of: [.checklistItem], delegate: ChecklistRowDropDelegate(isTargeted: $isTargeted, rowHeight: 44))
            .onDrop(of: [.checklistItem], isTargeted: $isTargeted) { providers, _ in !providers.isEmpty }
    }
}

@Suite struct TaskListSharedCodeTests {
    @Test("A query that is its parameter's options provider offers its suggested entities as the options")
    func queryAsOptionsProvider() async throws {
        let options = try await ChecklistQuery().results()
        #expect(options.map(\.name) == ["Groceries", "Errands"])
        #expect(try await ChecklistQuery().defaultResult()?.name == "Groceries")
        #expect(ChecklistIntentsPackage.includedPackages.isEmpty)
    }

    @Test("A control button keeps the label it shows while its action runs")
    func controlButtonActionLabel() {
        let button = ControlWidgetButton(action: AddChecklistItemIntent()) { Text("Add Item") } actionLabel: { isPressed in
            Text(isPressed ? "Adding…" : "Add Item")
        }
        #expect(button.actionLabel?(true) == Text("Adding…"))
        #expect(button.actionLabel?(false) == Text("Add Item"))
        let plain = ControlWidgetButton(action: AddChecklistItemIntent()) { Text("Add Item") }
        #expect(plain.actionLabel == nil)
    }

    @Test("execute() fetches in the context whose perform block runs, and says where to call it otherwise")
    func executeInsidePerform() async throws {
        let context = try CoreDataTests.context(CoreDataTests.rows)
        let request: NSFetchRequest<PantryItem> = PantryItem.fetchRequest()
        request.predicate = NSPredicate(format: "staple == YES")
        request.sortDescriptors = [NSSortDescriptor(key: "name", ascending: true)]
        let names = try await context.perform { try request.execute().map(\.name) }
        #expect(names == ["Rice", "Salt"])
        #expect(try context.performAndWait { try request.execute().count } == 2)
        #expect(throws: NSManagedObjectContextError.self) { try request.execute() }
        // Permanent IDs and a pinned query generation, as a persistence controller sets up its view context.
        let item = try context.fetch(request)[0]
        try context.obtainPermanentIDs(for: [item])
        #expect(!item.objectID.isTemporaryID)
        try context.setQueryGenerationFrom(.current)
        #expect(context.queryGenerationToken === NSQueryGenerationToken.current)
        #expect(try context.fetch(request).count == 2)
    }

    @Test("A dictionary fetch computes an expression over the objects: the largest count, the sum, per group")
    func dictionaryFetchWithExpression() throws {
        let context = try CoreDataTests.context(CoreDataTests.rows)
        let request = NSFetchRequest<NSDictionary>(entityName: "PantryItem")
        request.resultType = .dictionaryResultType
        let largest = NSExpressionDescription()
        largest.name = "largestCount"
        largest.expression = NSExpression(forFunction: "max:", arguments: [NSExpression(forKeyPath: "count")])
        largest.expressionResultType = .integer32AttributeType
        request.propertiesToFetch = [largest]
        let rows = try context.fetch(request)
        // The fixture's counts are 2, 1, 12 and 0.
        #expect(rows.count == 1)
        #expect(rows.first?["largestCount"] as? Int == 12)

        // Grouped by whether the item is a staple: Rice (2) and Salt (0) are; Milk (1) and Eggs (12) have no value.
        let total = NSExpressionDescription()
        total.name = "total"
        total.expression = NSExpression(forFunction: "sum:", arguments: [NSExpression(forKeyPath: "count")])
        request.propertiesToFetch = ["staple", total]
        request.propertiesToGroupBy = ["staple"]
        let groups = try context.fetch(request).map { ($0["staple"] as? Bool, $0["total"] as? Double) }
        #expect(groups.count == 2)
        #expect(groups.contains { $0.0 == true && $0.1 == 2 })
        #expect(groups.contains { $0.0 == nil && $0.1 == 13 })

        // Plain attribute columns give one dictionary per object; the count result type gives the count.
        request.propertiesToFetch = ["name"]
        request.propertiesToGroupBy = nil
        request.predicate = NSPredicate(format: "count > 1")
        #expect(try context.fetch(request).compactMap { $0["name"] as? String }.sorted() == ["Eggs", "Rice"])
        let counting = NSFetchRequest<NSNumber>(entityName: "PantryItem")
        counting.resultType = .countResultType
        #expect(try context.fetch(counting).first?.intValue == 4)
    }

    @Test("An item provider carries a model object to a reader of the same type")
    func itemProviderObjects() async throws {
        let provider = NSItemProvider(object: ChecklistItemTransfer(title: "Milk"))
        #expect(provider.registeredTypeIdentifiers == ["com.example.checklist.item"])
        #expect(provider.canLoadObject(ofClass: ChecklistItemTransfer.self))
        let title: String? = await withCheckedContinuation { continuation in
            provider.loadObject(ofClass: ChecklistItemTransfer.self) { object, _ in
                continuation.resume(returning: (object as? ChecklistItemTransfer)?.title)
            }
        }
        #expect(title == "Milk")
    }

    @Test("A drop delegate's defaults and its own answers, as SwiftUI calls them")
    func dropDelegate() {
        var targeted = false
        let delegate = ChecklistRowDropDelegate(isTargeted: Binding(get: { targeted }, set: { targeted = $0 }), rowHeight: 44)
        let provider = NSItemProvider(object: ChecklistItemTransfer(title: "Eggs"))
        let info = DropInfo(location: CGPoint(x: 10, y: 100), itemProviders: [provider])
        #expect(delegate.validateDrop(info: info))
        delegate.dropEntered(info: info)
        #expect(targeted)
        #expect(delegate.dropUpdated(info: info) == DropProposal(operation: .move))
        #expect(delegate.performDrop(info: info))
        #expect(!DropInfo(location: .zero, itemProviders: []).hasItemsConforming(to: [.checklistItem]))
        // 100 pt down rows of 44 pt: between the second and third row, rounded to index 2.
        #expect(delegate.index(at: info.location, count: 5) == 2)
    }
}
