import Foundation
import WidgetryCoreLocation
import WidgetryFoundation

/// Something with a place on a map, as `MKAnnotation`.
public protocol MKAnnotation: NSObjectProtocol {
    /// Where it is.
    var coordinate: CLLocationCoordinate2D { get }
    /// Its title.
    var title: String? { get }
    /// Its subtitle.
    var subtitle: String? { get }
}

extension MKAnnotation {
    public var title: String? { nil }
    public var subtitle: String? { nil }
}

/// A pin at a coordinate, as `MKPointAnnotation` (an `MKShape`, as in MapKit).
open class MKPointAnnotation: MKShape, @unchecked Sendable {
    private var position = CLLocationCoordinate2D()
    /// Where the pin is.
    open override var coordinate: CLLocationCoordinate2D {
        get { position }
        set { position = newValue }
    }
    public override init() { super.init() }
    /// A pin at `coordinate`.
    public convenience init(coordinate: CLLocationCoordinate2D, title: String? = nil, subtitle: String? = nil) {
        self.init()
        (self.coordinate, self.title, self.subtitle) = (coordinate, title, subtitle)
    }
}

/// A placemark with a coordinate, as `MKPlacemark`.
open class MKPlacemark: CLPlacemark, MKAnnotation, @unchecked Sendable {
    /// Where it is.
    public let coordinate: CLLocationCoordinate2D
    /// Its title: the name, else the city.
    open var title: String? { name ?? locality }
    open var subtitle: String? { nil }
    /// A placemark at `coordinate` with no address.
    public init(coordinate: CLLocationCoordinate2D) {
        self.coordinate = coordinate
        super.init(location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude))
    }
    /// A placemark at `coordinate` with an address dictionary (its `City`, `Country`, `Name` keys).
    public init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) {
        self.coordinate = coordinate
        super.init(location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude),
                   name: addressDictionary?["Name"] as? String, locality: addressDictionary?["City"] as? String,
                   country: addressDictionary?["Country"] as? String)
    }
}

/// A place, as `MKMapItem`.
open class MKMapItem: NSObject, @unchecked Sendable {
    /// Its placemark.
    public let placemark: MKPlacemark
    /// Its name.
    open var name: String?
    /// Its phone number.
    open var phoneNumber: String?
    /// Its website.
    open var url: URL?
    /// Its time zone.
    open var timeZone: TimeZone?
    /// Its category.
    open var pointOfInterestCategory: MKPointOfInterestCategory?
    /// Whether it is the device's location.
    public let isCurrentLocation: Bool

    /// The item of `placemark`.
    public init(placemark: MKPlacemark) {
        self.placemark = placemark
        name = placemark.name
        isCurrentLocation = false
    }
    private init(currentLocation: Void) {
        placemark = MKPlacemark(coordinate: CLLocationCoordinate2D())
        isCurrentLocation = true
    }
    /// The device's location (unknown here: at 0°, 0°).
    open class func forCurrentLocation() -> MKMapItem { MKMapItem(currentLocation: ()) }
    /// Opens Maps: nothing opens here; answers `false`.
    @discardableResult
    open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool {
        SkippedEffects.note("MapKit", "Maps cannot be opened here; openInMaps answers false")
        return false
    }
}

/// A search for places, as `MKLocalSearch`. Apple's servers cannot be asked from a check: `start` fails
/// with `MKError(.serverFailure)`, as on a device offline, so the code's fallback runs.
open class MKLocalSearch: NSObject, @unchecked Sendable {
    /// What to search for, as `MKLocalSearch.Request`.
    open class Request: NSObject, @unchecked Sendable {
        /// The text searched for.
        open var naturalLanguageQuery: String?
        /// The area searched.
        open var region = MKCoordinateRegion()
        /// What kinds of result are wanted.
        open var resultTypes: ResultType = [.address, .pointOfInterest]
        /// Which points of interest are wanted.
        open var pointOfInterestFilter: MKPointOfInterestFilter?
        public override init() { super.init() }
        /// A search for a completer's suggestion.
        public init(completion: MKLocalSearchCompletion) {
            naturalLanguageQuery = [completion.title, completion.subtitle].filter { !$0.isEmpty }.joined(separator: ", ")
        }
        /// A search for `naturalLanguageQuery`.
        public convenience init(naturalLanguageQuery: String) {
            self.init()
            self.naturalLanguageQuery = naturalLanguageQuery
        }
    }

