/// A key for a value in ``EnvironmentValues``, as in SwiftUI: declare a type with a `defaultValue` and
/// extend `EnvironmentValues` with a property that reads and writes `self[Key.self]`.
public protocol EnvironmentKey {
    /// The type of value the key stores.
    associatedtype Value
    /// The value when no ancestor set one.
    static var defaultValue: Value { get }
}
