import Dispatch
import Foundation
import WidgetryFoundation

/// A connection to an endpoint, as Network's `NWConnection`: a device on the local network, a server a widget's app talks
/// to directly.
///
/// A render reaches no network and no device, so a started connection goes from `.preparing` to
/// `.waiting(.posix(.ENETUNREACH))` — what iOS reports while no route reaches the endpoint — and never becomes `.ready`;
/// a send or receive completes with `.posix(.ENOTCONN)`. The state handler is called on the queue given to
/// `start(queue:)`; the call is told once as a note.
public final class NWConnection: @unchecked Sendable {
    // @unchecked: apps set the handlers before `start`, and every state change holds `lock`.
    /// Where a connection is in its life, as `NWConnection.State`.
    public enum State: Sendable, Hashable {
        case setup
        case waiting(NWError)
        case preparing
        case ready
        case failed(NWError)
        case cancelled
    }

    /// How a send completes, as `NWConnection.SendCompletion`.
    public enum SendCompletion: Sendable {
        /// Calls the handler once the content is processed (here: at once, with the error).
        case contentProcessed(@Sendable (NWError?) -> Void)
        /// No completion wanted.
        case idempotent
    }

    /// What a sent message is, as `NWConnection.ContentContext`.
    public final class ContentContext: @unchecked Sendable {
        // @unchecked: immutable.
        /// The context's name.
        public let identifier: String
        /// Whether it ends the stream.
        public let isFinal: Bool

        public init(identifier: String, isFinal: Bool = false) {
            self.identifier = identifier
            self.isFinal = isFinal
        }

        /// A message of a datagram protocol, or a stream's next bytes.
        public static let defaultMessage = ContentContext(identifier: "defaultMessage")
        /// The last message: the stream is closed after it.
        public static let finalMessage = ContentContext(identifier: "finalMessage", isFinal: true)
        /// The stream as a whole.
        public static let defaultStream = ContentContext(identifier: "defaultStream")
    }

    /// Where the connection goes.
    public let endpoint: NWEndpoint
    /// How it is made.
    public let parameters: NWParameters
    /// Called with each new state, on the connection's queue.
    public var stateUpdateHandler: (@Sendable (State) -> Void)?
    /// Called when a better path appears (never here).
    public var betterPathUpdateHandler: (@Sendable (Bool) -> Void)?
    /// Called when the path changes (never here).
    public var pathUpdateHandler: (@Sendable (NWPath) -> Void)?

    private let lock = NSLock()
    private var currentState = State.setup
    private var queue: DispatchQueue?

    /// The connection's state.
    public var state: State { lock.withLock { currentState } }
    /// The path the connection uses once ready: none, as a connection here never becomes ready (the device is offline).
    public var currentPath: NWPath? { nil }

    /// A connection to `endpoint`.
    public init(to endpoint: NWEndpoint, using parameters: NWParameters) {
        self.endpoint = endpoint
        self.parameters = parameters
    }

    /// A connection to `host` on `port`.
    public convenience init(host: NWEndpoint.Host, port: NWEndpoint.Port, using parameters: NWParameters) {
        self.init(to: .hostPort(host: host, port: port), using: parameters)
    }

    /// The reason a render's connection waits: no route reaches any endpoint.
    static let unreachable = NWError.posix(.ENETUNREACH)

    /// Starts the connection on `queue`: `.preparing`, then `.waiting` for a route that never comes here.
    public func start(queue: DispatchQueue) {
        SkippedEffects.note("Network", "NWConnection to \(endpoint.debugDescription) waits with no route (ENETUNREACH): nothing is sent or received here")
        lock.withLock { self.queue = queue }
        move(to: .preparing)
        move(to: .waiting(Self.unreachable))
    }

    /// Cancels the connection: `.cancelled`.
    public func cancel() { move(to: .cancelled) }

    /// Cancels at once (the same here).
    public func forceCancel() { cancel() }

    /// Asks to try again now: still no route.
    public func restart() { move(to: .waiting(Self.unreachable)) }

    /// Sends `content`; the completion is told the connection is not connected.
    public func send(content: Data?, contentContext: ContentContext = .defaultMessage, isComplete: Bool = true,
                     completion: SendCompletion) {
        guard case .contentProcessed(let handler) = completion else { return }
        deliver { handler(.posix(.ENOTCONN)) }
    }

    /// Receives at least `minimumIncompleteLength` bytes: the completion gets no data and the connection's error.
    public func receive(minimumIncompleteLength: Int, maximumLength: Int,
                        completion: @escaping @Sendable (Data?, ContentContext?, Bool, NWError?) -> Void) {
        deliver { completion(nil, nil, false, .posix(.ENOTCONN)) }
    }

    /// Receives one message: no data and the connection's error.
    public func receiveMessage(completion: @escaping @Sendable (Data?, ContentContext?, Bool, NWError?) -> Void) {
        deliver { completion(nil, nil, false, .posix(.ENOTCONN)) }
    }

    private func move(to state: State) {
        let handler: (@Sendable (State) -> Void)? = lock.withLock {
            if case .cancelled = currentState { return nil }
            currentState = state
            return stateUpdateHandler
        }
        if let handler { deliver { handler(state) } }
    }

    /// Runs `work` on the connection's queue (a global one before `start`).
    private func deliver(_ work: @escaping @Sendable () -> Void) {
        (lock.withLock { queue } ?? .global()).async(execute: work)
    }
}
