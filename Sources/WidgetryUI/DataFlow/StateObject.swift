import Foundation

/// A model object a view owns, as SwiftUI's `@StateObject`: made once from the autoclosure when first read
/// and kept for the view's lifetime (copies of the view share it, as SwiftUI keeps it outside the view).
/// Any class is accepted; see ``ObservedObject``.
@propertyWrapper
public struct StateObject<ObjectType: AnyObject> {
    private let box: StateBox<ObjectType?>
    private let make: () -> ObjectType

    /// Owns the object `thunk` makes, made when first read.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        box = StateBox(nil)
        make = thunk
    }

    /// The object, made on first use.
    public var wrappedValue: ObjectType {
        if let object = box.value { return object }
        let object = make()
        box.value = object
        return object
    }

    /// Bindings to the object's properties (`$model.isOn`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject(wrappedValue: wrappedValue).projectedValue }
}
