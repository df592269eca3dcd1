import Foundation
import MapKit
import Testing
import UIKit

/// A widget's timeline provider that draws a map with `MKMapSnapshotter`, as apps write it: the snapshot
/// is a placeholder of the size asked for, and pins land where MapKit would put them.
@Suite struct MapKitTests {
    let harbour = CLLocationCoordinate2D(latitude: 51.5, longitude: -0.12)

    func snapshot(size: CGSize, scale: CGFloat) async throws -> MKMapSnapshotter.Snapshot {
        let options = MKMapSnapshotter.Options()
        options.region = MKCoordinateRegion(center: harbour, latitudinalMeters: 2_000, longitudinalMeters: 2_000)
        options.size = size
        options.scale = scale
        options.mapType = .mutedStandard
        options.pointOfInterestFilter = .excludingAll
        return try await MKMapSnapshotter(options: options).start()
    }

    @Test("a snapshot's image has the size and scale asked for; the centre projects to the image's centre")
    func snapshotPlaceholder() async throws {
        let shot = try await snapshot(size: CGSize(width: 300, height: 150), scale: 2)
        #expect(shot.image.size == CGSize(width: 300, height: 150))
        #expect(shot.image.scale == 2)
        let centre = shot.point(for: harbour)
        #expect(abs(centre.x - 150) < 0.01 && abs(centre.y - 75) < 0.01)
        // East of the centre is right of it, north above it.
        let northEast = shot.point(for: CLLocationCoordinate2D(latitude: 51.501, longitude: -0.119))
        #expect(northEast.x > 150 && northEast.y < 75)
    }

    @Test("the completion-handler form delivers the snapshot on the queue given")
    func snapshotWithHandler() async throws {
        let options = MKMapSnapshotter.Options()
        options.size = CGSize(width: 64, height: 64)
        let queue = DispatchQueue(label: "snapshot")
        let size: CGSize? = await withCheckedContinuation { continuation in
            MKMapSnapshotter(options: options).start(with: queue) { snapshot, _ in continuation.resume(returning: snapshot?.image.size) }
        }
        #expect(size == CGSize(width: 64, height: 64))
    }

    @Test("regions in metres: 1 km of latitude is 1000 / 111 319.49 degrees; map points round-trip")
    func regionsAndMapPoints() {
        let region = MKCoordinateRegion(center: harbour, latitudinalMeters: 1_000, longitudinalMeters: 1_000)
        #expect(abs(region.span.latitudeDelta - 1_000 / 111_319.49) < 1e-9)
        // A degree of longitude at 51.5° N is cos(51.5°) ≈ 0.6225 of a degree of latitude, so the span is wider.
        #expect(abs(region.span.longitudeDelta - region.span.latitudeDelta / cos(51.5 * .pi / 180)) < 1e-9)
        let back = MKMapPoint(harbour).coordinate
        #expect(abs(back.latitude - 51.5) < 1e-9 && abs(back.longitude + 0.12) < 1e-9)
        // The world's centre is 0°, 0°.
        let world = MKCoordinateRegion(.world)
        #expect(abs(world.center.latitude) < 1e-9 && abs(world.center.longitude) < 1e-9)
        #expect(abs(world.span.longitudeDelta - 360) < 1e-9)
    }

    @Test("place search fails as offline, so the code's fallback runs; items keep their placemark")
    func searchFailsOffline() async {
        let request = MKLocalSearch.Request()
        request.naturalLanguageQuery = "coffee"
        request.resultTypes = [.pointOfInterest]
        do {
            _ = try await MKLocalSearch(request: request).start()
            Issue.record("search should fail")
        } catch MKError.serverFailure {
        } catch {
            Issue.record("unexpected \(error)")
        }
        let item = MKMapItem(placemark: MKPlacemark(coordinate: harbour))
        item.name = "Harbour"
        #expect(item.placemark.coordinate.latitude == 51.5)
        #expect(!item.openInMaps())
        #expect(MKLocalSearchCompleter().results.isEmpty)
    }

