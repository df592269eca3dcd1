// `import HealthKit`: the store, types, units and the statistics and sample queries widgets run, serving
// the samples a fixture supplies (docs/fixtures.md).
@_exported import Foundation
@_exported import WidgetryFoundation
@_exported import WidgetryHealthKit
