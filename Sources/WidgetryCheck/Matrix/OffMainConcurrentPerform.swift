import Dispatch
import Foundation

/// `DispatchQueue.concurrentPerform` that leaves the main thread free. Called from the main thread (a command's
/// `run()`), `concurrentPerform` makes that thread one of its workers and blocks it until every iteration ends; a
/// provider that hops to the main actor (`await MainActor.run { … }` while loading its store, a `@MainActor` service it
/// awaits) then waits for a thread that is waiting for it, and its cell times out. On iOS the extension's main thread
/// is free while WidgetKit waits for the provider. Here the iterations run on other threads and the main thread runs
/// its run loop, which serves the main actor's queue, until they end.
enum OffMainConcurrentPerform {
    static func run(iterations: Int, _ work: @Sendable (Int) -> Void) {
        guard Thread.isMainThread else { return DispatchQueue.concurrentPerform(iterations: iterations, execute: work) }
        withoutActuallyEscaping(work) { work in
            let finished = DispatchSemaphore(value: 0)
            let job = UncheckedWork(work: work)
            DispatchQueue.global().async {
                DispatchQueue.concurrentPerform(iterations: iterations, execute: job.work)
                finished.signal()
            }
            while finished.wait(timeout: .now()) == .timedOut {
                RunLoop.main.run(until: Date().addingTimeInterval(0.01))
            }
        }
    }

    /// The work, carried to the thread that runs it while this one waits for it (it does not outlive the call).
    private struct UncheckedWork: @unchecked Sendable {
        let work: @Sendable (Int) -> Void
    }
}
