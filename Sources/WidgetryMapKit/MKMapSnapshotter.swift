import Foundation
import WidgetryCoreLocation
import WidgetryFoundation
import WidgetryGraphics
import WidgetryUI
import WidgetryUIKit

/// Draws a map into an image, as `MKMapSnapshotter`: widgets cannot show a live map, so they draw one with
/// this in their timeline provider. Linux has no map tiles: the snapshot's image is a placeholder of the
/// requested size and scale (land-coloured with a grid every 32 points, so a check sees the space a map
/// takes), and a note says so once. `Snapshot.point(for:)` projects coordinates as MapKit does (Web
/// Mercator over the options' region), so pins the widget draws over the map land where they would.
open class MKMapSnapshotter: NSObject, @unchecked Sendable {
    /// What to draw, as `MKMapSnapshotter.Options`.
    open class Options: NSObject, @unchecked Sendable {
        /// The area shown; the whole world unless set.
        open var region = MKCoordinateRegion(.world)
        /// The area shown, in map points.
        open var mapRect: MKMapRect {
            get { Self.mapRect(of: region) }
            set { region = MKCoordinateRegion(newValue) }
        }
        /// The image's size in points (256 × 256 unless set, as MapKit's).
        open var size = CGSize(width: 256, height: 256)
        /// Pixels per point (the main screen's, 3, unless set).
        open var scale: CGFloat = 3
        /// The kind of map.
        open var mapType: MKMapType = .standard
        /// The camera (kept; the placeholder has no perspective).
        open var camera = MKMapCamera()
        /// Whether buildings are drawn.
        open var showsBuildings = true
        /// Which points of interest are drawn.
        open var pointOfInterestFilter: MKPointOfInterestFilter?
        /// The appearance (light or dark) to draw in.
        open var traitCollection = UITraitCollection(userInterfaceStyle: .light)
        public override init() { super.init() }

        static func mapRect(of region: MKCoordinateRegion) -> MKMapRect {
            let topLeft = MKMapPoint(CLLocationCoordinate2D(latitude: region.center.latitude + region.span.latitudeDelta / 2,
                                                            longitude: region.center.longitude - region.span.longitudeDelta / 2))
            let bottomRight = MKMapPoint(CLLocationCoordinate2D(latitude: region.center.latitude - region.span.latitudeDelta / 2,
                                                                longitude: region.center.longitude + region.span.longitudeDelta / 2))
            return MKMapRect(x: topLeft.x, y: topLeft.y, width: bottomRight.x - topLeft.x, height: bottomRight.y - topLeft.y)
        }
    }

    /// A drawn map, as `MKMapSnapshotter.Snapshot`.
    open class Snapshot: NSObject, @unchecked Sendable {
        /// The image (a placeholder on Linux, see ``MKMapSnapshotter``).
        public let image: UIImage
        /// The appearance it was drawn in.
        public let traitCollection: UITraitCollection
        let rect: MKMapRect
        let size: CGSize
        init(image: UIImage, traitCollection: UITraitCollection, rect: MKMapRect, size: CGSize) {
            (self.image, self.traitCollection, self.rect, self.size) = (image, traitCollection, rect, size)
        }
        /// Where `coordinate` lies in the image, in points from its top-left corner.
        open func point(for coordinate: CLLocationCoordinate2D) -> CGPoint {
            let point = MKMapPoint(coordinate)
            guard rect.width > 0, rect.height > 0 else { return .zero }
            return CGPoint(x: (point.x - rect.minX) / rect.width * size.width, y: (point.y - rect.minY) / rect.height * size.height)
        }
    }

    /// Why a snapshot failed, as `MKError`.
    public typealias Error = MKError

    private let options: Options
    /// Whether a snapshot is being drawn: never for long, the placeholder is drawn at once.
    open private(set) var isLoading = false

    /// A snapshotter drawing `options` (copied: later changes to them do not apply, as in MapKit).
    public init(options: Options) {
        let copy = Options()
        (copy.region, copy.size, copy.scale, copy.mapType, copy.camera, copy.showsBuildings, copy.pointOfInterestFilter, copy.traitCollection) =
            (options.region, options.size, options.scale, options.mapType, options.camera, options.showsBuildings, options.pointOfInterestFilter,
             options.traitCollection)
        self.options = copy
    }

    /// Draws the snapshot and hands it to `completionHandler` on the main queue.
    open func start(completionHandler: @escaping @Sendable (Snapshot?, (any Swift.Error)?) -> Void) {
        start(with: .main, completionHandler: completionHandler)
    }

    /// Draws the snapshot and hands it to `completionHandler` on `queue`.
    open func start(with queue: DispatchQueue, completionHandler: @escaping @Sendable (Snapshot?, (any Swift.Error)?) -> Void) {
        let result = Result { try draw() }
        queue.async {
            switch result {
            case .success(let snapshot): completionHandler(snapshot, nil)
            case .failure(let error): completionHandler(nil, error)
            }
        }
    }

    /// Draws the snapshot.
    open func start() async throws -> Snapshot { try draw() }

    /// Cancels a snapshot in progress (none is: each is drawn at once).
    open func cancel() {}

    /// The placeholder: land colour with a grid every 32 points (MapKit's light and dark land colours,
    /// approximately, as sampled from its standard map).
    private func draw() throws -> Snapshot {
        let size = options.size
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { throw MKError(.unknown) }
        SkippedEffects.note("MapKit", "no map tiles here: MKMapSnapshotter draws a \(Int(size.width)) × \(Int(size.height)) pt placeholder")
        let scale = options.scale > 0 && options.scale.isFinite ? options.scale : 1
        let width = max(1, Int((size.width * scale).rounded())), height = max(1, Int((size.height * scale).rounded()))
        let dark = options.traitCollection.userInterfaceStyle == .dark
        let land: (UInt8, UInt8, UInt8) = dark ? (44, 44, 46) : (242, 239, 233)
        let line: (UInt8, UInt8, UInt8) = dark ? (58, 58, 60) : (222, 218, 210)
        let grid = max(1, Int(32 * scale))
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let colour = (x % grid == 0 || y % grid == 0) ? line : land
                let i = (y * width + x) * 4
                (rgba[i], rgba[i + 1], rgba[i + 2]) = colour
            }
        }
        let png = try RasterImage(width: width, height: height, rgba: rgba).pngData()
        guard let image = UIImage(data: png, scale: scale) else { throw MKError(.unknown) }
        return Snapshot(image: image, traitCollection: options.traitCollection, rect: Options.mapRect(of: options.region), size: size)
    }
}

/// A MapKit failure, as `MKError`.
public struct MKError: Swift.Error, Hashable, Sendable {
    /// The reason, as `MKError.Code`.
    public enum Code: UInt, Sendable {
        case unknown = 1, serverFailure, loadingThrottled, placemarkNotFound, directionsNotFound, decodingFailed
        /// Matches an error against a code (`catch MKError.serverFailure`).
        public static func ~= (code: Code, error: any Swift.Error) -> Bool { (error as? MKError)?.code == code }
    }
    /// The reason.
    public let code: Code
    /// An error with `code`.
    public init(_ code: Code) { self.code = code }
    public static var serverFailure: Code { .serverFailure }
    public static var placemarkNotFound: Code { .placemarkNotFound }
}
