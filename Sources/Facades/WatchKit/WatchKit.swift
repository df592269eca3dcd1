// `import WatchKit`: `WKInterfaceDevice` and its haptic and battery types compiled as on watchOS; haptics
// play nothing, see docs/compatibility.md.
@_exported import Foundation
@_exported import WidgetryWatchKit
