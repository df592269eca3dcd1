import Foundation

/// A model object a view observes, as SwiftUI's `@ObservedObject`. A render reads the object's current
/// values once; nothing publishes changes to it, so Combine is not needed here: any class is accepted
/// (SwiftUI requires `ObservableObject`, which `import Combine` brings from OpenCombine on Linux).
@propertyWrapper
@dynamicMemberLookup
public struct ObservedObject<ObjectType: AnyObject> {
    /// The object.
    public var wrappedValue: ObjectType

    /// Observes `object`.
    public init(wrappedValue object: ObjectType) { wrappedValue = object }

    /// Observes `object`.
    public init(initialValue object: ObjectType) { wrappedValue = object }

    /// Bindings to the object's properties (`$model.isOn`).
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// A binding to a property of the object, as `$model.name`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        projectedValue[dynamicMember: keyPath]
    }

    /// Makes bindings to an observed object's properties, as SwiftUI's `ObservedObject.Wrapper`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to a property of the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}
