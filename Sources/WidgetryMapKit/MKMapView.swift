import Foundation
import WidgetryCoreLocation
import WidgetryUIKit

/// Receives a map view's events, as MapKit's `MKMapViewDelegate`; every member optional. A render never moves the map.
public protocol MKMapViewDelegate: AnyObject {}

/// An interactive map, as MapKit's `MKMapView`. WidgetKit draws no interactive map (a widget shows an
/// `MKMapSnapshotter` image), so app code that configures one compiles and keeps what it sets — region, visible
/// rectangle, camera, annotations — while the view draws nothing of the map.
open class MKMapView: UIView, @unchecked Sendable {
    /// The kind of map.
    open var mapType: MKMapType = .standard
    /// The region shown; setting it also sets ``visibleMapRect``.
    open var region = MKCoordinateRegion(center: CLLocationCoordinate2D(), span: MKCoordinateSpan(latitudeDelta: 180, longitudeDelta: 360)) {
        didSet { storedVisibleMapRect = Self.mapRect(of: region) }
    }
    private var storedVisibleMapRect = MKMapRect.world
    /// The rectangle shown, in map points; setting it also sets ``region``.
    open var visibleMapRect: MKMapRect {
        get { storedVisibleMapRect }
        set { region = MKCoordinateRegion(newValue) }
    }
    /// The centre of the region shown.
    open var centerCoordinate: CLLocationCoordinate2D {
        get { region.center }
        set { region = MKCoordinateRegion(center: newValue, span: region.span) }
    }
    /// The camera.
    open var camera = MKMapCamera()
    /// Whether the user's location is shown (no location is known in a render).
    open var showsUserLocation = false
    /// Whether the map can be zoomed, scrolled, rotated or tilted.
    open var isZoomEnabled = true, isScrollEnabled = true, isRotateEnabled = true, isPitchEnabled = true
    /// The annotations added, in order.
    open private(set) var annotations: [any MKAnnotation] = []
    /// The delegate.
    open weak var delegate: (any MKMapViewDelegate)?

    /// Shows `region`.
    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) { self.region = region }
    /// Shows `mapRect`.
    open func setVisibleMapRect(_ mapRect: MKMapRect, animated: Bool) { visibleMapRect = mapRect }
    /// Shows `mapRect` inside `insets` (the padding changes only where an interactive map draws it).
    open func setVisibleMapRect(_ mapRect: MKMapRect, edgePadding insets: UIEdgeInsets, animated: Bool) { visibleMapRect = mapRect }
    /// Centres the map on `coordinate`.
    open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) { centerCoordinate = coordinate }
    /// Sets the camera.
    open func setCamera(_ camera: MKMapCamera, animated: Bool) { self.camera = camera }
    /// Adds `annotation`.
    open func addAnnotation(_ annotation: any MKAnnotation) { annotations.append(annotation) }
    /// Adds `annotations`.
    open func addAnnotations(_ annotations: [any MKAnnotation]) { self.annotations += annotations }
    /// Removes `annotation`.
    open func removeAnnotation(_ annotation: any MKAnnotation) { annotations.removeAll { $0 === annotation } }
    /// Removes `annotations`.
    open func removeAnnotations(_ annotations: [any MKAnnotation]) {
        self.annotations.removeAll { shown in annotations.contains { $0 === shown } }
    }

    private static func mapRect(of region: MKCoordinateRegion) -> MKMapRect {
        let corners = [MKMapPoint(CLLocationCoordinate2D(latitude: region.center.latitude + region.span.latitudeDelta / 2,
                                                         longitude: region.center.longitude - region.span.longitudeDelta / 2)),
                       MKMapPoint(CLLocationCoordinate2D(latitude: region.center.latitude - region.span.latitudeDelta / 2,
                                                         longitude: region.center.longitude + region.span.longitudeDelta / 2))]
        return MKMapRect(x: min(corners[0].x, corners[1].x), y: min(corners[0].y, corners[1].y),
                         width: abs(corners[0].x - corners[1].x), height: abs(corners[0].y - corners[1].y))
    }
}
