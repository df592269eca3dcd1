import Foundation

/// How an associated value is held, as the Objective-C runtime's `objc_AssociationPolicy`. Every policy keeps a
/// strong reference here except `.OBJC_ASSOCIATION_ASSIGN`, which keeps the value as it is given (copying is
/// the value's own `copy()` on iOS; Swift values are already copies).
public enum objc_AssociationPolicy: UInt, Sendable {
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 0x301
    case OBJC_ASSOCIATION_COPY = 0x303
}

/// Values attached to objects under a key (`objc_setAssociatedObject`), which extensions use to add stored state to a
/// class they do not own. Linux has no Objective-C runtime; the table keeps each object weakly, so a value is found
/// only while its object lives and is dropped after, as the runtime releases it with the object.
package final class AssociatedObjects: @unchecked Sendable {
    // `@unchecked`: guarded by `lock`.
    private struct Entry {
        weak var owner: AnyObject?
        var values: [UnsafeRawPointer: Any]
    }

    package static let shared = AssociatedObjects()
    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]

    package func value(of object: AnyObject, key: UnsafeRawPointer) -> Any? {
        lock.withLock {
            guard let entry = entries[ObjectIdentifier(object)], entry.owner === object else { return nil }
            return entry.values[key]
        }
    }

    package func set(_ value: Any?, of object: AnyObject, key: UnsafeRawPointer) {
        lock.withLock {
            let id = ObjectIdentifier(object)
            // An entry whose owner is gone belongs to an earlier object at the same address.
            if let entry = entries[id], entry.owner !== object { entries[id] = nil }
            var entry = entries[id] ?? Entry(owner: object, values: [:])
            entry.values[key] = value
            entries[id] = entry.values.isEmpty ? nil : entry
            if entries.count % 256 == 0 { entries = entries.filter { $0.value.owner != nil } }
        }
    }

    /// Changes the value under `key` in one step, so two threads updating it both count.
    func update<Value>(of object: AnyObject, key: UnsafeRawPointer, default initial: Value, _ change: (inout Value) -> Void) {
        lock.withLock {
            let id = ObjectIdentifier(object)
            if let entry = entries[id], entry.owner !== object { entries[id] = nil }
            var entry = entries[id] ?? Entry(owner: object, values: [:])
            var value = entry.values[key] as? Value ?? initial
            change(&value)
            entry.values[key] = value
            entries[id] = entry
        }
    }

    func removeAll(of object: AnyObject) {
        lock.withLock { entries[ObjectIdentifier(object)] = nil }
    }
}

/// The value associated with `object` under `key`, as the Objective-C runtime's `objc_getAssociatedObject`.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociatedObjects.shared.value(of: object as AnyObject, key: key)
}

/// Associates `value` with `object` under `key` (`nil` removes it), as `objc_setAssociatedObject`.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    AssociatedObjects.shared.set(value, of: object as AnyObject, key: key)
}

/// Removes every value associated with `object`, as `objc_removeAssociatedObjects`.
public func objc_removeAssociatedObjects(_ object: Any) {
    AssociatedObjects.shared.removeAll(of: object as AnyObject)
}

/// A stored property that an extension adds to a class it does not own (`URLSessionConfiguration`'s iOS settings, a
/// location manager's monitored regions, a formatter's context), kept in ``AssociatedObjects``: a value is its object's
/// only while that object lives, so a new object at a freed one's address starts with none.
package struct ExtensionStorage<Value>: @unchecked Sendable {
    // `@unchecked`: an address used only as a key, never read or written through.
    private let key = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

    package init() {}

    /// The value stored for `object`, if any.
    package func value(of object: AnyObject) -> Value? { AssociatedObjects.shared.value(of: object, key: key) as? Value }

    /// Stores `value` for `object` (`nil` removes it).
    package func set(_ value: Value?, of object: AnyObject) { AssociatedObjects.shared.set(value, of: object, key: key) }

    /// Changes the value stored for `object` (starting from `initial`) in one step.
    package func update(_ object: AnyObject, default initial: Value, _ change: (inout Value) -> Void) {
        AssociatedObjects.shared.update(of: object, key: key, default: initial, change)
    }
}
