import Foundation

/// Values the app hands to its intents and queries, as App Intents' `AppDependencyManager` (iOS 17): the app adds
/// them once (`AppDependencyManager.shared.add(dependency: modelContainer)`), and `@Dependency` properties read them.
/// A dependency is made the first time it is read and kept.
public final class AppDependencyManager: @unchecked Sendable {
    // @unchecked: every access to `entries` holds `lock`.
    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]

    /// The app's manager.
    public static let shared = AppDependencyManager()

    /// A manager with no dependencies.
    public init() {}

    /// Adds the dependency `dependency()` makes, under `key` if given (two dependencies of one type need keys).
    public func add<Dependency>(key: AnyHashable? = nil, dependency: @autoclosure @escaping @Sendable () -> Dependency) {
        add(key: key, dependency)
    }

    /// Adds the dependency `make()` makes, under `key` if given: `add { ModelContainer(…) }`.
    public func add<Dependency>(key: AnyHashable? = nil, _ make: @escaping @Sendable () -> Dependency) {
        lock.withLock { entries[Key(type: ObjectIdentifier(Dependency.self), key: key)] = Entry(make: make) }
    }

    /// The dependency of `type` (under `key`), made now if it was not yet; `nil` when none was added.
    public func dependency<Dependency>(of type: Dependency.Type, key: AnyHashable? = nil) -> Dependency? {
        lock.withLock {
            let slot = Key(type: ObjectIdentifier(type), key: key)
            guard var entry = entries[slot] else { return nil }
            if entry.value == nil {
                entry.value = entry.make()
                entries[slot] = entry
            }
            return entry.value as? Dependency
        }
    }

    private struct Key: Hashable {
        let type: ObjectIdentifier
        let key: AnyHashable?
    }

    private struct Entry {
        let make: () -> Any
        var value: Any?
    }
}

/// `@Dependency var modelContainer: ModelContainer` in an intent or a query, as App Intents' `AppDependency`: the value
/// the app added to ``AppDependencyManager/shared``. Reading one the app never added stops the program, as on iOS.
@propertyWrapper
public struct AppDependency<Value>: @unchecked Sendable {
    // @unchecked: holds only a key; the value lives in the (locked) manager.
    /// The key the dependency was added under, if any.
    public let key: AnyHashable?
    private let manager: AppDependencyManager

    /// The dependency of the property's type.
    public init() { self.init(key: nil) }

    /// The dependency added under `key`.
    public init(key: AnyHashable?, manager: AppDependencyManager = .shared) {
        self.key = key
        self.manager = manager
    }

    /// The dependency.
    public var wrappedValue: Value {
        guard let value = manager.dependency(of: Value.self, key: key) else {
            fatalError("AppDependency of type \(Value.self) was not added before it was read: call AppDependencyManager.shared.add(dependency:) when the app or the extension starts")
        }
        return value
    }
}

extension AppIntent {
    /// `@Dependency`, a value the app added to ``AppDependencyManager``.
    public typealias Dependency<Value> = AppDependency<Value>
}

extension EntityQuery {
    /// `@Dependency`, a value the app added to ``AppDependencyManager``.
    public typealias Dependency<Value> = AppDependency<Value>
}
