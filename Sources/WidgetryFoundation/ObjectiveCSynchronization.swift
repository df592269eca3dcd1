import Foundation

// The Objective-C runtime's `@synchronized` functions, which Swift code calls directly for a lock keyed by an object
// (`objc_sync_enter(self); defer { objc_sync_exit(self) }`). On Darwin `import Foundation` brings them; Linux has no
// Objective-C runtime, so Widgetry keeps what they promise: one recursive lock per object, taken and released on the
// same thread, held by other threads' callers until released.

/// `objc_sync_enter` succeeded (objc-sync.h's `OBJC_SYNC_SUCCESS`).
public let OBJC_SYNC_SUCCESS: Int32 = 0
/// `objc_sync_exit` was called by a thread that does not hold the object's lock (`OBJC_SYNC_NOT_OWNING_THREAD_ERROR`).
public let OBJC_SYNC_NOT_OWNING_THREAD_ERROR: Int32 = -1

/// Takes the recursive lock of `obj`, waiting while another thread holds it, as the runtime's `objc_sync_enter`.
@discardableResult
public func objc_sync_enter(_ obj: Any) -> Int32 {
    ObjectLocks.shared.lock(for: obj as AnyObject).lock()
    return OBJC_SYNC_SUCCESS
}

/// Releases the lock of `obj` taken by ``objc_sync_enter(_:)`` on this thread; ``OBJC_SYNC_NOT_OWNING_THREAD_ERROR`` when
/// this thread does not hold it.
@discardableResult
public func objc_sync_exit(_ obj: Any) -> Int32 {
    ObjectLocks.shared.lock(for: obj as AnyObject).unlockIfOwned() ? OBJC_SYNC_SUCCESS : OBJC_SYNC_NOT_OWNING_THREAD_ERROR
}

/// The recursive lock of each object synchronized on, kept while the object lives (a weak key: a new object at a
/// freed one's address gets a fresh lock).
final class ObjectLocks: @unchecked Sendable {
    // `@unchecked`: `table` is guarded by `guardLock`.
    static let shared = ObjectLocks()
    private let guardLock = NSLock()
    private var table: [ObjectIdentifier: (object: Weak, lock: OwnedRecursiveLock)] = [:]
    private struct Weak { weak var value: AnyObject? }

    func lock(for object: AnyObject) -> OwnedRecursiveLock {
        guardLock.withLock {
            let key = ObjectIdentifier(object)
            if let entry = table[key], entry.object.value === object { return entry.lock }
            if table.count > 4_096 { table = table.filter { $0.value.object.value != nil } }
            let lock = OwnedRecursiveLock()
            table[key] = (Weak(value: object), lock)
            return lock
        }
    }
}

/// A recursive lock that knows its owning thread and depth, so a release by another thread is refused as the runtime does.
final class OwnedRecursiveLock: @unchecked Sendable {
    // `@unchecked`: `owner` and `depth` are guarded by `state`.
    private let mutex = NSRecursiveLock()
    private let state = NSLock()
    private var owner: pthread_t?
    private var depth = 0

    func lock() {
        mutex.lock()
        state.withLock {
            owner = pthread_self()
            depth += 1
        }
    }

    func unlockIfOwned() -> Bool {
        let owned = state.withLock { () -> Bool in
            guard let owner, pthread_equal(owner, pthread_self()) != 0, depth > 0 else { return false }
            depth -= 1
            if depth == 0 { self.owner = nil }
            return true
        }
        if owned { mutex.unlock() }
        return owned
    }
}
