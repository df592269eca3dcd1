// `import Accelerate`: vDSP's vector arithmetic and statistics, computed with plain loops, and simd, which
// Accelerate brings on iOS. See docs/compatibility.md.
@_exported import Foundation
@_exported import WidgetryAccelerate
@_exported import WidgetrySIMD
