import Foundation
import Testing
import WidgetryAppIntents
import WidgetryFoundation

/// A query that suggests its entities in titled sections, and a parameter whose choices come from it, as iOS 17
/// widget intents write them.
struct FolderEntity: AppEntity {
    let id: String
    let account: String
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Folder" }
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
    static var defaultQuery: FolderQuery { FolderQuery() }
}

struct FolderQuery: EntityQuery {
    static let all = [FolderEntity(id: "Inbox", account: "home"), FolderEntity(id: "Receipts", account: "work"),
                      FolderEntity(id: "Notes", account: "home")]

    func suggestedEntities() async throws -> IntentItemCollection<FolderEntity> {
        let grouped = Dictionary(grouping: Self.all, by: \.account)
        return IntentItemCollection(sections: grouped.keys.sorted().map { account in
            IntentItemSection(LocalizedStringResource(stringLiteral: account), items: grouped[account]!.map { IntentItem($0) })
        })
    }

    func entities(for identifiers: [String]) async throws -> [FolderEntity] {
        Self.all.filter { identifiers.contains($0.id) }
    }
}

struct FolderIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Folder" }
    @Parameter(title: "Folder", optionsProvider: FolderQuery())
    var folder: FolderEntity?
}

@Suite struct IntentItemCollectionTests {
    @Test("Suggestions in titled sections keep their order and values; an entity query is a parameter's options provider")
    func sections() async throws {
        let collection = try await FolderQuery().suggestedEntities()
        #expect(collection.sections.map { $0.title.map { String(localized: $0) } } == ["home", "work"])
        #expect(collection.allValues.map(\.id) == ["Inbox", "Notes", "Receipts"])
        #expect(IntentItemCollection(items: FolderQuery.all).sections.count == 1)
        // The parameter starts empty (optional, no default), as a new widget's would.
        #expect(FolderIntent().folder == nil)
    }
}
