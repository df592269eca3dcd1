// `import SwiftData`: `@Model`, `ModelContainer`, `ModelContext` and `FetchDescriptor`, with the objects a
// fixture supplies (docs/fixtures.md); `#Predicate` and `SortDescriptor` are Foundation's.
@_exported import Foundation
@_exported import Observation
@_exported import WidgetryFoundation
@_exported import WidgetrySwiftData
