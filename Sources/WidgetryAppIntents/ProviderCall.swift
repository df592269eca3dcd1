import Dispatch
import Foundation
import WidgetryKit

/// Runs a provider's async work from WidgetKit's synchronous descriptor closures.
///
/// The work runs in a task on an executor of Dispatch's global queue (not the cooperative pool, which a
/// caller blocked on a pool thread could starve on a 2-core machine), and the caller waits for it at most
/// a time limit.
enum ProviderCall {
    /// Runs `work` and waits for its result; `nil` when it took longer than `seconds` (the task is then
    /// cancelled and whatever it returns later is dropped).
    static func wait<T>(upTo seconds: TimeInterval, _ work: @escaping () async -> T) -> T? {
        let delivery = Delivery<T>(late: nil)
        let task = start(work, into: delivery)
        let value = delivery.take(waiting: seconds)
        if value == nil { task.cancel() }
        return value
    }

    /// Runs `work` and hands its result to `completion`: on the calling thread if it comes within
    /// `seconds`, else later, on the thread the task ends on. Returns whether it came in time.
    @discardableResult
    static func run<T>(waitingUpTo seconds: TimeInterval, _ work: @escaping () async -> T, completion: @escaping (T) -> Void) -> Bool {
        let delivery = Delivery<T>(late: completion)
        start(work, into: delivery)
        guard let value = delivery.take(waiting: seconds) else { return false }
        completion(value)
        return true
    }

    @discardableResult
    private static func start<T>(_ work: @escaping () async -> T, into delivery: Delivery<T>) -> Task<Void, Never> {
        let job = UncheckedSendable(work)
        return Task(executorPreference: ProviderTaskExecutor.shared) {
            let value = await job.value()
            delivery.deliver(value)
        }
    }
}

/// Carries a non-`Sendable` value into the provider's task. Unchecked: the value is used by that task
/// only (the caller waits and does not touch it meanwhile).
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Receives a task's result on another thread. Once the waiter has given up, a late result goes to
/// `late`, or is dropped when there is none.
private final class Delivery<T>: @unchecked Sendable {
    // @unchecked: `result` and `closed` are only touched with `condition` locked; `late` never changes.
    private let condition = NSCondition()
    private var result: T?
    private var closed = false
    private let late: ((T) -> Void)?

    init(late: ((T) -> Void)?) { self.late = late }

    func deliver(_ value: T) {
        condition.lock()
        guard closed else {
            result = value
            condition.signal()
            condition.unlock()
            return
        }
        condition.unlock()
        late?(value)
    }

    func take(waiting seconds: TimeInterval) -> T? {
        let deadline = Date().addingTimeInterval(seconds)
        // On the main thread the wait keeps the main queue running: a provider that hops to the main actor
        // (`await MainActor.run { … }`, a `@MainActor` store it awaits) would otherwise wait for this thread while this
        // thread waits for it, until the time limit. On iOS the extension's main thread is free while the provider runs.
        if Thread.isMainThread {
            while true {
                condition.lock()
                if result == nil, Date() < deadline { _ = condition.wait(until: min(deadline, Date().addingTimeInterval(0.005))) }
                if result != nil || Date() >= deadline {
                    closed = true
                    defer { condition.unlock() }
                    return result
                }
                condition.unlock()
                RunLoop.main.run(until: min(deadline, Date().addingTimeInterval(0.005)))
            }
        }
        condition.lock(); defer { condition.unlock() }
        while result == nil && Date() < deadline { _ = condition.wait(until: deadline) }
        closed = true
        return result
    }
}


/// Whether a descriptor's provider has already failed to answer in time: later timeline requests then
/// do not wait (a simulation asks many times, and the host has its own time-out for late answers).
final class ProviderPatience: @unchecked Sendable {
    // @unchecked: `exhausted` is only touched with `lock` held.
    private let lock = NSLock()
    private var exhausted = false

    /// How long to wait next: `limit`, or nothing once a wait has timed out.
    func wait(_ limit: TimeInterval) -> TimeInterval { lock.withLock { exhausted ? 0 : limit } }

    /// Records a wait that timed out.
    func timedOut() { lock.withLock { exhausted = true } }
}
