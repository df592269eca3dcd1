import Foundation

/// A value a gesture changes while it runs and that returns to its initial value when the gesture ends, as SwiftUI's
/// `@GestureState`. A widget receives no gestures (see ``Gesture``), so the value is always the initial one: a sheet
/// offset by the drag's translation is drawn at rest, as on a device.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    private let initialValue: Value

    /// A state starting at `wrappedValue`.
    public init(wrappedValue: Value) { initialValue = wrappedValue }
    /// A state starting at `initialValue`.
    public init(initialValue: Value) { self.initialValue = initialValue }
    /// A state starting at `wrappedValue`, reset in `resetTransaction` when the gesture ends.
    public init(wrappedValue: Value, resetTransaction: Transaction) { initialValue = wrappedValue }
    /// A state starting at `wrappedValue`, reset through `reset` when the gesture ends.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { initialValue = wrappedValue }

    /// The value: the initial one, as no gesture runs.
    public var wrappedValue: Value { initialValue }
    /// The state itself, for `gesture.updating($state) { … }`.
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// A state starting at `nil`.
    public init(resetTransaction: Transaction = Transaction()) { initialValue = nil }
}

/// A gesture that updates a ``GestureState`` while it runs, as SwiftUI's `GestureStateGesture`.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    let base: Base
}

/// A gesture whose value is transformed, as SwiftUI's `_MapGesture`.
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    let content: Content
}

extension Gesture {
    /// Updates `state` with `body` while the gesture runs: never run in a widget, so `state` keeps its initial value.
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void)
        -> GestureStateGesture<Self, State> { GestureStateGesture(base: self) }
    /// The gesture with its value transformed by `body`.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> { _MapGesture(content: self) }
}
