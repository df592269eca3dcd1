import Foundation
import Synchronization

// Signposts mark intervals and events for Instruments (os/signpost.h; `OSSignposter`, iOS 15). A check has no
// Instruments to show them to, so they are accepted and record nothing, as on a device with no trace running —
// where `signpostsEnabled` is false too, which is what code that guards expensive formatting checks first.

/// What a signpost marks, as `os_signpost`'s `OSSignpostType`.
public struct OSSignpostType: Sendable, Hashable {
    /// The type's number in os/signpost.h.
    public let rawValue: UInt8
    /// A signpost type.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// A single moment.
    public static let event = OSSignpostType(rawValue: 0)
    /// The start of an interval.
    public static let begin = OSSignpostType(rawValue: 1)
    /// The end of an interval.
    public static let end = OSSignpostType(rawValue: 2)
}

/// Which interval a signpost belongs to, as `OSSignpostID`.
public struct OSSignpostID: Sendable, Hashable, Comparable {
    /// The identifier's value.
    public let rawValue: UInt64
    /// An identifier of a value.
    public init(_ value: UInt64) { rawValue = value }
    /// A new identifier, unique in `log`.
    public init(log: OSLog) { rawValue = OSSignpostID.next() }
    /// A new identifier derived from an object's address, as on iOS.
    public init(log: OSLog, object: AnyObject) { rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue)) }
    /// Signposts with no interval.
    public static let `null` = OSSignpostID(0)
    /// Signposts whose intervals are matched by name only.
    public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
    /// An invalid identifier.
    public static let invalid = OSSignpostID(~0)

    public static func < (lhs: OSSignpostID, rhs: OSSignpostID) -> Bool { lhs.rawValue < rhs.rawValue }

    private static let counter = Mutex<UInt64>(1)
    private static func next() -> UInt64 { counter.withLock { value in defer { value += 1 }; return value } }
}

extension OSLog {
    /// Whether a trace is recording this log's signposts: never during a check.
    public var signpostsEnabled: Bool { false }
    /// The category that turns signposts into Instruments' points of interest.
    public static let pointsOfInterest = OSLog(subsystem: "", category: "PointsOfInterest")
    /// A handle whose messages are discarded.
    public static let disabled = OSLog(subsystem: "", category: "disabled")
}

/// Marks a signpost (os/signpost.h): recorded nowhere during a check.
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer? = nil, log: OSLog, name: StaticString,
                        signpostID: OSSignpostID = .exclusive) {}

/// Marks a signpost with a formatted message: the arguments are not formatted, as no trace reads them.
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer? = nil, log: OSLog, name: StaticString,
                        signpostID: OSSignpostID = .exclusive, _ format: StaticString, _ arguments: any CVarArg...) {}