    /// Kinds of result, as `MKLocalSearch.ResultType`.
    public struct ResultType: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let address = Self(rawValue: 1 << 0)
        public static let pointOfInterest = Self(rawValue: 1 << 1)
        public static let physicalFeature = Self(rawValue: 1 << 2)
    }

    /// What a search found, as `MKLocalSearch.Response`.
    open class Response: NSObject, @unchecked Sendable {
        /// The places found.
        public let mapItems: [MKMapItem]
        /// The area they span.
        public let boundingRegion: MKCoordinateRegion
        init(mapItems: [MKMapItem], boundingRegion: MKCoordinateRegion) { (self.mapItems, self.boundingRegion) = (mapItems, boundingRegion) }
    }

    private let request: Request
    /// Whether it is searching: never for long.
    open private(set) var isSearching = false
    /// A search for `request`.
    public init(request: Request) { self.request = request }

    private func failure() -> MKError {
        SkippedEffects.note("MapKit", "Apple's map search cannot be reached from a check; MKLocalSearch fails with MKError(.serverFailure)")
        return MKError(.serverFailure)
    }
    /// Searches: fails with `MKError(.serverFailure)` on the main queue.
    open func start(completionHandler: @escaping @Sendable (Response?, (any Error)?) -> Void) {
        let error = failure()
        DispatchQueue.main.async { completionHandler(nil, error) }
    }
    /// Searches: throws `MKError(.serverFailure)`.
    open func start() async throws -> Response { throw failure() }
    /// Cancels the search.
    open func cancel() {}
}

/// A suggestion as the user types, as `MKLocalSearchCompletion`.
open class MKLocalSearchCompletion: NSObject, @unchecked Sendable {
    /// The suggestion's title.
    open var title: String
    /// Its subtitle.
    open var subtitle: String
    /// A suggestion (MapKit makes them; tests and previews too).
    public init(title: String, subtitle: String = "") { (self.title, self.subtitle) = (title, subtitle) }
}

/// What a completer tells its delegate, as `MKLocalSearchCompleterDelegate` (both optional).
public protocol MKLocalSearchCompleterDelegate: NSObjectProtocol {
    func completerDidUpdateResults(_ completer: MKLocalSearchCompleter)
    func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: Error)
}

extension MKLocalSearchCompleterDelegate {
    public func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {}
    public func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: Error) {}
}

/// Suggestions as the user types, as `MKLocalSearchCompleter`. With no server to ask, `results` stays
/// empty and the delegate hears nothing.
open class MKLocalSearchCompleter: NSObject, @unchecked Sendable {
    /// Told about results.
    open weak var delegate: (any MKLocalSearchCompleterDelegate)?
    /// What the user typed.
    open var queryFragment = ""
    /// The area searched.
    open var region = MKCoordinateRegion()
    /// What kinds of result are wanted, as `MKLocalSearchCompleter.ResultType`.
    open var resultTypes: ResultType = [.address, .pointOfInterest, .query]
    /// Which points of interest are wanted.
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    /// The suggestions: none.
    open private(set) var results: [MKLocalSearchCompletion] = []
    /// Whether it is searching: never.
    open var isSearching: Bool { false }
    public override init() { super.init() }
    /// Stops searching.
    open func cancel() {}

    /// Kinds of suggestion.
    public struct ResultType: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let address = Self(rawValue: 1 << 0)
        public static let pointOfInterest = Self(rawValue: 1 << 1)
        public static let query = Self(rawValue: 1 << 2)
        public static let physicalFeature = Self(rawValue: 1 << 3)
    }
}

// The keys and values of `openInMaps(launchOptions:)`, with MapKit's string values: the options are kept, and no Maps app
// opens in a render.
/// The directions mode: one of the `MKLaunchOptionsDirectionsMode…` values.
public let MKLaunchOptionsDirectionsModeKey = "MKLaunchOptionsDirectionsMode"
/// The map type (an `MKMapType` raw value).
public let MKLaunchOptionsMapTypeKey = "MKLaunchOptionsMapType"
/// Whether traffic shows.
public let MKLaunchOptionsShowsTrafficKey = "MKLaunchOptionsShowsTraffic"
/// The map's centre (an `NSValue` of a coordinate).
public let MKLaunchOptionsMapCenterKey = "MKLaunchOptionsMapCenter"
/// The map's span (an `NSValue` of a coordinate span).
public let MKLaunchOptionsMapSpanKey = "MKLaunchOptionsMapSpan"
/// The camera.
public let MKLaunchOptionsCameraKey = "MKLaunchOptionsCamera"
/// Directions by car.
public let MKLaunchOptionsDirectionsModeDriving = "MKLaunchOptionsDirectionsModeDriving"
/// Directions on foot.
public let MKLaunchOptionsDirectionsModeWalking = "MKLaunchOptionsDirectionsModeWalking"
/// Directions by public transport.
public let MKLaunchOptionsDirectionsModeTransit = "MKLaunchOptionsDirectionsModeTransit"
/// The mode the user chose last.
public let MKLaunchOptionsDirectionsModeDefault = "MKLaunchOptionsDirectionsModeDefault"
