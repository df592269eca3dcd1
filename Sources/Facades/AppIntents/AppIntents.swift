// `import AppIntents`: intents, parameters, entities and enums as widget configurations use them.
@_exported import SwiftUI
@_exported import WidgetryAppIntents
