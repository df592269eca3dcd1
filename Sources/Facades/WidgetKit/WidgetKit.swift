// `import WidgetKit`: widgets, configurations (static, App Intent, SiriKit intent, Live Activity),
// timelines and previews, plus everything `import SwiftUI` brings, as WidgetKit re-exports SwiftUI.
// It also brings the commands: `@main` on a `Widget` or `WidgetBundle` makes the executable the
// `widgetry` command for it (check, gallery, render, simulate), with no line of Widgetry in the code.
@_exported import SwiftUI
@_exported import WidgetryActivityKit
@_exported import WidgetryAppIntents
@_exported import WidgetryKit
@_exported import WidgetryReference
@_exported import WidgetrySiriKit
@_exported import WidgetryCLI
