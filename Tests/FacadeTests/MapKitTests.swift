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
}
