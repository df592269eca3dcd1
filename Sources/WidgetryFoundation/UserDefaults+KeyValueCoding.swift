import Foundation

// Apple's `UserDefaults` inherits `value(forKey:)` and `setValue(_:forKey:)` from NSObject's key-value coding and
// overrides them to read and write its domain: both mean the stored value under the key, `object(forKey:)` and `set`.
// Observers of the key (`addObserver(_:forKeyPath:options:context:)`) are told by `setValue(_:forKey:)`, as key-value
// observing tells them on iOS.
extension UserDefaults: KeyValueCodingStorage {
    package func storedValue(forKey key: String) -> Any? { object(forKey: key) }

    package func storeValue(_ value: Any?, forKey key: String) {
        if let value { set(value, forKey: key) } else { removeObject(forKey: key) }
    }
}
