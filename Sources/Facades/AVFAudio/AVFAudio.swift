// `import AVFAudio`: the audio half of AVFoundation (https://developer.apple.com/documentation/avfaudio) — the audio
// session, players, speech — which iOS's AVFoundation re-exports and sound helpers import on its own. The same
// stand-ins as `import AVFoundation`: nothing plays or speaks on Linux (docs/compatibility.md). AVFoundation's video
// and capture types come with it here, where on iOS they need `import AVFoundation`.
@_exported import Foundation
@_exported import WidgetryAVFoundation
