// `import Widgetry` is all a widget's code needs: the SwiftUI-compatible views, the WidgetKit-compatible
// widgets and the reference types they use (DynamicTypeSize, WidgetFamily, devices). The commands are a
// separate product (`WidgetryCLI`), so a package that only uses the API compiles no argument parser and
// no server.
@_exported import WidgetryKit
@_exported import WidgetryReference
@_exported import WidgetryUI
@_exported import Foundation
@_exported import WidgetryFindings
@_exported import WidgetryToday
@_exported import WidgetryLists
// The App Intents, SiriKit, Live Activity, UIKit and Foundation slices the manifest lists for this module,
// as `import WidgetKit` brings them.
@_exported import WidgetryAppIntents
@_exported import WidgetrySiriKit
@_exported import WidgetryActivityKit
@_exported import WidgetryUIKit
@_exported import WidgetryFoundation
