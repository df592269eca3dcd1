import Dispatch
import Foundation

/// `DispatchQueue.concurrentPerform` that leaves the main thread free. Called from the main thread (a command's
/// `run()`), `concurrentPerform` makes that thread one of its workers and blocks it until every iteration ends; a
/// provider that hops to the main actor (`await MainActor.run { … }` while loading its store, a `@MainActor` service it
/// awaits) then waits for a thread that is waiting for it, and its cell times out. On iOS the extension's main thread
/// is free while WidgetKit waits for the provider. Here the iterations run on other threads and the main thread runs
/// its run loop, which serves the main actor's queue, until they end.
package enum OffMainConcurrentPerform {
    package static func run(iterations: Int, _ work: @Sendable (Int) -> Void) {
        guard Thread.isMainThread else { return DispatchQueue.concurrentPerform(iterations: iterations, execute: work) }
        run(iterations: iterations, work, whileWaiting: { RunLoop.main.run(until: Date().addingTimeInterval(0.01)) })
    }

    /// Runs the iterations on other threads and calls `whileWaiting` on this one, again and again, until they end.
    /// (The matrix passes a turn of the main run loop; tests pass their own, as a test process's main actor is not
    /// its main thread.)
    package static func run(iterations: Int, _ work: @Sendable (Int) -> Void, whileWaiting: () -> Void) {
        withoutActuallyEscaping(work) { work in
            let finished = DispatchSemaphore(value: 0)
            let job = BorrowedWork(work: work)
            DispatchQueue.global().async {
                DispatchQueue.concurrentPerform(iterations: iterations) { job.work?($0) }
                // `withoutActuallyEscaping` traps if the closure is still referenced when it returns; the block that
                // carried it here can outlive the signal (it is released after it returns), so it lets go first.
                job.work = nil
                finished.signal()
            }
            while finished.wait(timeout: .now()) == .timedOut { whileWaiting() }
        }
    }

    /// The work, lent to the thread that runs it while this one waits; that thread clears it before it signals, so
    /// nothing holds it when the call returns. Written once, before the iterations start, and read by them only.
    private final class BorrowedWork: @unchecked Sendable {
        var work: (@Sendable (Int) -> Void)?
        init(work: @escaping @Sendable (Int) -> Void) { self.work = work }
    }
}
