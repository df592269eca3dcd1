import Foundation

/// A model object an ancestor put in the environment with `environmentObject(_:)`, as SwiftUI's
/// `@EnvironmentObject`, read where the view's body is evaluated. Any class is accepted; see ``ObservedObject``.
///
/// As in SwiftUI, reading one that no ancestor provided stops the program with a message naming the type
/// (the pipeline reports a crashed widget as a finding).
@propertyWrapper
public struct EnvironmentObject<ObjectType: AnyObject> {
    /// Reads the object of this type from the environment.
    public init() {}

    /// The object an ancestor provided.
    public var wrappedValue: ObjectType {
        guard let object = EnvironmentValues.current.environmentObjects.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// Bindings to the object's properties (`$model.isOn`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject(wrappedValue: wrappedValue).projectedValue }
}

/// The objects `environmentObject(_:)` provided, by type.
struct EnvironmentObjects: @unchecked Sendable {
    // `@unchecked`: the dictionary is a value copied with the environment, never mutated in place by two
    // threads; the objects are the user's, read on the thread that lays the view out, as SwiftUI reads them.
    var objects: [ObjectIdentifier: AnyObject] = [:]
}

private struct EnvironmentObjectsKey: EnvironmentKey { static let defaultValue = EnvironmentObjects() }

extension EnvironmentValues {
    /// The objects provided with `environmentObject(_:)`.
    var environmentObjects: EnvironmentObjects {
        get { self[EnvironmentObjectsKey.self] }
        set { self[EnvironmentObjectsKey.self] = newValue }
    }
}

extension View {
    /// Provides `object` to `@EnvironmentObject` properties of the views inside, by its type.
    public func environmentObject<T: AnyObject>(_ object: T) -> some View {
        modifyingEnvironment { $0.environmentObjects.objects[ObjectIdentifier(T.self)] = object }
    }
}
