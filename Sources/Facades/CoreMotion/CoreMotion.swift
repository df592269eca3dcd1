// `import CoreMotion`: steps, motion and altitude as step-count widgets and shared code read them
// (https://developer.apple.com/documentation/coremotion). A check has no motion sensors: every
// `is…Available` is `false`, updates never arrive, and pedometer queries fail with
// `CMErrorMotionActivityNotAvailable`, as on a device without the coprocessor, so the widget shows its
// "no data" state (a widget that should show steps reads them from its app group or HealthKit fixtures).
// See docs/compatibility.md.
@_exported import Foundation
import WidgetryFoundation

/// Core Motion's error domain.
public let CMErrorDomain = "CMErrorDomain"
/// The error code of a motion service the device lacks.
public let CMErrorMotionActivityNotAvailable = 104
/// The error code of a motion service the user did not allow.
public let CMErrorMotionActivityNotAuthorized = 105

private func notAvailable() -> NSError {
    SkippedEffects.note("CoreMotion", "no motion sensors here; pedometer and activity queries fail with CMErrorMotionActivityNotAvailable")
    return NSError(domain: CMErrorDomain, code: CMErrorMotionActivityNotAvailable)
}

/// The app's motion permission, as `CMAuthorizationStatus`.
public enum CMAuthorizationStatus: Int, Sendable { case notDetermined = 0, restricted, denied, authorized }

/// A timestamped sample, as `CMLogItem`.
open class CMLogItem: NSObject, @unchecked Sendable {
    /// Seconds since boot.
    open var timestamp: TimeInterval { 0 }
}

/// Steps and distance over an interval, as `CMPedometerData`.
open class CMPedometerData: NSObject, @unchecked Sendable {
    open var startDate = Date()
    open var endDate = Date()
    open var numberOfSteps: NSNumber = 0
    open var distance: NSNumber?
    open var floorsAscended: NSNumber?
    open var floorsDescended: NSNumber?
    open var currentPace: NSNumber?
    open var averageActivePace: NSNumber?
}

/// A pedometer handler, as `CMPedometerHandler`.
public typealias CMPedometerHandler = (CMPedometerData?, (any Error)?) -> Void

/// The step counter, as `CMPedometer`.
open class CMPedometer: NSObject, @unchecked Sendable {
    public override init() { super.init() }
    open class func isStepCountingAvailable() -> Bool { false }
    open class func isDistanceAvailable() -> Bool { false }
    open class func isFloorCountingAvailable() -> Bool { false }
    open class func isPaceAvailable() -> Bool { false }
    open class func authorizationStatus() -> CMAuthorizationStatus { .notDetermined }
    /// Steps between two dates: fails with `CMErrorMotionActivityNotAvailable`.
    open func queryPedometerData(from start: Date, to end: Date, withHandler handler: @escaping CMPedometerHandler) {
        handler(nil, notAvailable())
    }
    /// Live updates: none arrive.
    open func startUpdates(from start: Date, withHandler handler: @escaping CMPedometerHandler) {}
    open func stopUpdates() {}
}

/// A 3-axis reading, as `CMAcceleration` and `CMRotationRate`.
public struct CMAcceleration: Sendable { public var x, y, z: Double; public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) } }
public struct CMRotationRate: Sendable { public var x, y, z: Double; public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) } }

/// An accelerometer sample, as `CMAccelerometerData`.
open class CMAccelerometerData: CMLogItem, @unchecked Sendable { open var acceleration = CMAcceleration(x: 0, y: 0, z: 0) }
/// A gyroscope sample, as `CMGyroData`.
open class CMGyroData: CMLogItem, @unchecked Sendable { open var rotationRate = CMRotationRate(x: 0, y: 0, z: 0) }

/// The device's orientation, as `CMAttitude`.
open class CMAttitude: NSObject, @unchecked Sendable {
    open var roll: Double { 0 }
    open var pitch: Double { 0 }
    open var yaw: Double { 0 }
}

