// `import CoreLocation`: coordinates, locations and a manager that has no position on Linux.
@_exported import Foundation
@_exported import WidgetryCoreLocation
