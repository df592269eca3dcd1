// `import EventKit`: a calendar store that serves the run's fixture events (docs/compatibility.md).
@_exported import Foundation
@_exported import WidgetryEventKit
@_exported import WidgetryFoundation
