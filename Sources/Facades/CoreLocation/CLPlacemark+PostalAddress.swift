import WidgetryContacts
import WidgetryCoreLocation

extension CLPlacemark {
    /// A placemark at `location` with a name and a Contacts address, as CoreLocation's iOS 11 initializer (MapKit code
    /// makes `MKMapItem`s from such placemarks). The address's parts fill the placemark's: city as locality, state as
    /// administrative area, street as thoroughfare.
    public convenience init(location: CLLocation, name: String?, postalAddress: CNPostalAddress?) {
        func part(_ value: String?) -> String? { value.flatMap { $0.isEmpty ? nil : $0 } }
        self.init(location: location, name: name, locality: part(postalAddress?.city), administrativeArea: part(postalAddress?.state),
                  country: part(postalAddress?.country), isoCountryCode: part(postalAddress?.isoCountryCode),
                  postalCode: part(postalAddress?.postalCode), thoroughfare: part(postalAddress?.street))
    }
}
