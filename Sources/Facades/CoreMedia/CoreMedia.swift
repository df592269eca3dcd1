// `import CoreMedia`: media time (`CMTime`, `CMTimeRange`), which AVFoundation code passes around, computed as
// Core Media does; there is no media pipeline (docs/compatibility.md).
@_exported import Foundation
