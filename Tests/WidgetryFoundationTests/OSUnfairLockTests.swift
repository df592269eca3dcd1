import Foundation
import Testing
import WidgetryFoundation

/// A counter guarded as Alamofire's `Protected` guards its value: an allocated `os_unfair_lock_t`.
private final class AllocatedLockCounter: @unchecked Sendable {
    private let lock: os_unfair_lock_t = {
        let lock = os_unfair_lock_t.allocate(capacity: 1)
        lock.initialize(to: os_unfair_lock())
        return lock
    }()
    private var value = 0
    deinit { lock.deinitialize(count: 1); lock.deallocate() }
    func increment() { os_unfair_lock_lock(lock); value += 1; os_unfair_lock_unlock(lock) }
    var count: Int { os_unfair_lock_lock(lock); defer { os_unfair_lock_unlock(lock) }; return value }
}

/// The same with the lock as a stored property passed `&lock`, as shared code often writes it.
private final class StoredLockCounter: @unchecked Sendable {
    private var lock = os_unfair_lock()
    private var value = 0
    func increment() { os_unfair_lock_lock(&lock); value += 1; os_unfair_lock_unlock(&lock) }
    var count: Int { os_unfair_lock_lock(&lock); defer { os_unfair_lock_unlock(&lock) }; return value }
}

@Suite struct OSUnfairLockTests {
    @Test("Increments from many threads are never lost, with an allocated lock and with a stored one")
    func mutualExclusion() {
        let allocated = AllocatedLockCounter(), stored = StoredLockCounter()
        // 8 threads × 2,000 increments: without mutual exclusion lost updates show at this count on 2 cores.
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<2_000 { allocated.increment(); stored.increment() }
        }
        #expect(allocated.count == 16_000 && stored.count == 16_000)
    }

    @Test("trylock takes a free lock only; the owner assertions hold")
    func tryLock() {
        let lock = os_unfair_lock_t.allocate(capacity: 1)
        lock.initialize(to: os_unfair_lock())
        defer { lock.deallocate() }
        #expect(os_unfair_lock_trylock(lock))
        os_unfair_lock_assert_owner(lock)
        #expect(!os_unfair_lock_trylock(lock), "a held lock is not taken again")
        os_unfair_lock_unlock(lock)
        os_unfair_lock_assert_not_owner(lock)
        #expect(lock.pointee._os_unfair_lock_opaque == 0, "a free lock's word is 0, as OS_UNFAIR_LOCK_INIT")
    }

    @Test("Unlocking a lock the thread does not hold stops the program, as Darwin's does")
    func unlockWithoutOwning() async {
        await #expect(processExitsWith: .failure) {
            var lock = os_unfair_lock()
            os_unfair_lock_unlock(&lock)
        }
    }
}
