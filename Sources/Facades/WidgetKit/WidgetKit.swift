// `import WidgetKit`: widgets, configurations (static, App Intent, SiriKit intent, Live Activity),
// timelines and previews, plus everything `import SwiftUI` brings, as WidgetKit re-exports SwiftUI.
// It also brings the commands: `@main` on a `Widget` or `WidgetBundle` makes the executable the
// `widgetry` command for it (check, gallery, render, simulate), with no line of Widgetry in the code.
@_exported import SwiftUI
// Of the Live Activity API only what WidgetKit declares on iOS: the configuration and the Dynamic Island. `Activity`,
// `ActivityAttributes`, `ActivityContent` and the rest are ActivityKit's, which a file imports itself, so a widget's own
// `Activity` type (a common name) is not ambiguous with ActivityKit's in a file that imports WidgetKit alone.
@_exported import struct WidgetryActivityKit.ActivityConfiguration
@_exported import struct WidgetryActivityKit.ActivityViewContext
@_exported import enum WidgetryActivityKit.ActivityFamily
@_exported import enum WidgetryActivityKit.ActivityPreviewViewKind
@_exported import enum WidgetryActivityKit.PreviewContentStateBuilder
@_exported import struct WidgetryActivityKit.DynamicIsland
@_exported import struct WidgetryActivityKit.DynamicIslandContentMargins
@_exported import enum WidgetryActivityKit.DynamicIslandMode
@_exported import struct WidgetryActivityKit.DynamicIslandExpandedRegion
@_exported import struct WidgetryActivityKit.DynamicIslandExpandedRegionPosition
@_exported import struct WidgetryActivityKit.DynamicIslandExpandedRegionVerticalPlacement
@_exported import struct WidgetryActivityKit.DynamicIslandExpandedRegionContent
@_exported import enum WidgetryActivityKit.DynamicIslandExpandedContentBuilder
@_exported import WidgetryAppIntents
@_exported import WidgetryKit
@_exported import WidgetryReference
@_exported import WidgetrySiriKit
@_exported import WidgetryCLI
