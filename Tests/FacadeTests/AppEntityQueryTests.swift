import AppIntents
import CoreSpotlight
import Foundation
import SwiftUI
import Testing

/// App Intents' entity API from iOS 16 to 26 as a recipe app's shared intent code uses it — Find queries with
/// comparators and sort options, `@Dependency`, Spotlight-indexed entities, URL representations, open and snippet
/// intents — compiled through `import AppIntents` as a widget target that shares those files compiles them.
@Suite struct AppEntityQueryTests {
    /// The app's own store, handed to intents and queries with `AppDependencyManager`.
    final class RecipeStore: Sendable {
        let recipes: [RecipeEntity]
        init(recipes: [RecipeEntity]) { self.recipes = recipes }
    }

    struct RecipeEntity: IndexedEntity, URLRepresentableEntity {
        static let defaultQuery = RecipeQuery()
        static var typeDisplayRepresentation: TypeDisplayRepresentation {
            TypeDisplayRepresentation(name: "Recipe", numericFormat: "\(placeholder: .int) recipes")
        }
        static var urlRepresentation: URLRepresentation { "https://recipes.example/r/\(.id)" }

        var id: String
        @Property(title: "Name", indexingKey: \.displayName) var name: String
        @Property(indexingKey: \.contentDescription) var summary: String
        @Property var minutes: Int
        @Property(title: "Rating") var rating: Int?
        @Property(indexingKey: \.url) var source: URL?

        @ComputedProperty var isQuick: Bool { minutes <= 20 }

        var displayRepresentation: DisplayRepresentation {
            DisplayRepresentation(title: "\(name)", subtitle: "\(minutes) min",
                                  image: .init(data: Data([0x89, 0x50]), isTemplate: false, displayStyle: .circular))
        }

        init(id: String, name: String, summary: String, minutes: Int, rating: Int?, source: URL? = nil) {
            self.id = id
            self.name = name
            self.summary = summary
            self.minutes = minutes
            self.rating = rating
            self.source = source
        }
    }

    struct RecipeQuery: EntityQuery, EntityStringQuery, EntityPropertyQuery {
        @Dependency var store: RecipeStore

        typealias ComparatorMappingType = Predicate<RecipeEntity>

