// `import AVFoundation`: the audio session, players, capture devices (none), speech, `AVMakeRect` and assets with
// their image generator, compiled as on iOS; nothing plays, records, speaks or decodes video on Linux
// (docs/compatibility.md). As on iOS it brings Core Media's times and ImageIO (AVFoundation's headers import both:
// `CMTime` throughout, `CGImagePropertyOrientation` in photo capture).
@_exported import Foundation
@_exported import WidgetryAVFoundation
@_exported import CoreMedia
@_exported import ImageIO