/// A fused motion sample, as `CMDeviceMotion`.
open class CMDeviceMotion: CMLogItem, @unchecked Sendable {
    open var attitude = CMAttitude()
    open var gravity = CMAcceleration(x: 0, y: 0, z: -1)
    open var userAcceleration = CMAcceleration(x: 0, y: 0, z: 0)
    open var rotationRate = CMRotationRate(x: 0, y: 0, z: 0)
}

/// Motion updates, as `CMMotionManager`: no sensor is available, so no update arrives.
open class CMMotionManager: NSObject, @unchecked Sendable {
    open var accelerometerUpdateInterval: TimeInterval = 0.1
    open var gyroUpdateInterval: TimeInterval = 0.1
    open var deviceMotionUpdateInterval: TimeInterval = 0.1
    open var isAccelerometerAvailable: Bool { false }
    open var isGyroAvailable: Bool { false }
    open var isMagnetometerAvailable: Bool { false }
    open var isDeviceMotionAvailable: Bool { false }
    open var isAccelerometerActive: Bool { false }
    open var isDeviceMotionActive: Bool { false }
    open var accelerometerData: CMAccelerometerData? { nil }
    open var gyroData: CMGyroData? { nil }
    open var deviceMotion: CMDeviceMotion? { nil }
    public override init() { super.init() }
    open func startAccelerometerUpdates() {}
    open func startAccelerometerUpdates(to queue: OperationQueue, withHandler handler: @escaping (CMAccelerometerData?, (any Error)?) -> Void) {}
    open func stopAccelerometerUpdates() {}
    open func startGyroUpdates() {}
    open func startGyroUpdates(to queue: OperationQueue, withHandler handler: @escaping (CMGyroData?, (any Error)?) -> Void) {}
    open func stopGyroUpdates() {}
    open func startDeviceMotionUpdates() {}
    open func startDeviceMotionUpdates(to queue: OperationQueue, withHandler handler: @escaping (CMDeviceMotion?, (any Error)?) -> Void) {}
    open func stopDeviceMotionUpdates() {}
}

/// A relative altitude sample, as `CMAltitudeData`.
open class CMAltitudeData: CMLogItem, @unchecked Sendable {
    open var relativeAltitude: NSNumber = 0
    open var pressure: NSNumber = 0
}

/// The barometer, as `CMAltimeter`.
open class CMAltimeter: NSObject, @unchecked Sendable {
    public override init() { super.init() }
    open class func isRelativeAltitudeAvailable() -> Bool { false }
    open func startRelativeAltitudeUpdates(to queue: OperationQueue, withHandler handler: @escaping (CMAltitudeData?, (any Error)?) -> Void) {}
    open func stopRelativeAltitudeUpdates() {}
}

/// What the user is doing, as `CMMotionActivity`.
open class CMMotionActivity: CMLogItem, @unchecked Sendable {
    open var stationary: Bool { false }
    open var walking: Bool { false }
    open var running: Bool { false }
    open var automotive: Bool { false }
    open var cycling: Bool { false }
    open var unknown: Bool { true }
    open var startDate: Date { Date() }
}

/// Activity updates and history, as `CMMotionActivityManager`.
open class CMMotionActivityManager: NSObject, @unchecked Sendable {
    public override init() { super.init() }
    open class func isActivityAvailable() -> Bool { false }
    open class func authorizationStatus() -> CMAuthorizationStatus { .notDetermined }
    /// Live updates: none arrive.
    open func startActivityUpdates(to queue: OperationQueue, withHandler handler: @escaping (CMMotionActivity?) -> Void) {}
    open func stopActivityUpdates() {}
    /// Past activities: fails with `CMErrorMotionActivityNotAvailable`.
    open func queryActivityStarting(from start: Date, to end: Date, to queue: OperationQueue,
                                    withHandler handler: @escaping ([CMMotionActivity]?, (any Error)?) -> Void) {
        // The queue runs the handler, as on iOS; it is the caller's closure, called once.
        nonisolated(unsafe) let handler = handler
        nonisolated(unsafe) let error = notAvailable()
        queue.addOperation { handler(nil, error) }
    }
}
