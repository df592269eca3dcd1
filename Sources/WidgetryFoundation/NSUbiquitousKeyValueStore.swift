import Foundation

/// iCloud key-value storage, as Foundation's `NSUbiquitousKeyValueStore` (absent on Linux). A Linux run
/// has no iCloud account: the store starts empty and keeps what the widget sets for the process's life,
/// as a device that has not synced yet would.
open class NSUbiquitousKeyValueStore: NSObject, @unchecked Sendable {
    /// The shared store.
    nonisolated(unsafe) public static let `default` = NSUbiquitousKeyValueStore()
    private let lock = NSLock()
    private var values: [String: Any] = [:]

    /// An empty store.
    public override init() { super.init() }

    /// The value for `key`.
    open func object(forKey key: String) -> Any? { lock.lock(); defer { lock.unlock() }; return values[key] }
    /// Sets or removes the value for `key`.
    open func set(_ value: Any?, forKey key: String) { lock.lock(); values[key] = value; lock.unlock() }
    /// Removes the value for `key`.
    open func removeObject(forKey key: String) { set(nil, forKey: key) }
    /// A string.
    open func string(forKey key: String) -> String? { object(forKey: key) as? String }
    /// A Boolean (false when absent).
    open func bool(forKey key: String) -> Bool { object(forKey: key) as? Bool ?? false }
    /// An integer (0 when absent).
    open func longLong(forKey key: String) -> Int64 { (object(forKey: key) as? Int64) ?? Int64(object(forKey: key) as? Int ?? 0) }
    /// A number (0 when absent).
    open func double(forKey key: String) -> Double { object(forKey: key) as? Double ?? 0 }
    /// Data.
    open func data(forKey key: String) -> Data? { object(forKey: key) as? Data }
    /// An array.
    open func array(forKey key: String) -> [Any]? { object(forKey: key) as? [Any] }
    /// A dictionary.
    open func dictionary(forKey key: String) -> [String: Any]? { object(forKey: key) as? [String: Any] }
    /// Every value.
    open var dictionaryRepresentation: [String: Any] { lock.lock(); defer { lock.unlock() }; return values }
    /// Nothing to sync on Linux; answers true as a store with nothing pending does.
    @discardableResult open func synchronize() -> Bool { true }

    /// Posted when values change from iCloud (never on Linux).
    public static let didChangeExternallyNotification = Notification.Name("NSUbiquitousKeyValueStoreDidChangeExternallyNotification")
}

/// The `userInfo` key of ``NSUbiquitousKeyValueStore/didChangeExternallyNotification`` holding why the values changed
/// (an `NSNumber`: one of the reasons below).
public let NSUbiquitousKeyValueStoreChangeReasonKey = "NSUbiquitousKeyValueStoreChangeReasonKey"
/// The `userInfo` key holding the keys whose values changed (`[String]`).
public let NSUbiquitousKeyValueStoreChangedKeysKey = "NSUbiquitousKeyValueStoreChangedKeysKey"
/// A change reason: another device changed a value (NSUbiquitousKeyValueStore.h's value 0).
public let NSUbiquitousKeyValueStoreServerChange: Int = 0
/// A change reason: the first sync with iCloud (1).
public let NSUbiquitousKeyValueStoreInitialSyncChange: Int = 1
/// A change reason: the app went over its storage quota (2).
public let NSUbiquitousKeyValueStoreQuotaViolationChange: Int = 2
/// A change reason: the iCloud account changed (3).
public let NSUbiquitousKeyValueStoreAccountChange: Int = 3
