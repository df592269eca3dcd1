// `import MapKit`: map snapshots (how widgets draw maps), regions and map points, map items, place search
// and annotations, with Core Location as on iOS. No map tiles or Apple servers here: snapshots are
// placeholders of the requested size, searches fail as offline. See docs/compatibility.md.
@_exported import CoreLocation
@_exported import WidgetryMapKit
