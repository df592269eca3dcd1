// `import WidgetKit`: widgets, configurations (static, App Intent, SiriKit intent, Live Activity),
// timelines and previews, plus everything `import SwiftUI` brings, as WidgetKit re-exports SwiftUI.
@_exported import SwiftUI
@_exported import WidgetryActivityKit
@_exported import WidgetryAppIntents
@_exported import WidgetryKit
@_exported import WidgetryReference
@_exported import WidgetrySiriKit
