import Foundation
import SwiftData
import Testing
@testable import WidgetrySwiftData

/// A store actor as widget providers use one to read SwiftData off the main actor (our own code).
@ModelActor
actor ReadingStore {
    func unfinishedTitles() throws -> [String] {
        let descriptor = FetchDescriptor<ReadingItem>(predicate: #Predicate { !$0.finished }, sortBy: [SortDescriptor(\.title)])
        return try modelContext.fetch(descriptor).map(\.title)
    }

    func count() throws -> Int { try modelContext.fetchCount(FetchDescriptor<ReadingItem>()) }
}

@Suite struct ModelActorTests {
    @Test("@ModelActor gives an actor init(modelContainer:), its container and a context of its own over the fixture's rows")
    func actorFetches() async throws {
        let container = ModelContainer(for: Schema([ReadingItem.self]), configurations: [], fixtures: try SwiftDataTests.fixtures(SwiftDataTests.rows))
        let store = ReadingStore(modelContainer: container)
        // SwiftDataTests.rows: Dune and Ubik are unfinished, Emma finished, and the untitled row is left out.
        #expect(try await store.unfinishedTitles() == ["Dune", "Ubik"])
        #expect(try await store.count() == 3)
        #expect(store.modelContainer === container)
        // Each actor has its own context, not the container's main one.
        let other = ReadingStore(modelContainer: container)
        #expect(store.modelExecutor.modelContext !== other.modelExecutor.modelContext)
    }
}
