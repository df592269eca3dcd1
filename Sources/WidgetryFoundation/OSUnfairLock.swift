import Foundation

/// A lock word, as Darwin's `os_unfair_lock` (os/lock.h, which `import Foundation` brings on iOS): shared code makes one
/// (`var lock = os_unfair_lock()`, or Alamofire's `os_unfair_lock_t.allocate(capacity: 1)`) and passes its address to
/// `os_unfair_lock_lock` and `os_unfair_lock_unlock`. Linux has no such lock, so the word holds the owner here: 0 when
/// free, the owning thread's mark when held.
public struct os_unfair_lock: Sendable {
    public var _os_unfair_lock_opaque: UInt32
    /// A free lock, as `OS_UNFAIR_LOCK_INIT`.
    public init() { _os_unfair_lock_opaque = 0 }
    public init(_os_unfair_lock_opaque: UInt32) { self._os_unfair_lock_opaque = _os_unfair_lock_opaque }
}

/// The C name of the lock's struct.
public typealias os_unfair_lock_s = os_unfair_lock
/// A pointer to a lock, as os/lock.h's `os_unfair_lock_t`.
public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock>

/// Guards the lock words: every read and write of a word happens under the stripe its address falls in, so taking a
/// lock is one test-and-set under a mutex, and a waiter yields between tries (Darwin's waits in the kernel instead).
private enum UnfairLockStripes {
    static let locks = (0..<64).map { _ in NSLock() }
    static func stripe(for lock: os_unfair_lock_t) -> NSLock { locks[(Int(bitPattern: lock) >> 4) & 63] }
    /// The calling thread's mark: never 0.
    static var currentMark: UInt32 { UInt32(truncatingIfNeeded: UInt(bitPattern: Int(bitPattern: UInt(pthread_self())))) | 1 }
}

/// Takes the lock, waiting while another thread holds it. Taking a lock the thread already holds stops the program, as
/// Darwin's does ("Trying to lock recursively").
public func os_unfair_lock_lock(_ lock: os_unfair_lock_t) {
    let mark = UnfairLockStripes.currentMark, stripe = UnfairLockStripes.stripe(for: lock)
    while true {
        stripe.lock()
        let held = lock.pointee._os_unfair_lock_opaque
        if held == 0 { lock.pointee._os_unfair_lock_opaque = mark; stripe.unlock(); return }
        stripe.unlock()
        if held == mark { fatalError("BUG IN CLIENT OF LIBPLATFORM: Trying to lock recursively") }
        sched_yield()
    }
}

/// Takes the lock if it is free; `true` if taken.
public func os_unfair_lock_trylock(_ lock: os_unfair_lock_t) -> Bool {
    let stripe = UnfairLockStripes.stripe(for: lock)
    stripe.lock(); defer { stripe.unlock() }
    guard lock.pointee._os_unfair_lock_opaque == 0 else { return false }
    lock.pointee._os_unfair_lock_opaque = UnfairLockStripes.currentMark
    return true
}

/// Frees the lock. Freeing a lock another thread holds stops the program, as Darwin's does ("Unlock of an
/// os_unfair_lock not owned by current thread").
public func os_unfair_lock_unlock(_ lock: os_unfair_lock_t) {
    let stripe = UnfairLockStripes.stripe(for: lock)
    stripe.lock()
    let owned = lock.pointee._os_unfair_lock_opaque == UnfairLockStripes.currentMark
    if owned { lock.pointee._os_unfair_lock_opaque = 0 }
    stripe.unlock()
    if !owned { fatalError("BUG IN CLIENT OF LIBPLATFORM: Unlock of an os_unfair_lock not owned by current thread") }
}

/// Stops the program unless the calling thread holds the lock.
public func os_unfair_lock_assert_owner(_ lock: os_unfair_lock_t) {
    let stripe = UnfairLockStripes.stripe(for: lock)
    let owner = stripe.withLock { lock.pointee._os_unfair_lock_opaque }
    precondition(owner == UnfairLockStripes.currentMark, "os_unfair_lock is not owned by the current thread")
}

/// Stops the program if the calling thread holds the lock.
public func os_unfair_lock_assert_not_owner(_ lock: os_unfair_lock_t) {
    let stripe = UnfairLockStripes.stripe(for: lock)
    let owner = stripe.withLock { lock.pointee._os_unfair_lock_opaque }
    precondition(owner != UnfairLockStripes.currentMark, "os_unfair_lock is owned by the current thread")
}
