// `import MapKit`: map snapshots (how widgets draw maps), regions and map points, map items, place search
// and annotations, with Core Location as on iOS. No map tiles or Apple servers here: snapshots are
// placeholders of the requested size, searches fail as offline. See docs/compatibility.md.
@_exported import CoreLocation
@_exported import WidgetryMapKit
// MapKit's headers import UIKit, so on iOS `import MapKit` alone reaches UIColor, UIImage and Core Graphics (an overlay
// renderer's colours, a snapshot drawn into a CGContext).
@_exported import UIKit
