import Foundation
import WidgetryFoundation

/// Whether the device is in a region, as CoreLocation's `CLRegionState`.
public enum CLRegionState: Int, Sendable {
    case unknown = 0, inside, outside
}

/// An area whose boundary crossings an app monitors, as CoreLocation's `CLRegion`.
open class CLRegion: NSObject, @unchecked Sendable {
    // `@unchecked`: configured before monitoring starts, as in CoreLocation.
    /// The app's name for the region.
    public let identifier: String
    /// Whether entering is reported.
    open var notifyOnEntry = true
    /// Whether leaving is reported.
    open var notifyOnExit = true

    init(identifier: String) {
        self.identifier = identifier
        super.init()
    }
}

/// A circle around a coordinate, as CoreLocation's `CLCircularRegion`.
open class CLCircularRegion: CLRegion, @unchecked Sendable {
    /// The centre.
    public let center: CLLocationCoordinate2D
    /// The radius, in metres.
    public let radius: CLLocationDistance

    /// A circle of `radius` metres around `center`.
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance, identifier: String) {
        self.center = center
        self.radius = radius
        super.init(identifier: identifier)
    }

    /// Whether `coordinate` lies in the circle (great-circle distance, as ``CLLocation/distance(from:)``).
    open func contains(_ coordinate: CLLocationCoordinate2D) -> Bool {
        CLLocation(latitude: center.latitude, longitude: center.longitude)
            .distance(from: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)) <= radius
    }
}

// Region monitoring. A Linux run has no position: the regions an app starts monitoring are kept (`monitoredRegions`
// answers as on a device), and no boundary crossing or state is ever reported.
extension CLLocationManager {
    /// Whether regions of `regionClass` can be monitored: not on Linux, which has no position.
    public class func isMonitoringAvailable(for regionClass: AnyClass) -> Bool { false }
    /// The authorisation (iOS 4–13 spelling): never determined on Linux.
    public class func authorizationStatus() -> CLAuthorizationStatus { .notDetermined }
    /// Whether location services are on: off on Linux, which has no position.
    public class func locationServicesEnabled() -> Bool { false }
    /// The largest radius a region may have, in metres (CoreLocation's value on iPhone is about 1,000 km; -1 means none).
    public var maximumRegionMonitoringDistance: CLLocationDistance { -1 }
    /// The regions being monitored.
    public var monitoredRegions: Set<CLRegion> { (monitoredRegionsStorage.value(of: self) ?? []) }
    /// Starts monitoring `region` (kept; never crossed on Linux).
    public func startMonitoring(for region: CLRegion) { monitoredRegionsStorage.update(self, default: []) { $0.insert(region) } }
    /// Stops monitoring `region`.
    public func stopMonitoring(for region: CLRegion) { monitoredRegionsStorage.update(self, default: []) { $0.remove(region) } }
    /// Asks for the state of `region`; no answer comes on Linux.
    public func requestState(for region: CLRegion) {}
}

/// The regions each manager monitors (an extension cannot add stored properties).
private let monitoredRegionsStorage = ExtensionStorage<Set<CLRegion>>()
