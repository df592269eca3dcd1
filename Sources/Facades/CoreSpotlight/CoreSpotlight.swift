// `import CoreSpotlight`: the Spotlight index and its items compiled as on iOS; this device does not index
// (`isIndexingAvailable()` is false, calls complete with `indexingUnsupported`), see docs/compatibility.md.
@_exported import Foundation
@_exported import UniformTypeIdentifiers
@_exported import WidgetryCoreSpotlight
