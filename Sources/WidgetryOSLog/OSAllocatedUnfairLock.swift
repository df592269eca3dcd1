import Foundation

/// The `os` module's lock around a value (iOS 16), as app and widget code use it to guard shared state.
///
/// On Linux there is no unfair lock; a `pthread` mutex (Foundation's `NSLock`) gives the same exclusion. Like
/// Apple's, it is a value that shares one lock and one state between its copies.
public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
    /// Who owns the lock, for ``precondition(_:)``.
    public enum Ownership: Hashable, Sendable {
        case owner
        case notOwner
    }

    private final class Storage: @unchecked Sendable {
        let lock = NSLock()  // not recursive, like an unfair lock
        var state: State
        var owner: Thread?
        init(_ state: State) { self.state = state }
    }

    private let storage: Storage

    /// A lock guarding `initialState`.
    public init(initialState: State) where State: Sendable { storage = Storage(initialState) }
    /// A lock guarding a state that is not `Sendable`; the caller keeps it from escaping the lock.
    public init(uncheckedState initialState: State) { storage = Storage(initialState) }

    /// Runs `body` with the state while holding the lock.
    public func withLock<R>(_ body: @Sendable (inout State) throws -> R) rethrows -> R where R: Sendable {
        try withLockUnchecked(body)
    }

    /// Runs `body` with the state while holding the lock, without checking what it captures or returns.
    public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
        storage.lock.lock()
        storage.owner = Thread.current
        defer {
            storage.owner = nil
            storage.lock.unlock()
        }
        return try body(&storage.state)
    }

    /// Runs `body` when the lock is free now; `nil` when another thread holds it.
    public func withLockIfAvailable<R>(_ body: @Sendable (inout State) throws -> R) rethrows -> R? where R: Sendable {
        guard storage.lock.try() else { return nil }
        storage.owner = Thread.current
        defer {
            storage.owner = nil
            storage.lock.unlock()
        }
        return try body(&storage.state)
    }

    /// Stops the program when the calling thread's ownership is not `condition`.
    public func precondition(_ condition: Ownership) {
        let owns = storage.owner === Thread.current
        Swift.precondition(owns == (condition == .owner), "OSAllocatedUnfairLock: the lock's owner is not as expected")
    }
}

extension OSAllocatedUnfairLock where State == () {
    /// A lock with no state, for `lock()`/`unlock()` pairs.
    public init() { storage = Storage(()) }

    /// Takes the lock, waiting for it.
    public func lock() {
        storage.lock.lock()
        storage.owner = Thread.current
    }

    /// Releases the lock.
    public func unlock() {
        storage.owner = nil
        storage.lock.unlock()
    }

    /// Takes the lock when it is free now.
    public func lockIfAvailable() -> Bool {
        guard storage.lock.try() else { return false }
        storage.owner = Thread.current
        return true
    }

    /// Runs `body` while holding the lock.
    public func withLock<R>(_ body: @Sendable () throws -> R) rethrows -> R where R: Sendable {
        try withLockUnchecked { _ in try body() }
    }

    /// Runs `body` while holding the lock, without checking what it captures or returns.
    public func withLockUnchecked<R>(_ body: () throws -> R) rethrows -> R {
        try withLockUnchecked { _ in try body() }
    }
}
