// `import AVKit`: video playback views (https://developer.apple.com/documentation/avkit). Widgets cannot
// play video and a check plays nothing: `VideoPlayer` draws black with its overlay on top (the frame a
// paused player shows before its first frame loads), controllers are never shown, picture in picture is
// not supported. See docs/compatibility.md.
@_exported import AVFoundation
@_exported import SwiftUI
@_exported import UIKit

/// A SwiftUI video player, as AVKit's `VideoPlayer`: black with the overlay, nothing plays.
public struct VideoPlayer<VideoOverlay: View>: View {
    let overlay: VideoOverlay
    /// A player of `player` with `videoOverlay` drawn over the video.
    public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) { overlay = videoOverlay() }
    public var body: some View { ZStack { Color.black; overlay } }
}

extension VideoPlayer where VideoOverlay == EmptyView {
    /// A player of `player`.
    public init(player: AVPlayer?) { overlay = EmptyView() }
}

/// UIKit's full-screen player, as `AVPlayerViewController` (never shown).
open class AVPlayerViewController: UIViewController, @unchecked Sendable {
    open var player: AVPlayer?
    open var showsPlaybackControls = true
    open var allowsPictureInPicturePlayback = true
    open var entersFullScreenWhenPlaybackBegins = false
    open var exitsFullScreenWhenPlaybackEnds = false
    open var canStartPictureInPictureAutomaticallyFromInline = false
    open weak var delegate: (any AVPlayerViewControllerDelegate)?
    public init() { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { return nil }
}

/// What the player controller tells its delegate, as `AVPlayerViewControllerDelegate` (never called).
public protocol AVPlayerViewControllerDelegate: AnyObject {}

/// Picture in picture, as `AVPictureInPictureController`: not supported here.
open class AVPictureInPictureController: NSObject, @unchecked Sendable {
    /// Whether the device supports picture in picture: `false`.
    open class func isPictureInPictureSupported() -> Bool { false }
    open weak var delegate: (any AVPictureInPictureControllerDelegate)?
    open var isPictureInPictureActive: Bool { false }
    open var isPictureInPicturePossible: Bool { false }
    open var canStartPictureInPictureAutomaticallyFromInline = false
    /// Starts picture in picture (nothing starts).
    open func startPictureInPicture() {}
    /// Stops picture in picture.
    open func stopPictureInPicture() {}
}

/// What picture in picture tells its delegate, as `AVPictureInPictureControllerDelegate` (never called).
public protocol AVPictureInPictureControllerDelegate: AnyObject {}

/// The AirPlay route button, as `AVRoutePickerView` (never shown).
open class AVRoutePickerView: UIView, @unchecked Sendable {
    open var activeTintColor: UIColor?
    open var prioritizesVideoDevices = false
}
