/// Reads a value from the environment of the view that declares it, as SwiftUI's `@Environment` does:
/// `@Environment(\.colorScheme) var colorScheme`.
@propertyWrapper
public struct Environment<Value> {
    private let keyPath: KeyPath<EnvironmentValues, Value>

    /// Reads the environment value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    /// The value in the environment where the view's `body` is being evaluated.
    public var wrappedValue: Value { EnvironmentValues.current[keyPath: keyPath] }
}
