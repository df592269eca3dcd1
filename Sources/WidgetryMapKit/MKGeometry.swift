import Foundation
import WidgetryCoreLocation


/// A span of latitude and longitude, as `MKCoordinateSpan`.
public struct MKCoordinateSpan: Hashable, Sendable {
    /// Degrees of latitude shown.
    public var latitudeDelta: CLLocationDegrees
    /// Degrees of longitude shown.
    public var longitudeDelta: CLLocationDegrees
    /// No span.
    public init() { (latitudeDelta, longitudeDelta) = (0, 0) }
    /// A span of these deltas.
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// A rectangular area of the Earth by its centre and span, as `MKCoordinateRegion`.
public struct MKCoordinateRegion: Sendable {
    /// The centre.
    public var center: CLLocationCoordinate2D
    /// The span.
    public var span: MKCoordinateSpan
    /// An empty region at 0°, 0°.
    public init() { (center, span) = (CLLocationCoordinate2D(), MKCoordinateSpan()) }
    /// A region of `span` around `center`.
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) { (self.center, self.span) = (center, span) }
    /// A region `latitudinalMeters` tall and `longitudinalMeters` wide around `center` (a degree of latitude
    /// is 111 km; a degree of longitude that times the cosine of the latitude, on a spherical Earth).
    public init(center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        let metersPerDegree = 111_319.49
        let cosine = max(cos(center.latitude * .pi / 180), 1e-6)
        self.init(center: center, span: MKCoordinateSpan(latitudeDelta: latitudinalMeters / metersPerDegree,
                                                         longitudeDelta: longitudinalMeters / (metersPerDegree * cosine)))
    }
    /// The region a map rectangle covers (`MKCoordinateRegion(.world)`).
    public init(_ rect: MKMapRect) {
        let topLeft = MKMapPoint(x: rect.minX, y: rect.minY).coordinate
        let bottomRight = MKMapPoint(x: rect.maxX, y: rect.maxY).coordinate
        self.init(center: MKMapPoint(x: rect.midX, y: rect.midY).coordinate,
                  span: MKCoordinateSpan(latitudeDelta: topLeft.latitude - bottomRight.latitude,
                                         longitudeDelta: bottomRight.longitude - topLeft.longitude))
    }
}

/// A point on MapKit's flat Web Mercator map, as `MKMapPoint`: the world is 2²⁸ map points square,
/// x growing east from 180° W, y growing south from 85.05° N.
public struct MKMapPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double
    /// The point at `x`, `y`.
    public init(x: Double, y: Double) { (self.x, self.y) = (x, y) }
    /// The point a coordinate projects to.
    public init(_ coordinate: CLLocationCoordinate2D) {
        let size = MKMapSize.world.width
        let latitude = min(max(coordinate.latitude, -85.05112878), 85.05112878) * .pi / 180
        x = (coordinate.longitude + 180) / 360 * size
        y = (1 - log(tan(latitude) + 1 / cos(latitude)) / .pi) / 2 * size
    }
    /// The coordinate the point projects from.
    public var coordinate: CLLocationCoordinate2D {
        let size = MKMapSize.world.width
        let longitude = x / size * 360 - 180
        let latitude = atan(sinh(.pi * (1 - 2 * y / size))) * 180 / .pi
        return CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }
}

/// A size in map points, as `MKMapSize`.
public struct MKMapSize: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { (self.width, self.height) = (width, height) }
    /// The whole world: 2²⁸ map points square, as MapKit's.
    public static let world = MKMapSize(width: 268_435_456, height: 268_435_456)
}

/// A rectangle in map points, as `MKMapRect`.
public struct MKMapRect: Hashable, Sendable {
    public var origin: MKMapPoint
    public var size: MKMapSize
    public init(origin: MKMapPoint, size: MKMapSize) { (self.origin, self.size) = (origin, size) }
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: MKMapPoint(x: x, y: y), size: MKMapSize(width: width, height: height))
    }
    /// The whole world.
    public static let world = MKMapRect(origin: MKMapPoint(x: 0, y: 0), size: .world)
    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }
    /// Whether `point` lies inside.
    public func contains(_ point: MKMapPoint) -> Bool { point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY }
}

/// The kind of map drawn, as `MKMapType`.
public enum MKMapType: UInt, Sendable {
    case standard = 0, satellite, hybrid, satelliteFlyover, hybridFlyover, mutedStandard
}

/// A camera looking at the map, as `MKMapCamera`.
open class MKMapCamera: NSObject, @unchecked Sendable {
    /// What it looks at.
    open var centerCoordinate = CLLocationCoordinate2D()
    /// Its distance from the centre, in metres.
    open var centerCoordinateDistance: CLLocationDistance = 0
    /// Its tilt in degrees.
    open var pitch: CGFloat = 0
    /// Its heading in degrees.
    open var heading: CLLocationDirection = 0
    public override init() { super.init() }
    /// A camera looking at `centerCoordinate` from `distance` metres.
    public convenience init(lookingAtCenter centerCoordinate: CLLocationCoordinate2D, fromDistance distance: CLLocationDistance,
                            pitch: CGFloat, heading: CLLocationDirection) {
        self.init()
        (self.centerCoordinate, centerCoordinateDistance, self.pitch, self.heading) = (centerCoordinate, distance, pitch, heading)
    }
}

/// Which points of interest a map shows, as `MKPointOfInterestFilter`.
public struct MKPointOfInterestFilter: Sendable {
    let included: Set<MKPointOfInterestCategory>?
    let excluded: Set<MKPointOfInterestCategory>
    /// Only these categories.
    public init(including categories: [MKPointOfInterestCategory]) { (included, excluded) = (Set(categories), []) }
    /// Every category but these.
    public init(excluding categories: [MKPointOfInterestCategory]) { (included, excluded) = (nil, Set(categories)) }
    /// Every category.
    public static let includingAll = MKPointOfInterestFilter(excluding: [])
    /// No category.
    public static let excludingAll = MKPointOfInterestFilter(including: [])
}

/// A category of places, as `MKPointOfInterestCategory`.
public struct MKPointOfInterestCategory: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let airport = Self(rawValue: "MKPOICategoryAirport")
    public static let cafe = Self(rawValue: "MKPOICategoryCafe")
    public static let park = Self(rawValue: "MKPOICategoryPark")
    public static let publicTransport = Self(rawValue: "MKPOICategoryPublicTransport")
    public static let restaurant = Self(rawValue: "MKPOICategoryRestaurant")
    public static let store = Self(rawValue: "MKPOICategoryStore")
}
