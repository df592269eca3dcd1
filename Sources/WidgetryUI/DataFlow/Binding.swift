import Foundation

/// A reference to a value owned elsewhere, as SwiftUI's `Binding`: controls such as `Toggle` read it,
/// and `$state` hands one down. A static render reads bindings and never writes them, but writes still go
/// to the owner so code that sets a binding behaves as on a device.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }

    /// A binding whose writes are told the transaction they are made in (`set: { value, transaction in … }`); a render
    /// makes no animated change, so writes come with an empty transaction.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.get = get
        self.set = { set($0, Transaction()) }
    }

    /// The transaction the binding's writes are made in: an empty one here, as a render animates nothing.
    public var transaction: Transaction {
        get { Transaction() }
        set {}
    }

    /// A binding of a `Binding` parameter (`@Binding var isOn: Bool` in an initialiser).
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// The binding with its changes animated, as SwiftUI's `animation(_:)`: the same binding here (a render does not
    /// animate).
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }

    /// The binding with its changes made in `transaction`: the same binding here.
    public func transaction(_ transaction: Transaction) -> Binding<Value> { self }

    /// A binding to a value that never changes: SwiftUI's previews and static content use it.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value the binding refers to.
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    /// The binding itself, so `$binding` passes it on.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value, as `$item.isDone`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] },
                         set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }
}

extension Binding {
    /// A binding to an optional value, `nil` when the base is `nil` (SwiftUI's failable initialiser).
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? value }, set: { base.wrappedValue = $0 })
    }
}
