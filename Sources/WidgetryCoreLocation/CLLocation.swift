import Foundation

/// Degrees of latitude or longitude.
public typealias CLLocationDegrees = Double
/// Metres.
public typealias CLLocationDistance = Double
/// A heading in degrees clockwise from north, as CoreLocation's `CLLocationDirection` (negative when unknown).
public typealias CLLocationDirection = Double
/// Metres of accuracy.
public typealias CLLocationAccuracy = Double

/// A latitude and longitude, as CoreLocation's.
public struct CLLocationCoordinate2D: Sendable, Hashable, Codable {
    /// Degrees north.
    public var latitude: CLLocationDegrees
    /// Degrees east.
    public var longitude: CLLocationDegrees
    /// A coordinate.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
    /// (0, 0).
    public init() { self.init(latitude: 0, longitude: 0) }
}

/// A location, as CoreLocation's `CLLocation` (a class there; widget code only reads it).
open class CLLocation: NSObject, @unchecked Sendable {
    /// The coordinate.
    public let coordinate: CLLocationCoordinate2D
    /// Metres above sea level.
    public let altitude: CLLocationDistance
    /// When it was measured.
    public let timestamp: Date
    /// Horizontal accuracy in metres.
    public let horizontalAccuracy: CLLocationAccuracy

    /// A location at a coordinate.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        altitude = 0
        timestamp = Date()
        horizontalAccuracy = 0
    }

    /// A location at (0, 0), as `CLLocation()` (NSObject's initialiser on iOS).
    public override convenience init() { self.init(latitude: 0, longitude: 0) }

    /// A location with accuracy and time.
    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
                verticalAccuracy: CLLocationAccuracy, timestamp: Date) {
        self.coordinate = coordinate
        self.altitude = altitude
        self.horizontalAccuracy = horizontalAccuracy
        self.timestamp = timestamp
    }

    /// The great-circle distance in metres (haversine on a sphere of the mean Earth radius, 6,371,008.8 m
    /// — IUGG; CoreLocation's ellipsoidal figure differs by under 0.5 %).
    public func distance(from location: CLLocation) -> CLLocationDistance {
        let radius = 6_371_008.8
        let lat1 = coordinate.latitude * .pi / 180, lat2 = location.coordinate.latitude * .pi / 180
        let dLat = lat2 - lat1
        let dLon = (location.coordinate.longitude - coordinate.longitude) * .pi / 180
        let a = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * radius * atan2(sqrt(a), sqrt(1 - a))
    }
}

/// Whether the app may use location, as `CLAuthorizationStatus`.
public enum CLAuthorizationStatus: Int32, Sendable {
    /// Not asked yet.
    case notDetermined = 0
    /// Restricted.
    case restricted = 1
    /// Denied.
    case denied = 2
    /// Always.
    case authorizedAlways = 3
    /// While in use.
    case authorizedWhenInUse = 4
}

/// The location manager. A Linux run has no position: authorisation stays `.notDetermined` and
/// `location` is `nil`, so a widget shows what it shows before the user grants access.
open class CLLocationManager: NSObject, @unchecked Sendable {
    /// No position on Linux.
    open var location: CLLocation? { nil }
    /// Never determined on Linux.
    open var authorizationStatus: CLAuthorizationStatus { .notDetermined }
    /// Whether the widget is authorised for location (`NSWidgetWantsLocation`): false on Linux.
    open var isAuthorizedForWidgetUpdates: Bool { false }
    /// The delegate (never called on Linux).
    open weak var delegate: (any CLLocationManagerDelegate)?
    /// Desired accuracy (ignored).
    open var desiredAccuracy: CLLocationAccuracy = 0
    /// What the user is doing, which tunes when updates pause (kept; no updates come on Linux).
    open var activityType: CLActivityType = .other
    /// The metres moved before a new update (kept).
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    /// Whether updates continue in the background (kept).
    open var allowsBackgroundLocationUpdates = false
    /// Whether updates pause when the location is unlikely to change (kept).
    open var pausesLocationUpdatesAutomatically = true
    /// Whether the status bar shows background use (kept).
    open var showsBackgroundLocationIndicator = false
    /// A manager.
    public override init() { super.init() }
    /// Does nothing on Linux.
    open func requestWhenInUseAuthorization() {}
    /// Does nothing on Linux.
    open func requestAlwaysAuthorization() {}
    /// Does nothing on Linux.
    open func requestLocation() {}
    /// Does nothing on Linux.
    open func startUpdatingLocation() {}
    /// Does nothing on Linux.
    open func stopUpdatingLocation() {}
}

/// What the user is doing while locations update, as CoreLocation's `CLActivityType`.
public enum CLActivityType: Int, Sendable { case other = 1, automotiveNavigation, fitness, otherNavigation, airborne }

/// No distance filter: every movement updates, as CoreLocation's `kCLDistanceFilterNone`.
public let kCLDistanceFilterNone: CLLocationDistance = -1

// Accuracy constants, with CoreLocation's values (CLLocation.h: `kCLLocationAccuracyBestForNavigation` -2, `Best` -1,
// `NearestTenMeters` 10, `HundredMeters` 100, `Kilometer` 1000, `ThreeKilometers` 3000; `Reduced` (iOS 14) 3000).
/// The best accuracy, with sensor fusion for navigation.
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
/// The best accuracy the device has.
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// Accuracy to about ten metres.
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
/// Accuracy to about a hundred metres.
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
/// The accuracy of an app without precise location (iOS 14).
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3_000
/// Accuracy to about a kilometre.
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1_000
/// Accuracy to about three kilometres.
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3_000

/// What a location manager tells its delegate, as CoreLocation's `CLLocationManagerDelegate`. Every
/// method has an empty default: a manager on Linux never calls them.
public protocol CLLocationManagerDelegate: AnyObject {
    /// New locations.
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    /// A failure.
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    /// The authorisation changed.
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    /// The authorisation changed (iOS 4–13 spelling).
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
    /// The device entered a monitored region.
    func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion)
    /// The device left a monitored region.
    func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion)
    /// A region's state, as asked with `requestState(for:)`.
    func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion)
    /// Monitoring a region started.
    func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion)
    /// Monitoring a region failed.
    func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: any Error)
    /// A new compass heading.
    func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading)
    /// Whether the compass calibration screen may show.
    func locationManagerShouldDisplayHeadingCalibration(_ manager: CLLocationManager) -> Bool
}

extension CLLocationManagerDelegate {
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
    public func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {}
    public func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion) {}
    public func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion) {}
    public func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion) {}
    public func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: any Error) {}
    public func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading) {}
    public func locationManagerShouldDisplayHeadingCalibration(_ manager: CLLocationManager) -> Bool { false }
}

/// A coordinate from a latitude and a longitude, as CoreLocation's `CLLocationCoordinate2DMake(_:_:)`.
public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}
