import Foundation
import WidgetryUI

/// The Core Data objects a view shows, fetched from the environment's managed object context when the body is read, as
/// SwiftUI's `@FetchRequest`: `@FetchRequest(sortDescriptors: [SortDescriptor(\.due)]) var tasks: FetchedResults<Task>`.
///
/// A render reads it once (what a device refreshes on later changes is read again in the next cell). Objects come from
/// the context `.environment(\.managedObjectContext, …)` gives, else from one over the run's fixtures
/// (`CoreData/<Entity>.json`, docs/fixtures.md).
@propertyWrapper
public struct FetchRequest<Result: NSFetchRequestResult>: DynamicProperty {
    private let context = Environment(\.managedObjectContext)
    private let request: NSFetchRequest<Result>
    /// Foundation sort descriptors (`SortDescriptor(\.due)`), applied after the fetch: Linux's Foundation cannot name
    /// their key paths for Core Data's.
    private var comparators: [SortDescriptor<Result>] = []

    /// The objects the request selects now (none when the fetch fails).
    public var wrappedValue: FetchedResults<Result> {
        var objects = (try? context.wrappedValue.fetch(request)) ?? []
        if !comparators.isEmpty { objects.sort { a, b in comparators.lazy.map { $0.compare(a, b) }.first { $0 != .orderedSame } == .orderedAscending } }
        return FetchedResults(request: request, objects: objects)
    }

    /// The request, to change its predicate or sort from the view (`$tasks.nsPredicate`).
    public var projectedValue: Configuration { Configuration(request: request) }

    /// Fetches with `fetchRequest`.
    public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) { request = fetchRequest }

    /// Fetches with `fetchRequest` (the transaction is not animated in a still render).
    public init(fetchRequest: NSFetchRequest<Result>, transaction: Transaction) { request = fetchRequest }

    /// The objects of `entity` that `predicate` accepts, in `sortDescriptors`' order.
    public init(entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        let request = NSFetchRequest<Result>()
        request.entity = entity
        request.entityName = entity.name
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
        self.request = request
    }

    /// What `$results` gives: the request's predicate and sort, settable.
    public struct Configuration {
        let request: NSFetchRequest<Result>
        /// The predicate.
        public var nsPredicate: NSPredicate? {
            get { request.predicate }
            nonmutating set { request.predicate = newValue }
        }
        /// The sort.
        public var nsSortDescriptors: [NSSortDescriptor] {
            get { request.sortDescriptors ?? [] }
            nonmutating set { request.sortDescriptors = newValue }
        }
    }
}

extension FetchRequest where Result: NSManagedObject {
    /// The objects of `Result`'s entity that `predicate` accepts, in `sortDescriptors`' order.
    public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        self.init(entity: Result.entity(), sortDescriptors: sortDescriptors, predicate: predicate, animation: animation)
    }

    /// The objects of `Result`'s entity that `predicate` accepts, in the order of Foundation's sort descriptors
    /// (`SortDescriptor(\.due)`). Disfavored: `FetchRequest<Item>(sortDescriptors: [], predicate: p)` compiles in Xcode, so an
    /// empty literal takes the `NSSortDescriptor` form (the same unsorted fetch either way).
    @_disfavoredOverload
    public init(sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        self.init(sortDescriptors: [NSSortDescriptor](), predicate: predicate, animation: animation)
        comparators = sortDescriptors
    }
}

/// The objects a ``FetchRequest`` selected, as SwiftUI's `FetchedResults`: a random-access collection.
public struct FetchedResults<Result: NSFetchRequestResult>: RandomAccessCollection {
    let request: NSFetchRequest<Result>
    let objects: [Result]

    public var startIndex: Int { objects.startIndex }
    public var endIndex: Int { objects.endIndex }
    public subscript(position: Int) -> Result { objects[position] }

    /// The request's predicate (setting it changes what the next read fetches).
    public var nsPredicate: NSPredicate? {
        get { request.predicate }
        nonmutating set { request.predicate = newValue }
    }

    /// The request's sort.
    public var nsSortDescriptors: [NSSortDescriptor] {
        get { request.sortDescriptors ?? [] }
        nonmutating set { request.sortDescriptors = newValue }
    }
}

private struct ManagedObjectContextKey: EnvironmentKey {
    static var defaultValue: NSManagedObjectContext? { nil }
}

extension EnvironmentValues {
    /// The context `@FetchRequest` and views read, as SwiftUI's `managedObjectContext`: the one
    /// `.environment(\.managedObjectContext, container.viewContext)` set, else a context over the run's fixtures.
    public var managedObjectContext: NSManagedObjectContext {
        get { self[ManagedObjectContextKey.self] ?? NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType) }
        set { self[ManagedObjectContextKey.self] = newValue }
    }
}
