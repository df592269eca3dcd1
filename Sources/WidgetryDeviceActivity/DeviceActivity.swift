import Foundation

// Screen Time's device activity monitoring needs the FamilyControls authorization and the system's
// monitor extension, neither of which exists on Linux: schedules are kept and never fire, reports show
// nothing (docs/compatibility.md).

/// An activity's name, as `DeviceActivityName`.
public struct DeviceActivityName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// An event's name, as `DeviceActivityEvent.Name`.
public struct DeviceActivityEvent: Sendable {
    /// An event's name.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
    /// The usage that triggers the event.
    public let threshold: DateComponents
    /// An event after `threshold` of use.
    public init(threshold: DateComponents) { self.threshold = threshold }
}

/// When an activity is monitored, as `DeviceActivitySchedule`.
public struct DeviceActivitySchedule: Sendable {
    public let intervalStart: DateComponents
    public let intervalEnd: DateComponents
    public let repeats: Bool
    public let warningTime: DateComponents?
    public init(intervalStart: DateComponents, intervalEnd: DateComponents, repeats: Bool, warningTime: DateComponents? = nil) {
        self.intervalStart = intervalStart; self.intervalEnd = intervalEnd; self.repeats = repeats; self.warningTime = warningTime
    }
}

/// Starts and stops monitoring, as `DeviceActivityCenter`: monitoring is kept, and nothing ever fires.
public final class DeviceActivityCenter: @unchecked Sendable {
    // `@unchecked`: `monitored` is read and written under `lock`.
    private let lock = NSLock()
    private var monitored: [DeviceActivityName: DeviceActivitySchedule] = [:]
    public init() {}
    /// Monitors `activity` on `schedule` (kept; nothing fires on Linux).
    public func startMonitoring(_ activity: DeviceActivityName, during schedule: DeviceActivitySchedule,
                                events: [DeviceActivityEvent.Name: DeviceActivityEvent] = [:]) throws {
        lock.withLock { monitored[activity] = schedule }
    }
    /// Stops monitoring `activities` (all when empty).
    public func stopMonitoring(_ activities: [DeviceActivityName] = []) {
        lock.withLock { if activities.isEmpty { monitored = [:] } else { for name in activities { monitored[name] = nil } } }
    }
    /// The activities being monitored.
    public var activities: [DeviceActivityName] { lock.withLock { Array(monitored.keys) } }
    /// The schedule of `activity`.
    public func schedule(for activity: DeviceActivityName) -> DeviceActivitySchedule? { lock.withLock { monitored[activity] } }
}

/// The monitor extension's principal class, as `DeviceActivityMonitor`; its callbacks are never called here.
open class DeviceActivityMonitor: @unchecked Sendable {
    public init() {}
    open func intervalDidStart(for activity: DeviceActivityName) {}
    open func intervalDidEnd(for activity: DeviceActivityName) {}
    open func eventDidReachThreshold(_ event: DeviceActivityEvent.Name, activity: DeviceActivityName) {}
    open func intervalWillStartWarning(for activity: DeviceActivityName) {}
    open func intervalWillEndWarning(for activity: DeviceActivityName) {}
    open func eventWillReachThresholdWarning(_ event: DeviceActivityEvent.Name, activity: DeviceActivityName) {}
}

/// A report's context, as `DeviceActivityReport.Context`.
public struct DeviceActivityReportContext: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// What a report covers, as `DeviceActivityFilter`; accepted.
public struct DeviceActivityFilter: Sendable {
    /// A report's time grouping.
    public enum SegmentInterval: Sendable {
        case hourly(during: DateInterval)
        case daily(during: DateInterval)
        case weekly(during: DateInterval)
    }
    public let segment: SegmentInterval
    public init(segment: SegmentInterval) { self.segment = segment }
}
