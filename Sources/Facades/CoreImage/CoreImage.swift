// `import CoreImage` (and `import CoreImage.CIFilterBuiltins`, which the front door writes as this):
// `CIImage`, `CIContext`, `CIFilter` and the common built-in filters compiled as on iOS; filters produce no
// output on Linux (docs/compatibility.md).
@_exported import Foundation
@_exported import WidgetryFoundation
@_exported import WidgetryCoreImage
