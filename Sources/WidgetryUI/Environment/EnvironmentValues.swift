import Foundation

/// The values a view inherits from its ancestors: colour scheme, text size, fonts, widget family…
///
/// As in SwiftUI, built-in values are properties and user values are reached through
/// `subscript(key:)` with an ``EnvironmentKey``.
public struct EnvironmentValues: CustomStringConvertible {
    private var storage: [ObjectIdentifier: Any] = [:]

    /// An environment with every value at its default.
    public init() {}

    /// The value for `key`, or the key's default when no ancestor set it.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        // Unwrap the dictionary's optional alone: `as? Key.Value` on an absent entry gives `.some(nil)` when the
        // value type is itself optional, hiding a non-nil default (`legibilityWeight`'s `.regular`).
        get {
            guard let value = storage[ObjectIdentifier(key)] else { return Key.defaultValue }
            return value as! Key.Value
        }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// A short summary for debugging.
    public var description: String {
        "EnvironmentValues(colorScheme: \(colorScheme), dynamicTypeSize: \(dynamicTypeSize), widgetFamily: \(widgetFamily))"
    }
}

extension EnvironmentValues {
    /// The environment in force while a view's `body` (or a `GeometryReader` closure) is evaluated on
    /// this thread. `@Environment` reads it. A per-thread stack, not a global: matrices are laid out on
    /// several threads at once, each with its own environments.
    static var current: EnvironmentValues {
        EnvironmentStack.forCurrentThread.top ?? EnvironmentValues()
    }

    /// Runs `body` with `self` as the current environment of this thread.
    func withCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
        let stack = EnvironmentStack.forCurrentThread
        stack.push(self)
        defer { stack.pop() }
        return try body()
    }
}

/// The per-thread stack of environments behind ``EnvironmentValues/current``.
final class EnvironmentStack {
    private var values: [EnvironmentValues] = []

    var top: EnvironmentValues? { values.last }
    func push(_ environment: EnvironmentValues) { values.append(environment) }
    func pop() { values.removeLast() }

    /// Each thread's own stack. Thread-local storage keeps non-`Sendable` user environment values
    /// (SwiftUI does not require them to be `Sendable`) from ever crossing threads. A pthread key rather
    /// than `Thread.threadDictionary`: this is read for every view built, and the dictionary lookup cost
    /// 6% of layout time under callgrind.
    static var forCurrentThread: EnvironmentStack {
        if let raw = pthread_getspecific(environmentStackKey) {
            return Unmanaged<EnvironmentStack>.fromOpaque(raw).takeUnretainedValue()
        }
        let stack = EnvironmentStack()
        pthread_setspecific(environmentStackKey, Unmanaged.passRetained(stack).toOpaque())
        return stack
    }
}

/// The key of each thread's environment stack; the destructor releases it when the thread ends.
private let environmentStackKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { raw in
        guard let raw else { return }
        Unmanaged<EnvironmentStack>.fromOpaque(raw).release()
    }
    return key
}()
