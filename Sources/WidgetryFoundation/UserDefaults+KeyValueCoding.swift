import Foundation

// Apple's `UserDefaults` inherits `value(forKey:)` and `setValue(_:forKey:)` from NSObject's key-value
// coding, which Linux's Foundation lacks; for a defaults object both mean the stored value under the key
// (UserDefaults overrides them to read and write its domain), so they are `object(forKey:)` and `set`.
extension UserDefaults {
    /// The value stored under `key`, as key-value coding reads it from `UserDefaults`.
    public func value(forKey key: String) -> Any? { object(forKey: key) }

    /// Stores `value` under `key` (`nil` removes it), as key-value coding writes it to `UserDefaults`; observers of
    /// the key (`addObserver(_:forKeyPath:options:context:)`) are told, as key-value observing tells them on iOS.
    public func setValue(_ value: Any?, forKey key: String) {
        let old = object(forKey: key)
        if let value { set(value, forKey: key) } else { removeObject(forKey: key) }
        KeyValueObservations.shared.deliver(on: self, keyPath: key, old: old, new: object(forKey: key))
    }
}
