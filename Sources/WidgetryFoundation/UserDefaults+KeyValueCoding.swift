import Foundation

// Apple's `UserDefaults` inherits `value(forKey:)` and `setValue(_:forKey:)` from NSObject's key-value
// coding, which Linux's Foundation lacks; for a defaults object both mean the stored value under the key
// (UserDefaults overrides them to read and write its domain), so they are `object(forKey:)` and `set`.
extension UserDefaults {
    /// The value stored under `key`, as key-value coding reads it from `UserDefaults`.
    public func value(forKey key: String) -> Any? { object(forKey: key) }

    /// Stores `value` under `key` (`nil` removes it), as key-value coding writes it to `UserDefaults`.
    public func setValue(_ value: Any?, forKey key: String) {
        if let value { set(value, forKey: key) } else { removeObject(forKey: key) }
    }
}
