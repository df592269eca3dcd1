import Dispatch
import Foundation
import Synchronization
import Testing
import WidgetryCheck

/// The matrix runs its cells off the main thread, and the main thread serves its run loop while they run, so that a
/// provider waiting for the main actor is served, as on iOS. (A test process's main actor is not its main thread, so
/// these tests give the waiting thread their own work instead of the main run loop.)
@Suite struct OffMainConcurrentPerformTests {
    @Test("Every iteration runs on another thread, and one that waits for the calling thread is served")
    func iterationsAreServedByTheWaitingThread() {
        let caller = pthread_self()
        let served = DispatchSemaphore(value: 0)
        let ranElsewhere = Mutex(0)
        // Each iteration waits until the calling thread has done a turn of its waiting work: had the iterations run
        // on the calling thread (as concurrentPerform does), the first would wait forever.
        OffMainConcurrentPerform.run(iterations: 4, { _ in
            if pthread_equal(pthread_self(), caller) == 0 { ranElsewhere.withLock { $0 += 1 } }
            served.wait()
        }, whileWaiting: { served.signal(); Thread.sleep(forTimeInterval: 0.001) })
        #expect(ranElsewhere.withLock { $0 } == 4)
    }

    @Test("Many short runs in a row return normally: the work is never still held when the call returns")
    func theWorkIsNotHeldAfterwards() {
        // Before the fix, the block that carried the work to its thread could still hold it when the call returned,
        // and `withoutActuallyEscaping` trapped (2 of 40 checks under load). 3,000 runs of trivial work make that
        // window likely to be met; the trap ends the test process, which fails this test.
        let total = Mutex(0)
        for _ in 0..<3_000 {
            OffMainConcurrentPerform.run(iterations: 2, { _ in total.withLock { $0 += 1 } }, whileWaiting: {})
        }
        #expect(total.withLock { $0 } == 6_000)
    }
}
