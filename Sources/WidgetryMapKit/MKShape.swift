import Foundation
import WidgetryCoreLocation

/// A shape on a map that can lie over it, as MapKit's `MKOverlay`.
public protocol MKOverlay: MKAnnotation {
    /// The rectangle, in map points, that holds the whole overlay.
    var boundingMapRect: MKMapRect { get }
}

extension MKOverlay {
    /// Whether the overlay's bounding rectangle meets `mapRect`.
    public func intersects(_ mapRect: MKMapRect) -> Bool {
        let bounds = boundingMapRect
        return bounds.minX < mapRect.maxX && mapRect.minX < bounds.maxX && bounds.minY < mapRect.maxY && mapRect.minY < bounds.maxY
    }
    /// Whether the overlay hides the map beneath it: no.
    public var canReplaceMapContent: Bool { false }
}

/// A shape with a title, as MapKit's `MKShape`.
open class MKShape: NSObject, MKAnnotation, @unchecked Sendable {
    /// The shape's title.
    open var title: String?
    /// The shape's subtitle.
    open var subtitle: String?
    /// Where the shape is: its centre.
    open var coordinate: CLLocationCoordinate2D { CLLocationCoordinate2D() }
    public override init() { super.init() }
}

/// A shape made of points, as MapKit's `MKMultiPoint`: the points in map points, and their coordinates.
open class MKMultiPoint: MKShape, @unchecked Sendable {
    // The points live as long as the shape: `points()` hands out a pointer to them, as MapKit's does.
    private let storage: UnsafeMutablePointer<MKMapPoint>
    /// How many points the shape has.
    public let pointCount: Int

    init(mapPoints: [MKMapPoint]) {
        pointCount = mapPoints.count
        storage = .allocate(capacity: max(mapPoints.count, 1))
        storage.initialize(from: mapPoints, count: mapPoints.count)
        super.init()
    }

    deinit { storage.deallocate() }

    /// The points, in map points.
    open func points() -> UnsafeMutablePointer<MKMapPoint> { storage }

    /// Copies the coordinates of the points in `range` into `coordinates`.
    open func getCoordinates(_ coordinates: UnsafeMutablePointer<CLLocationCoordinate2D>, range: NSRange) {
        for index in 0..<max(min(range.length, pointCount - range.location), 0) {
            coordinates[index] = storage[range.location + index].coordinate
        }
    }

    /// The points' bounding rectangle.
    var pointsBoundingRect: MKMapRect {
        let points = UnsafeBufferPointer(start: storage, count: pointCount)
        guard let first = points.first else { return MKMapRect(x: 0, y: 0, width: 0, height: 0) }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points {
            (minX, minY) = (min(minX, point.x), min(minY, point.y))
            (maxX, maxY) = (max(maxX, point.x), max(maxY, point.y))
        }
        return MKMapRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The centre of the points' bounding rectangle.
    open override var coordinate: CLLocationCoordinate2D {
        let bounds = pointsBoundingRect
        return MKMapPoint(x: bounds.midX, y: bounds.midY).coordinate
    }
}

/// A line through points, as MapKit's `MKPolyline`.
open class MKPolyline: MKMultiPoint, MKOverlay, @unchecked Sendable {
    /// A line through `count` coordinates.
    public convenience init(coordinates: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
        self.init(mapPoints: (0..<count).map { MKMapPoint(coordinates[$0]) })
    }
    /// A line through `count` map points.
    public convenience init(points: UnsafePointer<MKMapPoint>, count: Int) {
        self.init(mapPoints: Array(UnsafeBufferPointer(start: points, count: count)))
    }
    /// The line's bounding rectangle.
    open var boundingMapRect: MKMapRect { pointsBoundingRect }
}

/// A closed shape, possibly with holes, as MapKit's `MKPolygon`.
open class MKPolygon: MKMultiPoint, MKOverlay, @unchecked Sendable {
    /// The holes cut out of the polygon.
    open private(set) var interiorPolygons: [MKPolygon]?

