import Observation

// iOS 17's Observation-based environment: `.environment(model)` provides an `@Observable` object by its type and
// `@Environment(Model.self) var model` reads it back. SwiftUI keeps these apart from `environmentObject(_:)`'s
// objects (one never answers the other's reader), so they have a store of their own.

/// The `@Observable` objects `environment(_:)` provided, by type.
struct ObservableObjects: @unchecked Sendable {
    // `@unchecked`: as `EnvironmentObjects`, a value copied with the environment; the objects are the user's, read on
    // the thread that lays the view out.
    var objects: [ObjectIdentifier: AnyObject] = [:]
}

private struct ObservableObjectsKey: EnvironmentKey { static let defaultValue = ObservableObjects() }

/// An object type as a key path's subscript argument (a metatype is not `Hashable`), so `@Environment(Model.self)`
/// reads through the same key path as `@Environment(\.colorScheme)`.
struct ObservableType<Object: AnyObject>: Hashable {}

extension EnvironmentValues {
    /// The objects provided with `environment(_:)`.
    var observableObjects: ObservableObjects {
        get { self[ObservableObjectsKey.self] }
        set { self[ObservableObjectsKey.self] = newValue }
    }

    /// The object of that type an ancestor provided, or nil.
    subscript<Object: AnyObject>(observable _: ObservableType<Object>) -> Object? {
        observableObjects.objects[ObjectIdentifier(Object.self)] as? Object
    }

    /// The object of that type an ancestor provided; as in SwiftUI, reading one nobody provided stops the program with
    /// a message naming the type (the pipeline reports the widget as crashed, with that message).
    subscript<Object: AnyObject>(requiredObservable type: ObservableType<Object>) -> Object {
        guard let object = self[observable: type] else {
            fatalError("No Observable object of type \(Object.self) found. A View.environment(_:) for \(Object.self) may be missing as an ancestor of this view.")
        }
        return object
    }
}

extension Environment {
    /// Reads the `@Observable` object of `objectType` an ancestor provided with `environment(_:)` (iOS 17):
    /// `@Environment(Model.self) private var model`.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(\EnvironmentValues.[requiredObservable: ObservableType<Value>()])
    }

    /// Reads the `@Observable` object of `objectType`, or nil when no ancestor provided one:
    /// `@Environment(Model.self) private var model: Model?`.
    public init<Object: AnyObject & Observable>(_ objectType: Object.Type) where Value == Object? {
        self.init(\EnvironmentValues.[observable: ObservableType<Object>()])
    }
}

extension View {
    /// Provides an `@Observable` object to the views inside, by its type, for `@Environment(Model.self)` (iOS 17).
    /// `nil` removes one an ancestor provided.
    public func environment<Object: AnyObject & Observable>(_ object: Object?) -> some View {
        modifyingEnvironment { $0.observableObjects.objects[ObjectIdentifier(Object.self)] = object }
    }
}
