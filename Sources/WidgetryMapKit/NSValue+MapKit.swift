import Foundation
import WidgetryCoreLocation

// MapKit's boxes for a coordinate and a span (`MKLaunchOptionsMapCenterKey: NSValue(mkCoordinate: center)`). Linux's
// NSValue cannot hold a struct's encoding ("{?=dd}"), so each is held as the two doubles it is made of ("[2d]"), which
// reads back the same values.
extension NSValue {
    /// A box holding `coordinate`.
    public convenience init(mkCoordinate coordinate: CLLocationCoordinate2D) {
        var doubles = [coordinate.latitude, coordinate.longitude]
        self.init(bytes: &doubles, objCType: "[2d]")
    }

    /// A box holding `span`.
    public convenience init(mkCoordinateSpan span: MKCoordinateSpan) {
        var doubles = [span.latitudeDelta, span.longitudeDelta]
        self.init(bytes: &doubles, objCType: "[2d]")
    }

    /// The coordinate a box made by ``init(mkCoordinate:)`` holds.
    public var mkCoordinateValue: CLLocationCoordinate2D {
        let doubles = twoDoubles
        return CLLocationCoordinate2D(latitude: doubles.0, longitude: doubles.1)
    }

    /// The span a box made by ``init(mkCoordinateSpan:)`` holds.
    public var mkCoordinateSpanValue: MKCoordinateSpan {
        let doubles = twoDoubles
        return MKCoordinateSpan(latitudeDelta: doubles.0, longitudeDelta: doubles.1)
    }

    private var twoDoubles: (Double, Double) {
        var doubles: (Double, Double) = (0, 0)
        withUnsafeMutableBytes(of: &doubles) { getValue($0.baseAddress!) }
        return doubles
    }
}
