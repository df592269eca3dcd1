import Foundation

/// A place's address, as CoreLocation's `CLPlacemark`. On Linux no geocoder answers, so placemarks come
/// only from code that makes them (a fixture's values).
open class CLPlacemark: NSObject, @unchecked Sendable {
    /// The location.
    public let location: CLLocation?
    /// The place's name.
    public let name: String?
    /// The city.
    public let locality: String?
    /// The neighbourhood.
    public let subLocality: String?
    /// The state or province.
    public let administrativeArea: String?
    /// The county.
    public let subAdministrativeArea: String?
    /// The country.
    public let country: String?
    /// The ISO country code.
    public let isoCountryCode: String?
    /// The postal code.
    public let postalCode: String?
    /// The street.
    public let thoroughfare: String?
    /// The street number.
    public let subThoroughfare: String?
    /// The time zone.
    public let timeZone: TimeZone?

    /// A placemark with the given address parts.
    public init(location: CLLocation? = nil, name: String? = nil, locality: String? = nil, subLocality: String? = nil,
                administrativeArea: String? = nil, subAdministrativeArea: String? = nil, country: String? = nil,
                isoCountryCode: String? = nil, postalCode: String? = nil, thoroughfare: String? = nil,
                subThoroughfare: String? = nil, timeZone: TimeZone? = nil) {
        self.location = location; self.name = name; self.locality = locality; self.subLocality = subLocality
        self.administrativeArea = administrativeArea; self.subAdministrativeArea = subAdministrativeArea
        self.country = country; self.isoCountryCode = isoCountryCode; self.postalCode = postalCode
        self.thoroughfare = thoroughfare; self.subThoroughfare = subThoroughfare; self.timeZone = timeZone
    }

    /// A copy of another placemark.
    public convenience init(placemark: CLPlacemark) {
        self.init(location: placemark.location, name: placemark.name, locality: placemark.locality, subLocality: placemark.subLocality,
                  administrativeArea: placemark.administrativeArea, subAdministrativeArea: placemark.subAdministrativeArea,
                  country: placemark.country, isoCountryCode: placemark.isoCountryCode, postalCode: placemark.postalCode,
                  thoroughfare: placemark.thoroughfare, subThoroughfare: placemark.subThoroughfare, timeZone: placemark.timeZone)
    }
}

/// CoreLocation's errors, as `CLError`.
public struct CLError: Error, Sendable, Hashable {
    /// The kind of failure.
    /// The kind of failure, numbered as CLError.h numbers `CLError.Code`.
    public enum Code: Int, Sendable {
        case locationUnknown = 0, denied, network, headingFailure, regionMonitoringDenied, regionMonitoringFailure
        case regionMonitoringSetupDelayed, regionMonitoringResponseDelayed, geocodeFoundNoResult, geocodeFoundPartialResult
        case geocodeCanceled, deferredFailed, deferredNotUpdatingLocation, deferredAccuracyTooLow, deferredDistanceFiltered
        case deferredCanceled, rangingUnavailable, rangingFailure, promptDeclined, historicalLocationError
    }
    /// The kind of failure.
    public let code: Code
    /// An error of `code`.
    public init(_ code: Code) { self.code = code }
    public static var locationUnknown: Code { .locationUnknown }
    public static var denied: Code { .denied }
    public static var network: Code { .network }
    public static var geocodeFoundNoResult: Code { .geocodeFoundNoResult }
    public static var headingFailure: Code { .headingFailure }
    public static var regionMonitoringDenied: Code { .regionMonitoringDenied }
    public static var regionMonitoringFailure: Code { .regionMonitoringFailure }
    public static var regionMonitoringSetupDelayed: Code { .regionMonitoringSetupDelayed }
    public static var regionMonitoringResponseDelayed: Code { .regionMonitoringResponseDelayed }
    public static var geocodeCanceled: Code { .geocodeCanceled }
    public static var promptDeclined: Code { .promptDeclined }
}

/// The error domain of CoreLocation's errors, as `kCLErrorDomain`: a ``CLError`` seen as an `NSError` carries it, so
/// `(error as NSError).domain == kCLErrorDomain` recognises one as on iOS.
public let kCLErrorDomain = "kCLErrorDomain"

extension CLError: CustomNSError {
    /// ``kCLErrorDomain``.
    public static var errorDomain: String { kCLErrorDomain }
    /// The code's raw value (`CLError.Code.denied` is 1, as CLError.h numbers them).
    public var errorCode: Int { code.rawValue }
}

extension CLError.Code {
    /// Whether `error` is a ``CLError`` of this code: `case CLError.denied:` in a `switch` over an error, as Foundation's
    /// `_ErrorCodeProtocol` matches on iOS (there it needs Objective-C's bridged `NSError`, which Linux lacks).
    public static func ~= (match: CLError.Code, error: any Error) -> Bool { (error as? CLError)?.code == match }
}

/// Turns coordinates into addresses and back, as CoreLocation's `CLGeocoder`. Apple's geocoding service
/// is not reachable from Linux: every request fails with `CLError(.network)`, as on a device with no
/// connection, so a widget shows the text it shows offline.
open class CLGeocoder: NSObject, @unchecked Sendable {
    /// A geocoder.
    public override init() { super.init() }

    /// Whether a request is running: never, as none can be sent.
    public var isGeocoding: Bool { false }

    /// Calls `completionHandler` with `CLError(.network)`.
    public func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping @Sendable ([CLPlacemark]?, (any Error)?) -> Void) {
        completionHandler(nil, CLError(.network))
    }

    /// Calls `completionHandler` with `CLError(.network)`.
    public func reverseGeocodeLocation(_ location: CLLocation, preferredLocale locale: Locale?,
                                       completionHandler: @escaping @Sendable ([CLPlacemark]?, (any Error)?) -> Void) {
        completionHandler(nil, CLError(.network))
    }

    /// Throws `CLError(.network)`.
    public func reverseGeocodeLocation(_ location: CLLocation, preferredLocale locale: Locale? = nil) async throws -> [CLPlacemark] {
        throw CLError(.network)
    }

    /// Calls `completionHandler` with `CLError(.network)`.
    public func geocodeAddressString(_ addressString: String, completionHandler: @escaping @Sendable ([CLPlacemark]?, (any Error)?) -> Void) {
        completionHandler(nil, CLError(.network))
    }

    /// Throws `CLError(.network)`.
    public func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] { throw CLError(.network) }

    /// Nothing to cancel.
    public func cancelGeocode() {}
}
