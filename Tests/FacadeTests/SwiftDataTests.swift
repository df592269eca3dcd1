import Foundation
import SwiftData
import Testing
@testable import WidgetrySwiftData

// A model as apps declare it: optional, defaulted, enum-typed and date properties.
@Model final class ReadingItem {
    var title: String
    var author: String?
    var pages: Int = 0
    var finished: Bool = false
    var added: Date
    var shelf: Shelf = Shelf.toRead

    init(title: String, author: String? = nil, added: Date) {
        self.title = title
        self.author = author
        self.added = added
    }
}

enum Shelf: String, Codable { case toRead, reading, done }

// iOS 18's schema macros in a model's body, as apps index the properties their fetches sort on.
@Model final class LoggedSet {
    #Index<LoggedSet>([\.performedAt], [\.exercise, \.performedAt])
    #Unique<LoggedSet>([\.identifier])

    var identifier: UUID
    var exercise: String
    var performedAt: Date

    init(identifier: UUID = UUID(), exercise: String, performedAt: Date) {
        self.identifier = identifier
        self.exercise = exercise
        self.performedAt = performedAt
    }
}

// A versioned schema and its migration plan, as apps declare their first version.
enum LibrarySchemaV1: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
    static var models: [any PersistentModel.Type] { [ReadingItem.self] }
}

enum LibraryMigrationPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [LibrarySchemaV1.self] }
    static var stages: [MigrationStage] { [.lightweight(fromVersion: LibrarySchemaV1.self, toVersion: LibrarySchemaV1.self)] }
}

/// SwiftData's container and context serve a fixture's rows through Foundation's `#Predicate` and
/// `SortDescriptor`.
@Suite struct SwiftDataTests {
    static func fixtures(_ json: String?) throws -> AppFixtures {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-swiftdata-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("SwiftData"), withIntermediateDirectories: true)
        if let json { try Data(json.utf8).write(to: folder.appendingPathComponent("SwiftData/ReadingItem.json")) }
        return AppFixtures(folder: folder)
    }

    static let rows = """
    [{"title": "Dune", "author": "Herbert", "pages": 612, "added": "2026-05-01T08:00:00Z", "shelf": "reading"},
     {"title": "Emma", "pages": 474, "finished": true, "added": "2026-04-02", "shelf": "done"},
     {"title": "Ubik", "author": "Dick", "pages": 202, "added": 1780000000},
     {"author": "nobody", "added": "2026-01-01"}]
    """

    @Test("A fetch filters with #Predicate, sorts with SortDescriptor and stops at fetchLimit")
    func fetchWithPredicateSortAndLimit() throws {
        let container = ModelContainer(for: Schema([ReadingItem.self]), configurations: [], fixtures: try Self.fixtures(Self.rows))
        let context = ModelContext(container)
        var descriptor = FetchDescriptor<ReadingItem>(predicate: #Predicate { !$0.finished && $0.pages > 100 },
                                                      sortBy: [SortDescriptor(\.pages, order: .reverse)])
        #expect(try context.fetch(descriptor).map(\.title) == ["Dune", "Ubik"])
        descriptor.fetchLimit = 1
        #expect(try context.fetch(descriptor).map(\.title) == ["Dune"])
        // The row without a title (a required property) is left out, not a crash.
        #expect(try context.fetchCount(FetchDescriptor<ReadingItem>()) == 3)
    }

    @Test("Schema(versionedSchema:) holds the version's models at its version; a plan's stages are kept; registeredModel finds a fetched object")
    func versionedSchema() throws {
        let schema = Schema(versionedSchema: LibrarySchemaV1.self)
        #expect(schema.version == Schema.Version(1, 0, 0) && schema.types.count == 1 && schema.types[0] == ReadingItem.self)
        #expect(LibraryMigrationPlan.stages.count == 1)
        let container = ModelContainer(for: schema, configurations: [], fixtures: try Self.fixtures(Self.rows))
        let context = ModelContext(container)
        let dune = try #require(try context.fetch(FetchDescriptor<ReadingItem>(predicate: #Predicate { $0.title == "Dune" })).first)
        let found: ReadingItem? = context.registeredModel(for: dune.persistentModelID)
        #expect(found?.title == "Dune")
    }

    @Test("Fixture values take the declared types; missing keys read as nil or the property's default")
    func valuesAndDefaults() throws {
        let container = ModelContainer(for: Schema([ReadingItem.self]), configurations: [], fixtures: try Self.fixtures(Self.rows))
        let items = try ModelContext(container).fetch(FetchDescriptor<ReadingItem>(sortBy: [SortDescriptor(\.title)]))
        let emma = try #require(items.first { $0.title == "Emma" })
        #expect(emma.author == nil)
        #expect(emma.finished)
        #expect(emma.shelf == .done)
        // "2026-04-02" is that day at midnight UTC: 20545 days after 1970-01-01.
        #expect(emma.added.timeIntervalSince1970 == 20_545 * 86_400)
        let ubik = try #require(items.first { $0.title == "Ubik" })
        #expect(ubik.shelf == .toRead)
        #expect(ubik.added.timeIntervalSince1970 == 1_780_000_000)
    }

    @Test("Without a fixture file a fetch is empty; inserted objects are fetched with their own values")
    func emptyWithoutFixtureAndInserts() throws {
        let container = ModelContainer(for: Schema([ReadingItem.self]), configurations: [], fixtures: try Self.fixtures(nil))
        let context = ModelContext(container)
        #expect(try context.fetch(FetchDescriptor<ReadingItem>()).isEmpty)
        let item = ReadingItem(title: "Kindred", added: Date(timeIntervalSince1970: 0))
        #expect(item.pages == 0)
        item.pages = 264
        context.insert(item)
        let fetched = try ModelContext(container).fetch(FetchDescriptor<ReadingItem>())
        #expect(fetched.map(\.pages) == [264])
        #expect(fetched.first === item)
    }

    @Test("processPendingChanges before a fetch, as a widget's state manager calls it: inserts are already applied")
    func processPendingChanges() throws {
        let container = ModelContainer(for: Schema([ReadingItem.self]), configurations: [], fixtures: try Self.fixtures(nil))
        let context = ModelContext(container)
        context.insert(ReadingItem(title: "Kindred", added: Date(timeIntervalSince1970: 0)))
        context.processPendingChanges()
        #expect(try context.fetch(FetchDescriptor<ReadingItem>()).map(\.title) == ["Kindred"])
        #expect(context.hasChanges)
    }

    @Test("A shared app-group configuration puts the store in the group's container")
    func appGroupConfiguration() {
        let configuration = ModelConfiguration(groupContainer: .identifier("group.com.example.reading"))
        #expect(configuration.groupAppContainerIdentifier == "group.com.example.reading")
        #expect(configuration.url.path.contains("group.com.example.reading"))
        #expect(configuration.url.lastPathComponent == "default.store")
    }

    @Test("A model declaring #Index and #Unique (iOS 18) is stored and fetched like any other")
    func schemaMacros() throws {
        let container = ModelContainer(for: Schema([LoggedSet.self]), configurations: [], fixtures: try Self.fixtures(nil))
        let context = ModelContext(container)
        context.insert(LoggedSet(exercise: "Squat", performedAt: Date(timeIntervalSince1970: 200)))
        context.insert(LoggedSet(exercise: "Row", performedAt: Date(timeIntervalSince1970: 100)))
        let sorted = try context.fetch(FetchDescriptor<LoggedSet>(sortBy: [SortDescriptor(\.performedAt)]))
        #expect(sorted.map(\.exercise) == ["Row", "Squat"])
    }
}
