import Foundation
import WidgetryFoundation

/// Where a model object's persisted property values live: written by the object's own initializer,
/// or taken from a fixture row when the model context makes the object from `SwiftData/<Model>.json`.
///
/// A reference, as SwiftData's backing data is, so the `@Model` class's accessors can write to it from
/// a getter-only context.
public final class ModelBackingData: @unchecked Sendable {
    // @unchecked: a model object and its data are used on one actor at a time, as in SwiftData.
    private var values: [String: Any]

    /// Empty backing data.
    public init() { values = [:] }

    /// Backing data holding a fixture row's values, by property name.
    public init(fixtureRow: [String: Any]) { values = fixtureRow }

    /// The property's value as its declared type. A key the row lacks reads as `nil` for an optional
    /// property; for a required one the context has already skipped the row (see ``ModelContext``), so
    /// reaching here means the object's own initializer never set it — a programming error, as in SwiftData.
    public func value<T>(forKey key: String) -> T {
        if let value = FixtureValueDecoder.decode(values[key], as: T.self) { return value }
        if let none = FixtureValueDecoder.absent(as: T.self) { return none }
        fatalError("SwiftData fixture: property '\(key)' has no value of type \(T.self); add \"\(key)\" to the model's fixture rows")
    }

    /// Sets the property's value.
    public func setValue<T>(_ value: T, forKey key: String) { values[key] = value }

    /// Takes `other`'s values over this object's defaults (a fixture row's keys win; missing keys keep the
    /// property's default value).
    public func adopt(_ other: ModelBackingData) {
        values.merge(other.values) { _, fixture in fixture }
    }

    /// Whether a value is held for `key`.
    public func hasValue(forKey key: String) -> Bool { values[key].map { !($0 is NSNull) } ?? false }
}
