import Foundation

/// A view of a container's objects, as SwiftData's `ModelContext`: fetches filter, sort and limit the
/// container's fixture objects; inserts and deletes change what later fetches see in this process;
/// saving writes nothing (there is no store file on Linux).
public final class ModelContext {
    /// The container.
    public let container: ModelContainer
    /// Whether changes are saved automatically (nothing is written either way).
    public var autosaveEnabled = true
    /// Whether there are unsaved changes.
    public private(set) var hasChanges = false

    /// A context over `container`.
    public init(_ container: ModelContainer) { self.container = container }

    /// The objects `descriptor` selects: those its predicate accepts, in its sort order, after its offset,
    /// at most its limit.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        var objects = container.objects(of: T.self)
        if let predicate = descriptor.predicate { objects = try objects.filter { try predicate.evaluate($0) } }
        if !descriptor.sortBy.isEmpty { objects.sort(using: descriptor.sortBy) }
        if let offset = descriptor.fetchOffset { objects = Array(objects.dropFirst(max(0, offset))) }
        if let limit = descriptor.fetchLimit { objects = Array(objects.prefix(max(0, limit))) }
        return objects
    }

    /// How many objects `descriptor` selects.
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int { try fetch(descriptor).count }

    /// The identifiers of the objects `descriptor` selects.
    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
        try fetch(descriptor).map(\.persistentModelID)
    }

    /// Adds `model` to the container's objects.
    public func insert<T: PersistentModel>(_ model: T) {
        container.update(T.self) { objects in
            if !objects.contains(where: { $0 === model }) { objects.append(model) }
        }
        hasChanges = true
    }

    /// Removes `model` from the container's objects.
    public func delete<T: PersistentModel>(_ model: T) {
        container.update(T.self) { $0.removeAll { $0 === model } }
        hasChanges = true
    }

    /// Removes the objects of `model` that `predicate` accepts (all when nil).
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
        let doomed = try fetch(FetchDescriptor(predicate: predicate))
        container.update(T.self) { objects in objects.removeAll { object in doomed.contains { $0 === object } } }
        hasChanges = true
    }

    /// The object with `persistentModelID`, if this context's container has it.
    public func model<T: PersistentModel>(for persistentModelID: PersistentIdentifier, as type: T.Type = T.self) -> T? {
        container.objects(of: T.self).first { $0.persistentModelID == persistentModelID }
    }

    /// The object with `persistentModelID` if this context has it already, as `registeredModel(for:)`: here every object of
    /// the container is the context's, so the same as ``model(for:as:)``.
    public func registeredModel<T: PersistentModel>(for persistentModelID: PersistentIdentifier) -> T? {
        model(for: persistentModelID, as: T.self)
    }

    /// Saves: nothing is written on Linux; the changes stay in this process.
    public func save() throws { hasChanges = false }

    /// Processes pending changes, as `processPendingChanges()`: inserts and deletes are applied to the fixture store
    /// as they are made here, so nothing is pending.
    public func processPendingChanges() {}

    /// Forgets unsaved changes' flag (objects inserted stay, as there is no store to go back to).
    public func rollback() { hasChanges = false }

    /// Runs `block` and saves.
    public func transaction(block: () throws -> Void) throws {
        try block()
        try save()
    }
}

/// The objects a fetch selects, as SwiftData's `FetchDescriptor`.
public struct FetchDescriptor<T: PersistentModel> {
    /// Which objects.
    public var predicate: Predicate<T>?
    /// Their order.
    public var sortBy: [SortDescriptor<T>]
    /// At most this many.
    public var fetchLimit: Int?
    /// Skipping this many first.
    public var fetchOffset: Int?
    /// Whether unsaved inserts are included (they always are here).
    public var includePendingChanges = true
    /// Properties to fetch (all are, here).
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    /// Relationships to prefetch (nothing to prefetch here).
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

    /// A descriptor.
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}
