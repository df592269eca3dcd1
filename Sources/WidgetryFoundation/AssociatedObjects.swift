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
final class AssociatedObjects: @unchecked Sendable {
    // `@unchecked`: guarded by `lock`.
    private struct Entry {
        weak var owner: AnyObject?
        var values: [UnsafeRawPointer: Any]
    }

    static let shared = AssociatedObjects()
    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]

    func value(of object: AnyObject, key: UnsafeRawPointer) -> Any? {
        lock.withLock {
            guard let entry = entries[ObjectIdentifier(object)], entry.owner === object else { return nil }
            return entry.values[key]
        }
    }

    func set(_ value: Any?, of object: AnyObject, key: UnsafeRawPointer) {
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