    /// A polygon through `count` coordinates.
    public convenience init(coordinates: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
        self.init(coordinates: coordinates, count: count, interiorPolygons: nil)
    }
    /// A polygon through `count` coordinates with holes.
    public convenience init(coordinates: UnsafePointer<CLLocationCoordinate2D>, count: Int, interiorPolygons: [MKPolygon]?) {
        self.init(mapPoints: (0..<count).map { MKMapPoint(coordinates[$0]) })
        self.interiorPolygons = interiorPolygons
    }
    /// A polygon through `count` map points.
    public convenience init(points: UnsafePointer<MKMapPoint>, count: Int, interiorPolygons: [MKPolygon]? = nil) {
        self.init(mapPoints: Array(UnsafeBufferPointer(start: points, count: count)))
        self.interiorPolygons = interiorPolygons
    }
    /// The polygon's bounding rectangle.
    open var boundingMapRect: MKMapRect { pointsBoundingRect }
}

/// Several lines as one overlay, as MapKit's `MKMultiPolyline` (iOS 13).
open class MKMultiPolyline: MKShape, MKOverlay, @unchecked Sendable {
    /// The lines.
    public let polylines: [MKPolyline]
    /// The lines as one overlay.
    public init(_ polylines: [MKPolyline]) { self.polylines = polylines; super.init() }
    /// The rectangle holding every line.
    open var boundingMapRect: MKMapRect { MKMapRect.union(polylines.map(\.boundingMapRect)) }
    open override var coordinate: CLLocationCoordinate2D {
        MKMapPoint(x: boundingMapRect.midX, y: boundingMapRect.midY).coordinate
    }
}

/// Several polygons as one overlay, as MapKit's `MKMultiPolygon` (iOS 13).
open class MKMultiPolygon: MKShape, MKOverlay, @unchecked Sendable {
    /// The polygons.
    public let polygons: [MKPolygon]
    /// The polygons as one overlay.
    public init(_ polygons: [MKPolygon]) { self.polygons = polygons; super.init() }
    /// The rectangle holding every polygon.
    open var boundingMapRect: MKMapRect { MKMapRect.union(polygons.map(\.boundingMapRect)) }
    open override var coordinate: CLLocationCoordinate2D {
        MKMapPoint(x: boundingMapRect.midX, y: boundingMapRect.midY).coordinate
    }
}

/// A circle of a radius in metres, as MapKit's `MKCircle`.
open class MKCircle: MKShape, MKOverlay, @unchecked Sendable {
    private let centre: CLLocationCoordinate2D
    /// The radius in metres.
    public let radius: CLLocationDistance
    /// A circle around `center`.
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {
        (centre, self.radius) = (center, radius)
        super.init()
    }
    open override var coordinate: CLLocationCoordinate2D { centre }
    /// The square holding the circle: its radius in map points at its latitude.
    open var boundingMapRect: MKMapRect {
        let middle = MKMapPoint(centre)
        let perMetre = MKMapPointsPerMeterAtLatitude(centre.latitude)
        let r = radius * perMetre
        return MKMapRect(x: middle.x - r, y: middle.y - r, width: 2 * r, height: 2 * r)
    }
}

/// Map points per metre at `latitude`, as MapKit's function: the Web Mercator scale grows as 1 / cos(latitude).
public func MKMapPointsPerMeterAtLatitude(_ latitude: CLLocationDegrees) -> Double {
    // The equator is 40 075 016.686 m (WGS 84) long and the world 2²⁸ map points wide.
    MKMapSize.world.width / 40_075_016.686 / cos(latitude * .pi / 180)
}

extension MKMapRect {
    /// The smallest rectangle holding `rects`.
    static func union(_ rects: [MKMapRect]) -> MKMapRect {
        guard let first = rects.first else { return MKMapRect(x: 0, y: 0, width: 0, height: 0) }
        return rects.dropFirst().reduce(first) { $0.union($1) }
    }

}
