import Dispatch
import Foundation
import Synchronization

/// Runs CPU-bound work off the server's event loops and Swift's cooperative pool, at most
/// `concurrency` jobs at once with at most `waitingLimit` more waiting; beyond that it refuses at once
/// (the server answers 503 with `Retry-After`), so a burst of requests costs bounded memory.
///
/// Rendering is synchronous (Pango, Cairo) and takes milliseconds to tens of milliseconds; running it
/// inline in a request handler would stall every connection sharing that thread. Each admitted job runs
/// on `DispatchQueue.global`, whose threads exist for blocking work.
public final class RenderQueue: Sendable {
    /// Thrown by ``run(_:)`` when every slot is busy and the waiting line is full.
    public struct Full: Error, Sendable {}

    /// How busy the queue is.
    public struct Statistics: Sendable, Codable, Hashable {
        /// Jobs running now.
        public var running: Int
        /// Jobs admitted and waiting for a slot.
        public var waiting: Int
        /// Jobs refused since start.
        public var refused: Int
        /// Jobs completed since start.
        public var completed: Int
        /// The most jobs that were ever running at once.
        public var peakRunning: Int
        /// The most jobs that were ever waiting at once.
        public var peakWaiting: Int
    }

    private struct State {
        var running = 0
        var waiters: [CheckedContinuation<Bool, Never>] = []
        var refused = 0
        var completed = 0
        var peakRunning = 0
        var peakWaiting = 0
    }

    /// Jobs that run at once.
    public let concurrency: Int
    /// Jobs that may wait for a slot.
    public let waitingLimit: Int
    private let state = Mutex(State())

    /// A queue running `concurrency` jobs at once with `waitingLimit` more waiting.
    public init(concurrency: Int, waitingLimit: Int) {
        self.concurrency = max(1, concurrency)
        self.waitingLimit = max(0, waitingLimit)
    }

    /// The current counts.
    public var statistics: Statistics {
        state.withLock {
            Statistics(running: $0.running, waiting: $0.waiters.count, refused: $0.refused, completed: $0.completed,
                       peakRunning: $0.peakRunning, peakWaiting: $0.peakWaiting)
        }
    }

    /// Runs `work` on a global dispatch queue once a slot is free; throws ``Full`` without running it when
    /// all slots are busy and the waiting line is full.
    public func run<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await acquire()
        defer { release() }
        return try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async {
                continuation.resume(with: Result { try work() })
            }
        }
    }

    private enum Admission { case run, wait, refuse }

    private func acquire() async throws {
        // Decide under the lock, but register the waiter inside the continuation's closure so a release
        // that happens in between cannot be missed.
        // The continuation answers whether the job was admitted.
        let admitted = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            let admission = state.withLock { state -> Admission in
                if state.running < concurrency {
                    state.running += 1
                    state.peakRunning = max(state.peakRunning, state.running)
                    return .run
                }
                if state.waiters.count < waitingLimit {
                    state.waiters.append(continuation)
                    state.peakWaiting = max(state.peakWaiting, state.waiters.count)
                    return .wait
                }
                state.refused += 1
                return .refuse
            }
            switch admission {
            case .run: continuation.resume(returning: true)
            case .wait: break
            case .refuse: continuation.resume(returning: false)
            }
        }
        if !admitted { throw Full() }
    }

    private func release() {
        // A finished job hands its slot straight to the longest waiter, so `running` only drops when no one waits.
        let next = state.withLock { state -> CheckedContinuation<Bool, Never>? in
            state.completed += 1
            if state.waiters.isEmpty {
                state.running -= 1
                return nil
            }
            return state.waiters.removeFirst()
        }
        next?.resume(returning: true)
    }
}
