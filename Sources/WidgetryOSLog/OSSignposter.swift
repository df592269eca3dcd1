import Foundation

/// Signposts with Swift's API, as `OSSignposter` (iOS 15): intervals and events for Instruments. A check records
/// none (no trace is running, so ``isEnabled`` is false, as on a device nobody is profiling); the work an interval
/// wraps runs as written.
public struct OSSignposter: Sendable {
    let log: OSLog

    /// A signposter for the default log.
    public init() { log = .default }
    /// A signposter for a subsystem and category.
    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
    /// A signposter for a `Logger`'s subsystem and category.
    public init(logger: Logger) { log = .default }
    /// A signposter for a log handle.
    public init(logHandle: OSLog) { log = logHandle }

    /// A signposter that records nothing.
    public static let disabled = OSSignposter(logHandle: .disabled)

    /// Whether a trace records this signposter's signposts: never during a check.
    public var isEnabled: Bool { false }

    /// A new interval identifier.
    public func makeSignpostID() -> OSSignpostID { OSSignpostID(log: log) }
    /// An interval identifier derived from an object.
    public func makeSignpostID(from object: AnyObject) -> OSSignpostID { OSSignpostID(log: log, object: object) }

    /// Begins an interval; pass the state to ``endInterval(_:_:)``.
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState {
        OSSignpostIntervalState(signpostID: id)
    }
    /// Begins an interval with a message.
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) -> OSSignpostIntervalState {
        OSSignpostIntervalState(signpostID: id)
    }
    /// Begins an interval shown as an animation in Instruments.
    public func beginAnimationInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage = "") -> OSSignpostIntervalState {
        OSSignpostIntervalState(signpostID: id)
    }
    /// Ends an interval.
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState) {}
    /// Ends an interval with a message.
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState, _ message: OSLogMessage) {}
    /// Marks a moment.
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive) {}
    /// Marks a moment with a message.
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) {}
    /// Runs `task` inside an interval and returns its result.
    public func withIntervalSignpost<T>(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage = "",
                                        around task: () throws -> T) rethrows -> T {
        try task()
    }
}

/// An interval begun by ``OSSignposter/beginInterval(_:id:)``, as `OSSignpostIntervalState`.
public final class OSSignpostIntervalState: Codable, Sendable {
    /// The interval's identifier.
    public let signpostID: OSSignpostID
    init(signpostID: OSSignpostID) { self.signpostID = signpostID }

    public init(from decoder: any Decoder) throws { signpostID = OSSignpostID(try decoder.singleValueContainer().decode(UInt64.self)) }
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(signpostID.rawValue)
    }
}