    @Test("Maps launch options as apps write them: the centre and span boxed in NSValues read back the same values")
    func launchOptions() {
        let center = CLLocationCoordinate2D(latitude: 39.96, longitude: 116.3)
        let span = MKCoordinateSpan(latitudeDelta: 0.01, longitudeDelta: 0.02)
        let options: [String: Any] = [
            MKLaunchOptionsMapCenterKey: NSValue(mkCoordinate: center),
            MKLaunchOptionsMapSpanKey: NSValue(mkCoordinateSpan: span),
            MKLaunchOptionsDirectionsModeKey: MKLaunchOptionsDirectionsModeWalking,
        ]
        #expect((options[MKLaunchOptionsMapCenterKey] as? NSValue)?.mkCoordinateValue.longitude == 116.3)
        #expect((options[MKLaunchOptionsMapSpanKey] as? NSValue)?.mkCoordinateSpanValue.longitudeDelta == 0.02)
        #expect(!MKMapItem(placemark: MKPlacemark(coordinate: center)).openInMaps(launchOptions: options))
    }

    @Test("An MKMapView keeps its region and visible rectangle in step and its annotations in order")
    func mapView() {
        let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let region = MKCoordinateRegion(center: harbour, span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.4))
        map.setRegion(region, animated: true)
        // The rectangle spans the region's corners in map points: 0.4° of longitude is 0.4 / 360 of the world's width.
        #expect(abs(map.visibleMapRect.size.width - MKMapSize.world.width * 0.4 / 360) < 1e-3)
        map.setVisibleMapRect(map.visibleMapRect, edgePadding: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), animated: false)
        #expect(abs(map.centerCoordinate.longitude - harbour.longitude) < 1e-9)
        let pin = MKPointAnnotation(coordinate: harbour, title: "Harbour")
        let other = MKPointAnnotation(coordinate: CLLocationCoordinate2D(latitude: 51, longitude: 0))
        map.addAnnotations([pin, other])
        map.removeAnnotation(pin)
        #expect(map.annotations.count == 1 && map.annotations.first === other)
    }

    /// A region map's GeoJSON, as map widgets ship it: a district with a lake cut out, a river, a station.
    static let districts = Data("""
    { "type": "FeatureCollection", "features": [
      { "type": "Feature", "id": 7, "properties": { "name": "North", "alert": true },
        "geometry": { "type": "Polygon", "coordinates": [
          [[30.0, 50.0], [31.0, 50.0], [31.0, 51.0], [30.0, 51.0], [30.0, 50.0]],
          [[30.4, 50.4], [30.6, 50.4], [30.6, 50.6], [30.4, 50.6], [30.4, 50.4]] ] } },
      { "type": "Feature", "properties": null,
        "geometry": { "type": "GeometryCollection", "geometries": [
          { "type": "LineString", "coordinates": [[30.0, 49.0], [32.0, 49.5]] },
          { "type": "Point", "coordinates": [30.5, 49.2] } ] } },
      { "type": "Feature", "id": "south", "geometry": { "type": "MultiPolygon", "coordinates": [
          [[[30.0, 48.0], [30.5, 48.0], [30.5, 48.5], [30.0, 48.0]]],
          [[[31.0, 48.0], [31.5, 48.0], [31.5, 48.5], [31.0, 48.0]]] ] } } ] }
    """.utf8)

    @Test("GeoJSON decodes into features whose shapes are MapKit's: [longitude, latitude] positions, holes, collections")
    func geoJSON() throws {
        let features = try MKGeoJSONDecoder().decode(Self.districts).compactMap { $0 as? MKGeoJSONFeature }
        #expect(features.map(\.identifier) == ["7", nil, "south"])
        let properties = try JSONSerialization.jsonObject(with: try #require(features[0].properties)) as? [String: Any]
        #expect(properties?["name"] as? String == "North")
        let district = try #require(features[0].geometry.first as? MKPolygon)
        #expect(district.pointCount == 5 && district.interiorPolygons?.count == 1)
        var corner = CLLocationCoordinate2D()
        district.getCoordinates(&corner, range: NSRange(location: 1, length: 1))
        #expect(corner.longitude == 31 && corner.latitude == 50)
        #expect(features[1].geometry.count == 2 && features[1].geometry[0] is MKPolyline && features[1].geometry[1] is MKPointAnnotation)
        #expect((features[2].geometry.first as? MKMultiPolygon)?.polygons.count == 2)
        #expect(throws: (any Error).self) { try MKGeoJSONDecoder().decode(Data(#"{"type": "Circle", "coordinates": []}"#.utf8)) }
    }

    @Test("A polygon renderer's path is in the overlay's map points and leaves its holes empty; a line is never filled")
    func overlayRenderers() throws {
        let features = try MKGeoJSONDecoder().decode(Self.districts).compactMap { $0 as? MKGeoJSONFeature }
        let district = try #require(features[0].geometry.first as? MKPolygon)
        let renderer = MKPolygonRenderer(polygon: district)
        renderer.fillColor = .red
        renderer.strokeColor = UIColor.red.withAlphaComponent(0.3)
        renderer.lineWidth = 1
        let path = try #require(renderer.path)
        // The drawing space starts at the bounding rectangle's corner, so the polygon's bounds start at zero.
        #expect(path.boundingBox.origin == .zero)
        #expect(abs(path.boundingBox.width - district.boundingMapRect.size.width) < 1e-6)
        let inside = renderer.point(for: MKMapPoint(CLLocationCoordinate2D(latitude: 50.2, longitude: 30.2)))
        let lake = renderer.point(for: MKMapPoint(CLLocationCoordinate2D(latitude: 50.5, longitude: 30.5)))
        #expect(path.contains(inside, using: .evenOdd) && !path.contains(lake, using: .evenOdd))
        // MKMultiPolygon: one renderer for both parts, as RegionOverlay-style code switches on the overlay's type.
        let south = try #require(features[2].geometry.first as? MKMultiPolygon)
        let overlay: any MKOverlay = south
        let multi = MKMultiPolygonRenderer(overlay: overlay)
        #expect(multi.multiPolygon.polygons.count == 2 && multi.path.boundingBox.width > 0)
        #expect(south.intersects(south.polygons[0].boundingMapRect))
    }

    @Test("Polygons drawn over a snapshot with point(for:), as map widgets draw alert regions")
    func polygonOverSnapshot() async throws {
        let options = MKMapSnapshotter.Options()
        options.region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 50.5, longitude: 30.5),
                                            span: MKCoordinateSpan(latitudeDelta: 2, longitudeDelta: 2))
        options.size = CGSize(width: 100, height: 100)
        options.scale = 1
        let shot = try await MKMapSnapshotter(options: options).start()
        let district = try #require(try MKGeoJSONDecoder().decode(Self.districts).compactMap { ($0 as? MKGeoJSONFeature)?.geometry.first as? MKPolygon }.first)
        let context = try CoreGraphicsDrawingTests.bitmap(100)
        // The bitmap's origin is its bottom-left: flip it so snapshot points (y down) land where the image shows them.
        context.translateBy(x: 0, y: 100)
        context.scaleBy(x: 1, y: -1)
        var coordinates = [CLLocationCoordinate2D](repeating: CLLocationCoordinate2D(), count: district.pointCount)
        district.getCoordinates(&coordinates, range: NSRange(location: 0, length: district.pointCount))
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.beginPath()
        context.move(to: shot.point(for: coordinates[0]))
        for coordinate in coordinates.dropFirst() { context.addLine(to: shot.point(for: coordinate)) }
        context.closePath()
        context.drawPath(using: .eoFillStroke)
        // The district covers 30–31° E, 50–51° N of a 29.5–31.5 × 49.5–51.5 view: the upper-right quarter.
        let filled = shot.point(for: CLLocationCoordinate2D(latitude: 50.75, longitude: 30.75))
        let outside = shot.point(for: CLLocationCoordinate2D(latitude: 49.75, longitude: 29.75))
        #expect(CoreGraphicsDrawingTests.pixel(context, Int(filled.x), Int(filled.y)) == [255, 0, 0, 255])
        #expect(CoreGraphicsDrawingTests.pixel(context, Int(outside.x), Int(outside.y)) == CoreGraphicsDrawingTests.clear)
    }
}
