// `import ActivityKit`: Live Activity attributes and content states.
@_exported import Foundation
@_exported import WidgetryActivityKit
@_exported import WidgetryFoundation
