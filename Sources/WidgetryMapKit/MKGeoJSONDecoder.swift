import Foundation
import WidgetryCoreLocation

/// A value a GeoJSON document decodes to, as MapKit's `MKGeoJSONObject`: a feature or a geometry.
public protocol MKGeoJSONObject: AnyObject {}

/// A GeoJSON feature, as MapKit's `MKGeoJSONFeature`: its geometries, identifier and properties (as JSON data, for the
/// app to decode).
open class MKGeoJSONFeature: NSObject, MKGeoJSONObject, @unchecked Sendable {
    /// The feature's `id`, as text.
    open private(set) var identifier: String?
    /// The feature's `properties` object, re-encoded as JSON; `nil` when it has none.
    open private(set) var properties: Data?
    /// The shapes of its geometry (a geometry collection gives several).
    open private(set) var geometry: [MKShape & MKGeoJSONObject]

    init(identifier: String?, properties: Data?, geometry: [MKShape & MKGeoJSONObject]) {
        (self.identifier, self.properties, self.geometry) = (identifier, properties, geometry)
        super.init()
    }
}

extension MKPointAnnotation: MKGeoJSONObject {}
extension MKPolyline: MKGeoJSONObject {}
extension MKPolygon: MKGeoJSONObject {}
extension MKMultiPolyline: MKGeoJSONObject {}
extension MKMultiPolygon: MKGeoJSONObject {}

/// Several points as one shape, as MapKit's `MKMultiPoint` from a GeoJSON `MultiPoint`.
final class GeoJSONMultiPoint: MKMultiPoint, MKGeoJSONObject, @unchecked Sendable {}

/// Reads GeoJSON (RFC 7946) into map shapes, as MapKit's `MKGeoJSONDecoder`: a `Point` becomes an `MKPointAnnotation`,
/// a `LineString` an `MKPolyline`, a `Polygon` an `MKPolygon` (its first ring outside, the others holes), the `Multi…`
/// geometries `MKMultiPoint`/`MKMultiPolyline`/`MKMultiPolygon`, a `Feature` an `MKGeoJSONFeature`. Positions are
/// `[longitude, latitude]`, as the RFC orders them.
open class MKGeoJSONDecoder: NSObject, @unchecked Sendable {
    public override init() { super.init() }

    /// The objects in `data`: a feature collection gives its features, any other document itself.
    open func decode(_ data: Data) throws -> [MKGeoJSONObject] {
        let json = try JSONSerialization.jsonObject(with: data)
        guard let object = json as? [String: Any] else { throw Self.invalid("the document is not a JSON object") }
        if object["type"] as? String == "FeatureCollection" {
            guard let features = object["features"] as? [Any] else { throw Self.invalid("a FeatureCollection has no \"features\" array") }
            return try features.map { try feature(from: $0) }
        }
        if object["type"] as? String == "Feature" { return [try feature(from: object)] }
        return try geometry(from: object)
    }

    private func feature(from value: Any) throws -> MKGeoJSONFeature {
        guard let object = value as? [String: Any], object["type"] as? String == "Feature" else {
            throw Self.invalid("a feature is not a JSON object of type \"Feature\"")
        }
        let identifier = (object["id"] as? String) ?? (object["id"] as? NSNumber).map { "\($0)" }
        let properties = try (object["properties"] as? [String: Any]).map { try JSONSerialization.data(withJSONObject: $0) }
        let shapes = try (object["geometry"] as? [String: Any]).map { try geometry(from: $0) } ?? []
        return MKGeoJSONFeature(identifier: identifier, properties: properties, geometry: shapes)
    }

    private func geometry(from object: [String: Any]) throws -> [MKShape & MKGeoJSONObject] {
        let type = object["type"] as? String ?? ""
        if type == "GeometryCollection" {
            return try (object["geometries"] as? [[String: Any]] ?? []).flatMap { try geometry(from: $0) }
        }
        guard let coordinates = object["coordinates"] else { throw Self.invalid("a \(type) geometry has no \"coordinates\"") }
        switch type {
        case "Point":
            let point = MKPointAnnotation()
            point.coordinate = try position(coordinates)
            return [point]
        case "MultiPoint": return [GeoJSONMultiPoint(mapPoints: try positions(coordinates).map(MKMapPoint.init))]
        case "LineString": return [try line(coordinates)]
        case "MultiLineString": return [MKMultiPolyline(try list(coordinates).map(line))]
        case "Polygon": return [try polygon(coordinates)]
        case "MultiPolygon": return [MKMultiPolygon(try list(coordinates).map(polygon))]
        default: throw Self.invalid("\"\(type)\" is not a GeoJSON geometry type")
        }
    }

    private func list(_ value: Any) throws -> [Any] {
        guard let array = value as? [Any] else { throw Self.invalid("coordinates are not an array") }
        return array
    }
    private func position(_ value: Any) throws -> CLLocationCoordinate2D {
        guard let numbers = value as? [NSNumber], numbers.count >= 2 else { throw Self.invalid("a position is not [longitude, latitude]") }
        return CLLocationCoordinate2D(latitude: numbers[1].doubleValue, longitude: numbers[0].doubleValue)
    }
    private func positions(_ value: Any) throws -> [CLLocationCoordinate2D] { try list(value).map(position) }
    private func line(_ value: Any) throws -> MKPolyline {
        let points = try positions(value)
        return MKPolyline(coordinates: points, count: points.count)
    }
    private func polygon(_ value: Any) throws -> MKPolygon {
        let rings = try list(value).map(positions)
        guard let outer = rings.first else { throw Self.invalid("a polygon has no ring") }
        let holes = rings.dropFirst().map { MKPolygon(coordinates: $0, count: $0.count) }
        return MKPolygon(coordinates: outer, count: outer.count, interiorPolygons: holes.isEmpty ? nil : Array(holes))
    }

    /// MapKit's decoding error: Cocoa's "data corrupted" code with the reason.
    static func invalid(_ reason: String) -> NSError {
        NSError(domain: NSCocoaErrorDomain, code: CocoaError.Code.coderReadCorrupt.rawValue,
                userInfo: [NSLocalizedDescriptionKey: "The GeoJSON could not be read: \(reason)."])
    }
}
