import Foundation

/// Bindings to the properties of an `@Observable` model, as SwiftUI's `@Bindable` (iOS 17):
/// `Toggle("On", isOn: $model.isOn)`. Any class is accepted.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject> {
    /// The model.
    public var wrappedValue: Value

    /// Bindings to `wrappedValue`'s properties.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

    /// Bindings to `object`'s properties.
    public init(_ object: Value) { wrappedValue = object }

    /// The bindable itself, so `$model.property` is a binding.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to a property of the model.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
