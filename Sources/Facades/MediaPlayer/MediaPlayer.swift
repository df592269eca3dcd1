// `import MediaPlayer`: now playing information, remote commands, the music library's permission and the
// system player. What is set is kept; nothing plays. See docs/compatibility.md.
@_exported import Foundation
@_exported import WidgetryMediaPlayer
