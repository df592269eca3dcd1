import Foundation
import WidgetryUI

/// The objects of a model type a view shows, fetched from the environment's model context when the body is read,
/// as SwiftData's `@Query`: `@Query(sort: \Trip.start) var trips: [Trip]`.
///
/// A render reads it once; what a device would refresh on later changes is read again in the next cell. Objects come
/// from the container the view's `.modelContainer(…)` gives (its fixtures, docs/fixtures.md); without one, from the
/// run's fixtures, where a device would have no container at all.
///
/// Apple declares `Query<Element, Result>` with `Result == [Element]`; with that second parameter Swift cannot infer
/// `Element` for a bare `@Query var trips: [Trip]` outside Apple's SDK, so here the result is always `[Element]`.
/// Code that names the type writes `Query<Trip, [Trip]>` rarely; the initializers are Apple's.
@propertyWrapper
public struct Query<Element: PersistentModel>: DynamicProperty {
    private let context = Environment(\.modelContext)
    private let fetch: (ModelContext) throws -> [Element]

    /// The objects the query selects now, or none when the fetch fails (``fetchError`` says why).
    public var wrappedValue: [Element] { (try? fetch(context.wrappedValue)) ?? [] }

    /// Why the last fetch failed, if it did.
    public var fetchError: (any Error)? {
        do { _ = try fetch(context.wrappedValue); return nil } catch { return error }
    }

    /// The context the query fetches from.
    public var modelContext: ModelContext { context.wrappedValue }

    /// Every object of the type, in the container's order (`@Query var trips: [Trip]`). Declared here, not in an
    /// extension: only an `init()` in the type's own declaration lets a bare `@Query var` default-initialize.
    public init() {
        fetch = { try $0.fetch(FetchDescriptor<Element>()) }
    }
}

extension Query {
    /// The objects `descriptor` selects.
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default) {
        fetch = { try $0.fetch(descriptor) }
    }

    /// The objects `filter` accepts, sorted by `sortDescriptors`.
    public init(filter: Predicate<Element>? = nil, sort sortDescriptors: [SortDescriptor<Element>] = [], animation: Animation = .default) {
        self.init(FetchDescriptor(predicate: filter, sortBy: sortDescriptors), animation: animation)
    }

    /// The objects `filter` accepts, sorted by the values at `keyPath`.
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: any KeyPath<Element, Value> & Sendable, order: SortOrder = .forward,
                                   animation: Animation = .default) {
        self.init(filter: filter, sort: [SortDescriptor(keyPath, order: order)], animation: animation)
    }

    /// The objects `filter` accepts, sorted by the optional values at `keyPath` (`nil` first going forward).
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: any KeyPath<Element, Value?> & Sendable, order: SortOrder = .forward,
                                   animation: Animation = .default) {
        self.init(filter: filter, sort: [SortDescriptor(keyPath, order: order)], animation: animation)
    }
}

private struct ModelContextKey: EnvironmentKey {
    static var defaultValue: ModelContext? { nil }
}

extension EnvironmentValues {
    /// The model context views fetch from: the one `.modelContainer(…)`/`.modelContext(…)` set, else one over the
    /// run's fixtures.
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] ?? ModelContext(ModelContainer.fixturesOnly) }
        set { self[ModelContextKey.self] = newValue }
    }
}

extension View {
    /// Gives the views inside `container`'s objects (to `@Query` and `@Environment(\.modelContext)`).
    public func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, ModelContext(container))
    }

    /// Gives the views inside a container for `modelType` (its fixture objects; `inMemory` changes nothing here).
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }

    /// Gives the views inside a container for `modelTypes`.
    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        let container = ModelContainer(for: Schema(modelTypes), configurations: [], fixtures: .current)
        onSetup(.success(container))
        return modelContainer(container)
    }

    /// Gives the views inside `context`.
    public func modelContext(_ context: ModelContext) -> some View {
        environment(\.modelContext, context)
    }
}

extension ModelContainer {
    /// A container of no declared types that serves any type's fixture rows: what views fetch from when no
    /// container was given.
    static var fixturesOnly: ModelContainer { ModelContainer(for: Schema([]), configurations: [], fixtures: .current) }
}
