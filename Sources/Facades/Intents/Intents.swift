// `import Intents`: SiriKit's intent classes as widget configurations use them.
@_exported import Foundation
@_exported import WidgetryFoundation
@_exported import WidgetrySiriKit
