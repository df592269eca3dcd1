import Foundation

/// A value kept in `UserDefaults`, as SwiftUI's `@AppStorage`: widgets read settings their app wrote to a
/// shared suite (`store: UserDefaults(suiteName: "group.…")`). A render reads the real defaults of the
/// machine it runs on — on Linux, Foundation's file-backed `UserDefaults` — and shows the default value
/// when the key is absent or holds another type, as on iOS.
@propertyWrapper
public struct AppStorage<Value> {
    private let key: String
    private let defaultValue: Value
    private let store: UserDefaults
    private let read: (UserDefaults, String) -> Value?
    private let write: (UserDefaults, String, Value) -> Void

    private init(key: String, defaultValue: Value, store: UserDefaults?,
                 read: @escaping (UserDefaults, String) -> Value?, write: @escaping (UserDefaults, String, Value) -> Void) {
        self.key = key
        self.defaultValue = defaultValue
        self.store = store ?? .standard
        self.read = read
        self.write = write
    }

    /// The stored value, or the default when the key holds none of this type.
    public var wrappedValue: Value {
        get { read(store, key) ?? defaultValue }
        nonmutating set { write(store, key, newValue) }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }
}

extension AppStorage where Value == Bool {
    /// A Boolean in `store` (the standard defaults when `nil`).
    public init(wrappedValue: Bool, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store,
                  read: { $0.object(forKey: $1) == nil ? nil : $0.bool(forKey: $1) }, write: { $0.set($2, forKey: $1) })
    }
}

extension AppStorage where Value == Int {
    /// An integer in `store`.
    public init(wrappedValue: Int, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store,
                  read: { ($0.object(forKey: $1) as? NSNumber)?.intValue }, write: { $0.set($2, forKey: $1) })
    }
}

extension AppStorage where Value == Double {
    /// A floating-point number in `store`.
    public init(wrappedValue: Double, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store,
                  read: { ($0.object(forKey: $1) as? NSNumber)?.doubleValue }, write: { $0.set($2, forKey: $1) })
    }
}

extension AppStorage where Value == String {
    /// A string in `store`.
    public init(wrappedValue: String, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { $0.object(forKey: $1) as? String }, write: { $0.set($2, forKey: $1) })
    }
}

extension AppStorage where Value == Data {
    /// Bytes in `store`.
    public init(wrappedValue: Data, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { $0.object(forKey: $1) as? Data }, write: { $0.set($2, forKey: $1) })
    }
}

extension AppStorage where Value == URL {
    /// A URL in `store` (UserDefaults' `url(forKey:)`, which also reads a path string).
    public init(wrappedValue: URL, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store,
                  read: { $0.object(forKey: $1) == nil ? nil : $0.url(forKey: $1) }, write: { $0.set($2, forKey: $1) })
    }
}

extension AppStorage where Value == Date {
    /// A date in `store` (iOS 18).
    public init(wrappedValue: Date, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { $0.object(forKey: $1) as? Date }, write: { $0.set($2, forKey: $1) })
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == String {
    /// An enum stored by its string raw value; an unknown raw value reads as the default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store,
                  read: { ($0.object(forKey: $1) as? String).flatMap(Value.init(rawValue:)) },
                  write: { $0.set($2.rawValue, forKey: $1) })
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == Int {
    /// An enum stored by its integer raw value; an unknown raw value reads as the default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store,
                  read: { ($0.object(forKey: $1) as? NSNumber).flatMap { Value(rawValue: $0.intValue) } },
                  write: { $0.set($2.rawValue, forKey: $1) })
    }
}

extension AppStorage {
    /// An optional value in `store` read with `read`: `nil` when absent; writing `nil` removes the key.
    fileprivate init<Wrapped>(optional key: String, store: UserDefaults?, read: @escaping (UserDefaults, String) -> Wrapped?)
        where Value == Wrapped? {
        self.init(key: key, defaultValue: nil, store: store, read: read,
                  write: { defaults, key, value in value.map { defaults.set($0, forKey: key) } ?? defaults.removeObject(forKey: key) })
    }
}

extension AppStorage where Value == String? {
    /// An optional string in `store`: `nil` when absent.
    public init(_ key: String, store: UserDefaults? = nil) { self.init(optional: key, store: store) { $0.object(forKey: $1) as? String } }
}

extension AppStorage where Value == Int? {
    /// An optional integer in `store`: `nil` when absent.
    public init(_ key: String, store: UserDefaults? = nil) { self.init(optional: key, store: store) { ($0.object(forKey: $1) as? NSNumber)?.intValue } }
}

extension AppStorage where Value == Bool? {
    /// An optional Boolean in `store`: `nil` when absent.
    public init(_ key: String, store: UserDefaults? = nil) { self.init(optional: key, store: store) { $0.object(forKey: $1) as? Bool } }
}

extension AppStorage where Value == Double? {
    /// An optional number in `store`: `nil` when absent.
    public init(_ key: String, store: UserDefaults? = nil) { self.init(optional: key, store: store) { ($0.object(forKey: $1) as? NSNumber)?.doubleValue } }
}
