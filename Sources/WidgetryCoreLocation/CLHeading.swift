import Foundation

// Compass headings and iOS 14's precise/approximate location. A Linux run has no magnetometer and no position:
// `headingAvailable()` is false, no heading ever arrives, and accuracy authorisation is what a device reports before the
// person answers, full accuracy (Apple: `CLAccuracyAuthorization` is `.fullAccuracy` unless they chose approximate).

/// Whether the app may use precise location, as CoreLocation's `CLAccuracyAuthorization` (iOS 14).
public enum CLAccuracyAuthorization: Int, Sendable {
    /// Precise location.
    case fullAccuracy = 0
    /// Approximate location only.
    case reducedAccuracy = 1
}

/// A compass reading, as CoreLocation's `CLHeading`; none arrives on Linux, but code that keeps one compiles.
open class CLHeading: NSObject, @unchecked Sendable {
    /// Degrees from magnetic north.
    open private(set) var magneticHeading: CLLocationDirection
    /// Degrees from true north; negative when it cannot be known.
    open private(set) var trueHeading: CLLocationDirection
    /// The largest error of ``magneticHeading``, in degrees; negative when the reading is invalid.
    open private(set) var headingAccuracy: CLLocationDirection
    /// When the reading was taken.
    open private(set) var timestamp: Date

    /// A reading (for tests and previews; a device makes them).
    public init(magneticHeading: CLLocationDirection, trueHeading: CLLocationDirection, headingAccuracy: CLLocationDirection,
                timestamp: Date = Date()) {
        self.magneticHeading = magneticHeading
        self.trueHeading = trueHeading
        self.headingAccuracy = headingAccuracy
        self.timestamp = timestamp
        super.init()
    }
}

/// No heading filter: every change is delivered, as CoreLocation's `kCLHeadingFilterNone`.
public let kCLHeadingFilterNone: CLLocationDegrees = -1

extension CLLocationManager {
    /// Whether the device has a compass: not on Linux.
    public class func headingAvailable() -> Bool { false }
    /// Whether significant-change monitoring is possible: not on Linux.
    public class func significantLocationChangeMonitoringAvailable() -> Bool { false }
    /// The most recent heading: none on Linux.
    public var heading: CLHeading? { nil }
    /// Precise or approximate; full accuracy, as a device reports until the person chooses approximate.
    public var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }
    /// Starts compass updates: none come on Linux.
    public func startUpdatingHeading() {}
    /// Stops compass updates.
    public func stopUpdatingHeading() {}
    /// Hides the calibration screen (never shown on Linux).
    public func dismissHeadingCalibrationDisplay() {}
    /// Asks for precise location once (iOS 14); nothing is asked on Linux and the completion gets no error.
    public func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String, completion: ((Error?) -> Void)?) {
        completion?(nil)
    }
    /// Asks for precise location once (iOS 14), with no completion: a separate method, as on iOS, so an app's protocol
    /// listing this form is met by `CLLocationManager`.
    public func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String) {}
}
