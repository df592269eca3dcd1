import Foundation

/// A value a view owns, as SwiftUI's `@State`. A widget is rendered from its entry and never receives
/// events, so a state keeps its initial value in every render; writes (from `.onAppear` code, say) are kept
/// for the view's lifetime as on a device, and `$state` gives a ``Binding`` to it.
@propertyWrapper
public struct State<Value> {
    /// The storage is shared by copies of the view, as SwiftUI keeps state outside the view value.
    private let box: StateBox<Value>

    /// A state with an initial value (`@State private var count = 0`).
    public init(wrappedValue value: Value) { box = StateBox(value) }

    /// A state with an initial value, under SwiftUI's older name.
    public init(initialValue value: Value) { box = StateBox(value) }

    /// The current value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the value, for controls and child views.
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// A state that starts as `nil` (`@State private var selection: Item?`).
    public init() { self.init(wrappedValue: nil) }
}

// Safe: the only stored property is the box, whose value is read and written under its lock.
extension State: @unchecked Sendable where Value: Sendable {}

/// Holds a state's value under a lock, so views copied across render threads read it safely.
final class StateBox<Value>: @unchecked Sendable {
    // `@unchecked`: `stored` is touched only inside `lock`, so no two threads see it at once.
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) { stored = value }

    var value: Value {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }
}
