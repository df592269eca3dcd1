// `import WatchConnectivity`: `WCSession` compiled as on iOS; no watch is paired on Linux
// (`isSupported()` is false), see docs/compatibility.md.
@_exported import Foundation
@_exported import WidgetryWatchConnectivity
