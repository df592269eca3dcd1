import Foundation

/// Which field has keyboard focus, as SwiftUI's `@FocusState`. A render has no keyboard, so nothing is ever
/// focused by the user: the value starts unfocused (`false`, or `nil` for an optional value) and keeps what
/// code writes to it, as ``State`` does. `$focus` is the ``FocusState/Binding`` that `focused(_:)` takes.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    private let box: StateBox<Value>

    /// A focus state of whether one field is focused (`@FocusState private var isFocused: Bool`).
    public init() where Value == Bool { box = StateBox(false) }

    /// A focus state of which field is focused (`@FocusState private var field: Field?`).
    public init<T: Hashable>() where Value == T? { box = StateBox(nil) }

    /// The focused value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// The binding `focused(_:)` and `focused(_:equals:)` take.
    public var projectedValue: Binding { Binding(box: box) }

    /// A binding to a focus state, as SwiftUI's `FocusState.Binding`.
    @propertyWrapper
    public struct Binding {
        let box: StateBox<Value>
        /// The focused value.
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }
        /// The binding itself.
        public var projectedValue: Binding { self }
    }
}

// Safe: the only stored property is the box, whose value is read and written under its lock.
extension FocusState: @unchecked Sendable where Value: Sendable {}
extension FocusState.Binding: @unchecked Sendable where Value: Sendable {}

extension EnvironmentValues {
    /// Whether the nearest focusable ancestor has focus, as SwiftUI's `EnvironmentValues.isFocused`: nothing has focus in a
    /// render (a widget takes no keyboard or remote focus), so `false`.
    public var isFocused: Bool { false }
}
