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
    /// A report's time grouping, as `DeviceActivityFilter.SegmentInterval`: segments of an hour, a day or a
    /// week during an interval, today (this week for weekly segments) unless given.
    public struct SegmentInterval: Sendable {
        /// The length of one segment.
        public let segment: Calendar.Component
        /// The interval reported.
        public let interval: DateInterval
        /// Hour-long segments during `interval`.
        public static func hourly(during interval: DateInterval = current(.day)) -> SegmentInterval { SegmentInterval(segment: .hour, interval: interval) }
        /// Day-long segments during `interval`.
        public static func daily(during interval: DateInterval = current(.day)) -> SegmentInterval { SegmentInterval(segment: .day, interval: interval) }
        /// Week-long segments during `interval`.
        public static func weekly(during interval: DateInterval = current(.weekOfYear)) -> SegmentInterval {
            SegmentInterval(segment: .weekOfYear, interval: interval)
        }
        /// The calendar's current `component` (today, this week).
        public static func current(_ component: Calendar.Component) -> DateInterval {
            Calendar.current.dateInterval(of: component, for: Date()) ?? DateInterval(start: Date(), duration: 0)
        }
    }
    public let segment: SegmentInterval
    /// A filter of `segment`; users and devices are accepted (everyone's, every device).
    public init(segment: SegmentInterval, users: Users = .all, devices: Devices = .all) { self.segment = segment }

    /// Whose activity, as `DeviceActivityFilter.Users`.
    public enum Users: Sendable { case all, children }
    /// Which devices, as `DeviceActivityFilter.Devices`.
    public struct Devices: Sendable {
        let name: String
        public static let all = Devices(name: "all")
    }
}