        static let properties = QueryProperties {
            Property(\RecipeEntity.$name) {
                ContainsComparator { text in #Predicate<RecipeEntity> { $0.name.localizedStandardContains(text) } }
                EqualToComparator { text in #Predicate<RecipeEntity> { $0.name == text } }
            }
            Property(\.$minutes) {
                LessThanOrEqualToComparator { limit in #Predicate<RecipeEntity> { $0.minutes <= limit } }
                IsBetweenComparator { low, high in #Predicate<RecipeEntity> { $0.minutes >= low && $0.minutes <= high } }
            }
            // An optional property: the comparator gets the unwrapped value, as on iOS.
            Property(\RecipeEntity.$rating) {
                GreaterThanOrEqualToComparator { stars in
                    #Predicate<RecipeEntity> { entity in entity.rating != nil && entity.rating! >= stars }
                }
            }
        }

        static let sortingOptions = SortingOptions {
            SortableBy(\RecipeEntity.$name)
            SortableBy(\RecipeEntity.$minutes)
        }

        static var findIntentDescription: IntentDescription? {
            IntentDescription("Find recipes", categoryName: "Recipes", searchKeywords: ["cook"], resultValueName: "Recipes")
        }

        func entities(for identifiers: [RecipeEntity.ID]) async throws -> [RecipeEntity] {
            store.recipes.filter { identifiers.contains($0.id) }
        }

        func entities(matching string: String) async throws -> [RecipeEntity] {
            store.recipes.filter { $0.name.localizedStandardContains(string) }
        }

        func entities(matching comparators: [Predicate<RecipeEntity>], mode: ComparatorMode,
                      sortedBy: [EntityQuerySort<RecipeEntity>], limit: Int?) async throws -> [RecipeEntity] {
            let matched = try store.recipes.filter { recipe in
                let results = try comparators.map { try $0.evaluate(recipe) }
                return mode == .and ? !results.contains(false) : results.contains(true)
            }
            var sorted = matched
            if let sort = sortedBy.first, sort.by == \RecipeEntity.$minutes {
                sorted.sort { sort.order == .ascending ? $0.minutes < $1.minutes : $0.minutes > $1.minutes }
            } else {
                sorted.sort { $0.name < $1.name }
            }
            return Array(sorted.prefix(limit ?? sorted.count))
        }
    }

    struct OpenRecipeIntent: OpenIntent, URLRepresentableIntent {
        static let title: LocalizedStringResource = "Open Recipe"
        @Parameter(title: "Recipe") var target: RecipeEntity
        init() {}
        init(target: RecipeEntity) { self.target = target }
    }

    struct ShowTimerIntent: URLRepresentableIntent {
        static let title: LocalizedStringResource = "Show Timer"
        static var urlRepresentation: URLRepresentation { "https://recipes.example/timer/\(\.$minutes)" }
        @Parameter(title: "Minutes") var minutes: Int
        @Parameter(title: "Start", kind: .time) var start: Date?
    }

    struct RecipeSnippetIntent: SnippetIntent {
        static let title: LocalizedStringResource = "Recipe Snippet"
        // iOS 18's untitled parameters.
        @Parameter var recipe: RecipeEntity
        @Parameter var servings = 2
        init() {}
        init(recipe: RecipeEntity) { self.recipe = recipe }

        func perform() async throws -> some IntentResult & ShowsSnippetView {
            .result(view: Text(recipe.name).font(.headline))
        }
    }

    struct RateRecipeIntent: AppIntent {
        static let title: LocalizedStringResource = "Rate Recipe"
        @Parameter(title: "Recipe") var recipe: RecipeEntity
        init() {}
        init(recipe: RecipeEntity) { self.recipe = recipe }

        func perform() async throws -> some IntentResult & ReturnsValue<RecipeEntity> & ProvidesDialog & ShowsSnippetIntent {
            .result(value: recipe, dialog: "Rated \(recipe.name)", snippetIntent: RecipeSnippetIntent(recipe: recipe))
        }
    }

    static let soup = RecipeEntity(id: "tomato soup", name: "Tomato Soup", summary: "Roasted tomatoes", minutes: 35, rating: 4,
                                   source: URL(string: "https://cooking.example/soup"))
    static let salad = RecipeEntity(id: "salad", name: "Green Salad", summary: "Leaves", minutes: 10, rating: nil)
    static let stew = RecipeEntity(id: "stew", name: "Bean Stew", summary: "Beans", minutes: 90, rating: 5)

    @Test("A Find query's comparators map the user's value to the query's predicates, optional properties unwrapped")
    func comparators() throws {
        let properties = RecipeQuery.properties.properties
        #expect(properties.map(\.keyPath) == [\RecipeEntity.$name, \RecipeEntity.$minutes, \RecipeEntity.$rating])
        #expect(properties[0].comparators.map(\.kind) == [.contains, .equalTo])
        #expect(properties[1].comparators.map(\.kind) == [.lessThanOrEqualTo, .isBetween])

        let contains = try #require(RecipeQuery.properties.comparator(for: \RecipeEntity.$name, .contains, value: "soup"))
        #expect(try contains.evaluate(Self.soup))
        #expect(try !contains.evaluate(Self.salad))
        let between = try #require(RecipeQuery.properties.comparator(for: \RecipeEntity.$minutes, .isBetween, value: (20, 60)))
        #expect(try [Self.soup, Self.salad, Self.stew].map { try between.evaluate($0) } == [true, false, false])
        let rated = try #require(RecipeQuery.properties.comparator(for: \RecipeEntity.$rating, .greaterThanOrEqualTo, value: 5))
        #expect(try [Self.soup, Self.salad, Self.stew].map { try rated.evaluate($0) } == [false, false, true])
        // A comparison the query does not offer, or a value of another type, maps to nothing.
        #expect(RecipeQuery.properties.comparator(for: \RecipeEntity.$name, .hasPrefix, value: "To") == nil)
        #expect(RecipeQuery.properties.comparator(for: \RecipeEntity.$minutes, .lessThanOrEqualTo, value: "ten") == nil)

        #expect(RecipeQuery.sortingOptions.sortableBy.map(\.keyPath) == [\RecipeEntity.$name, \RecipeEntity.$minutes])
        #expect(RecipeQuery.findIntentDescription?.resultValueName == "Recipes")
    }

    @Test("@Dependency reads what the app added to AppDependencyManager, so a Find runs on the app's store")
    func dependencyAndFind() async throws {
        AppDependencyManager.shared.add(dependency: RecipeStore(recipes: [Self.stew, Self.soup, Self.salad]))
        let query = RecipeQuery()
        let quick = try #require(RecipeQuery.properties.comparator(for: \RecipeEntity.$minutes, .lessThanOrEqualTo, value: 40))
        let found = try await query.entities(matching: [quick], mode: .and,
                                             sortedBy: [EntityQuerySort(by: \RecipeEntity.$minutes, order: .descending)], limit: nil)
        #expect(found.map(\.id) == ["tomato soup", "salad"])
        #expect(try await query.entities(for: ["stew"]).map(\.name) == ["Bean Stew"])
        #expect(try await query.entities(matching: "sal").map(\.id) == ["salad"])
    }

    @Test("A dependency under a key is its own value, made once when first read")
    func keyedDependencies() {
        let manager = AppDependencyManager()
        let made = Counter()
        manager.add(key: "backup") { made.increment(); return RecipeStore(recipes: [Self.salad]) }
        manager.add(dependency: RecipeStore(recipes: [Self.soup, Self.stew]))
        let backup = AppDependency<RecipeStore>(key: "backup", manager: manager)
        #expect(backup.wrappedValue.recipes.map(\.id) == ["salad"])
        #expect(backup.wrappedValue === backup.wrappedValue)
        #expect(made.value == 1)
        #expect(AppDependency<RecipeStore>(key: nil, manager: manager).wrappedValue.recipes.count == 2)
        #expect(manager.dependency(of: Int.self) == nil)
    }

    @Test("An indexed entity's default Spotlight attributes come from its representation and its indexing keys")
    func indexedEntity() async {
        let attributes = Self.soup.attributeSet
        #expect(attributes.displayName == "Tomato Soup")
        #expect(attributes.title == "Tomato Soup")
        // The subtitle ("35 min") is the description until a property with that indexing key writes over it.
        #expect(attributes.contentDescription == "Roasted tomatoes")
        #expect(attributes.url == URL(string: "https://cooking.example/soup"))
        #expect(Self.salad.attributeSet.url == nil)
        // Linux has no Spotlight index: indexing fails as indexing items does, and the caller's catch runs.
        await #expect(throws: CSIndexError(.indexingUnsupported)) {
            try await CSSearchableIndex.default().indexAppEntities([Self.soup, Self.stew])
        }
        await #expect(throws: CSIndexError(.indexingUnsupported)) {
            try await CSSearchableIndex.default().deleteAppEntities(identifiedBy: ["stew"], ofType: RecipeEntity.self)
        }
    }

    @Test("URL representations put the identifier and property values into the URL, percent-encoded")
    func urlRepresentations() {
        #expect(Self.soup.url?.absoluteString == "https://recipes.example/r/tomato%20soup")
        #expect(OpenRecipeIntent(target: Self.stew).url?.absoluteString == "https://recipes.example/r/stew")
        var timer = ShowTimerIntent()
        timer.minutes = 12
        #expect(timer.url?.absoluteString == "https://recipes.example/timer/12")
        #expect(timer.$start.dateKind == .time)
    }

    @Test("Snippet results keep their view and their snippet intent; computed properties are entity properties")
    func snippetsAndComputedProperties() async throws {
        // The results are opaque (`some IntentResult & …`), as in the app's code; the system reads the container.
        let shown = try #require(try await RecipeSnippetIntent(recipe: Self.soup).perform() as? IntentResultContainer<Never, Never>)
        #expect(shown.snippetView != nil)
        let rated = try #require(try await RateRecipeIntent(recipe: Self.stew).perform() as? IntentResultContainer<RecipeEntity, Never>)
        #expect(rated.value?.id == "stew")
        let snippet = try #require(rated.snippetIntent as? RecipeSnippetIntent)
        #expect(snippet.recipe.id == "stew")
        #expect(snippet.servings == 2)
        #expect(Self.salad.$isQuick.wrappedValue)
        #expect(!Self.stew.$isQuick.wrappedValue)
        #expect(Self.soup.displayRepresentation.image?.displayStyle == .circular)
        #expect(RecipeEntity.typeDisplayRepresentation.numericFormat?.key == "%lld recipes")
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        var value: Int { lock.withLock { count } }
        func increment() { lock.withLock { count += 1 } }
    }
}
