import Foundation

/// The watch the code runs on, as WatchKit's `WKInterfaceDevice`
/// (https://developer.apple.com/documentation/watchkit/wkinterfacedevice).
///
/// Shared watch code reads it for the screen and battery and plays haptics. Widgetry lays widgets out
/// from the device matrix, not from here, so it describes a 45 mm Apple Watch (198 × 242 points at 2×,
/// Apple's Human Interface Guidelines, "Layout" › watchOS screen sizes) whose battery is not monitored;
/// haptics play nothing.
open class WKInterfaceDevice: @unchecked Sendable {
    private static let watch = WKInterfaceDevice()

    /// The watch.
    open class func current() -> WKInterfaceDevice { watch }

    /// The screen's bounds in points.
    open var screenBounds: CGRect { CGRect(x: 0, y: 0, width: 198, height: 242) }
    /// Pixels per point.
    open var screenScale: CGFloat { 2 }
    /// The watch's name.
    open var name: String { "Apple Watch" }
    /// The model, as on a watch: "Apple Watch".
    open var model: String { "Apple Watch" }
    /// The model in the user's language.
    open var localizedModel: String { model }
    /// "watchOS".
    open var systemName: String { "watchOS" }
    /// The system's version.
    open var systemVersion: String { "11.0" }
    /// The vendor identifier: none here.
    open var identifierForVendor: UUID? { nil }
    /// The text size the wearer chose, as a `UIContentSizeCategory` raw value.
    open var preferredContentSizeCategory: String { "UICTContentSizeCategoryL" }
    /// Whether the battery is monitored; while it is not, its level is -1 and its state unknown, as on a watch.
    open var isBatteryMonitoringEnabled = false
    /// The battery's charge from 0 to 1, or -1 when not monitored (always here).
    open var batteryLevel: Float { -1 }
    /// The battery's state: `.unknown` while not monitored (always here).
    open var batteryState: WKInterfaceDeviceBatteryState { .unknown }
    /// The wrist the watch is worn on.
    open var wristLocation: WKInterfaceDeviceWristLocation { .left }
    /// The side the Digital Crown is on.
    open var crownOrientation: WKInterfaceDeviceCrownOrientation { .right }

    /// Plays a haptic: nothing here (a widget has no haptics).
    open func play(_ type: WKHapticType) {}
}

/// A haptic's kind, as `WKHapticType`.
public enum WKHapticType: Int, Sendable {
    case notification, directionUp, directionDown, success, failure, retry, start, stop, click
    case navigationGenericManeuver, navigationLeftTurn, navigationRightTurn, underwaterDepthPrompt, underwaterDepthCriticalPrompt
}

/// The battery's state, as `WKInterfaceDeviceBatteryState`.
public enum WKInterfaceDeviceBatteryState: Int, Sendable {
    case unknown, unplugged, charging, full
}

/// The wrist the watch is on, as `WKInterfaceDeviceWristLocation`.
public enum WKInterfaceDeviceWristLocation: Int, Sendable {
    case left, right
}

/// The Digital Crown's side, as `WKInterfaceDeviceCrownOrientation`.
public enum WKInterfaceDeviceCrownOrientation: Int, Sendable {
    case left, right
}
