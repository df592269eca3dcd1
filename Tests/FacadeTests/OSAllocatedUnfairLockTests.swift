import Foundation
import Testing
import WidgetryOSLog

/// `OSAllocatedUnfairLock` as app code guards a cache shared by a provider's concurrent calls.
@Suite struct OSAllocatedUnfairLockTests {
    @Test("Concurrent increments under the lock all land; copies share one state")
    func guardsState() async {
        let counter = OSAllocatedUnfairLock(initialState: 0)
        let copy = counter
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask { for _ in 0..<1_000 { copy.withLock { $0 += 1 } } }
            }
        }
        // 8 tasks × 1,000 increments.
        #expect(counter.withLock { $0 } == 8_000)
    }

    @Test("A stateless lock: lock/unlock, ownership, and lockIfAvailable while held elsewhere")
    func stateless() async {
        let lock = OSAllocatedUnfairLock()
        lock.lock()
        lock.precondition(.owner)
        let elsewhere = await Task.detached { lock.lockIfAvailable() }.value
        #expect(elsewhere == false)
        lock.unlock()
        lock.precondition(.notOwner)
        #expect(lock.withLock { 42 } == 42)
        let cache = OSAllocatedUnfairLock(uncheckedState: [String: Int]())
        #expect(cache.withLockIfAvailable { state -> Int in state["a"] = 1; return state.count } == 1)
    }
}
