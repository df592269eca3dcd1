// `import Widgetry` is all a widget's code needs: the SwiftUI-compatible views, the WidgetKit-compatible
// widgets and the reference types they use (DynamicTypeSize, WidgetFamily, devices).
@_exported import WidgetryKit
@_exported import WidgetryReference
@_exported import WidgetryUI
@_exported import Foundation
@_exported import WidgetryCLI
@_exported import WidgetryToday
@_exported import WidgetryLists
