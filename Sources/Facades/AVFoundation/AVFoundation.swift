// `import AVFoundation`: the audio session, players, capture devices (none), speech and `AVMakeRect`,
// compiled as on iOS; nothing plays, records or speaks on Linux (docs/compatibility.md).
@_exported import Foundation
@_exported import WidgetryAVFoundation
