// `import GameplayKit`: its random sources and distributions compiled as on iOS (seeded sources repeat per
// seed), see docs/compatibility.md.
@_exported import Foundation
@_exported import WidgetryGameplayKit
