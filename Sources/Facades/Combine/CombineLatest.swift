import Foundation
import OpenCombine

// OpenCombine has no `combineLatest`; Combine's is common in view models (`settings.combineLatest(values)`), so it is
// declared here, following Apple's semantics (https://developer.apple.com/documentation/combine/publisher/combinelatest(_:)):
// nothing until both publishers have sent a value, then a tuple of the latest pair on each value of either; finished
// when both finish, or when one finishes without having sent anything; a failure ends it at once.

extension Publishers {
    /// The latest values of two publishers, as Combine's `Publishers.CombineLatest`.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B

        /// The latest values of `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let pairing = LatestPair<A.Output, B.Output, Failure>(downstream: AnySubscriber(subscriber))
            subscriber.receive(subscription: pairing)
            a.subscribe(pairing.side(0) { pairing.latestA = $0 })
            b.subscribe(pairing.side(1) { pairing.latestB = $0 })
        }
    }
}

extension Publisher {
    /// The latest value of this publisher and of `other`, as a pair, each time either sends one.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }

    /// The latest pair, transformed.
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }
}

/// The shared state of a `CombineLatest` subscription: the latest value of each side, the downstream's demand, and
/// both upstream subscriptions. Values arrive on the publishers' threads, hence the lock.
private final class LatestPair<A, B, Failure: Error>: Subscription, @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var downstream: AnySubscriber<(A, B), Failure>?
    private var demand = Subscribers.Demand.none
    private var upstreams: [Int: any Subscription] = [:]
    private var finished: Set<Int> = []
    private var pending = false
    var latestA: A?
    var latestB: B?

    init(downstream: AnySubscriber<(A, B), Failure>) { self.downstream = downstream }

    /// The subscriber for side `index`, storing each value with `store`.
    func side<Input>(_ index: Int, store: @escaping (Input) -> Void) -> AnySubscriber<Input, Failure> {
        AnySubscriber(receiveSubscription: { [weak self] subscription in
            guard let self else { return subscription.cancel() }
            self.lock.lock()
            let cancelled = self.downstream == nil
            if !cancelled { self.upstreams[index] = subscription }
            self.lock.unlock()
            if cancelled { subscription.cancel() } else { subscription.request(.unlimited) }
        }, receiveValue: { [weak self] value in
            guard let self else { return .none }
            self.lock.lock()
            store(value)
            self.lock.unlock()
            self.sendIfDemanded()
            return .none
        }, receiveCompletion: { [weak self] completion in
            self?.complete(side: index, completion)
        })
    }

    private func sendIfDemanded() {
        lock.lock()
        guard let downstream, let a = latestA, let b = latestB else { lock.unlock(); return }
        guard demand > 0 else { pending = true; lock.unlock(); return }
        demand -= 1
        pending = false
        lock.unlock()
        let more = downstream.receive((a, b))
        lock.lock()
        demand += more
        lock.unlock()
    }

    private func complete(side index: Int, _ completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard let downstream else { lock.unlock(); return }
        finished.insert(index)
        let neverSent = index == 0 ? latestA == nil : latestB == nil
        let ends: Bool
        if case .failure = completion { ends = true } else { ends = finished.count == 2 || neverSent }
        guard ends else { lock.unlock(); return }
        self.downstream = nil
        let others = upstreams.filter { !finished.contains($0.key) }.map(\.value)
        upstreams = [:]
        lock.unlock()
        others.forEach { $0.cancel() }
        if case .failure(let error) = completion { downstream.receive(completion: .failure(error)) } else { downstream.receive(completion: .finished) }
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        self.demand += demand
        let flush = pending
        lock.unlock()
        if flush { sendIfDemanded() }
    }

    func cancel() {
        lock.lock()
        downstream = nil
        let all = Array(upstreams.values)
        upstreams = [:]
        lock.unlock()
        all.forEach { $0.cancel() }
    }

    var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}
