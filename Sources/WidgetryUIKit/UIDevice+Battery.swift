import Foundation
import Synchronization

/// UIDevice's battery API. A render has no battery, so the answers are the iOS Simulator's: the level is −1 and the
/// state `.unknown`, with monitoring on or off, and no change is ever posted. A widget that shows the battery is
/// checked in its "unknown" state, which is the state it must handle first on a device (before monitoring starts).
extension UIDevice {
    /// The battery's state, as `UIDevice.BatteryState`.
    public enum BatteryState: Int, Sendable, Hashable {
        /// Not known: monitoring is off, or there is no battery (the Simulator's answer).
        case unknown = 0
        /// On battery power.
        case unplugged = 1
        /// Plugged in, below 100 %.
        case charging = 2
        /// Plugged in, at 100 %.
        case full = 3
    }

    private static let batteryMonitoring = Atomic<Bool>(false)

    /// Whether the app asked for battery updates: kept for the process (every ``UIDevice/current`` answers the same),
    /// as the one device's setting is on iOS.
    public var isBatteryMonitoringEnabled: Bool {
        get { Self.batteryMonitoring.load(ordering: .relaxed) }
        set { Self.batteryMonitoring.store(newValue, ordering: .relaxed) }
    }

    /// The battery level from 0 to 1: −1 here, as when monitoring is off or on the Simulator.
    public var batteryLevel: Float { -1 }

    /// The battery's state: `.unknown` here, as when monitoring is off or on the Simulator.
    public var batteryState: BatteryState { .unknown }

    /// Posted when the battery level changes by 1 % or more while monitoring is on; never posted here.
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    /// Posted when the battery state changes while monitoring is on; never posted here.
    public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
}
