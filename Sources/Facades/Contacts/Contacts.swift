// `import Contacts`: a contact store serving the run's fixture contacts (docs/compatibility.md), for birthday and
// favourites widgets.
@_exported import Foundation
@_exported import WidgetryContacts
@_exported import WidgetryFoundation
