import Foundation
import WidgetryUIKit

/// The playback state shown on the Lock Screen, as `MPNowPlayingPlaybackState`.
public enum MPNowPlayingPlaybackState: UInt, Sendable { case unknown = 0, playing, paused, stopped, interrupted }

/// What the system shows as now playing, as `MPNowPlayingInfoCenter`. It keeps what the app sets (a widget
/// or test that reads `nowPlayingInfo` back sees it, as on iOS); nothing reaches a Lock Screen here.
open class MPNowPlayingInfoCenter: NSObject, @unchecked Sendable {
    // @unchecked: the values are read and written only with `lock` held.
    private let lock = NSLock()
    private var info: [String: Any]?
    private var state: MPNowPlayingPlaybackState = .unknown
    private static let shared = MPNowPlayingInfoCenter()
    /// The app's center.
    open class func `default`() -> MPNowPlayingInfoCenter { shared }

    /// What is playing: title, artist, artwork, elapsed time (`MPMediaItemProperty…` and
    /// `MPNowPlayingInfoProperty…` keys), as last set.
    open var nowPlayingInfo: [String: Any]? {
        get { lock.withLock { info } }
        set { lock.withLock { info = newValue } }
    }
    /// The playback state, as last set.
    open var playbackState: MPNowPlayingPlaybackState {
        get { lock.withLock { state } }
        set { lock.withLock { state = newValue } }
    }
}

/// A media item's title.
public let MPMediaItemPropertyTitle = "title"
/// A media item's artist.
public let MPMediaItemPropertyArtist = "artist"
/// A media item's album.
public let MPMediaItemPropertyAlbumTitle = "albumTitle"
/// A media item's album artist.
public let MPMediaItemPropertyAlbumArtist = "albumArtist"
/// A media item's artwork (an ``MPMediaItemArtwork``).
public let MPMediaItemPropertyArtwork = "artwork"
/// A media item's length in seconds.
public let MPMediaItemPropertyPlaybackDuration = "playbackDuration"
/// A media item's persistent identifier.
public let MPMediaItemPropertyPersistentID = "persistentID"
/// A media item's genre.
public let MPMediaItemPropertyGenre = "genre"
/// Seconds played so far.
public let MPNowPlayingInfoPropertyElapsedPlaybackTime = "MPNowPlayingInfoPropertyElapsedPlaybackTime"
/// The playback rate (1 playing, 0 paused).
public let MPNowPlayingInfoPropertyPlaybackRate = "MPNowPlayingInfoPropertyPlaybackRate"
/// The default playback rate.
public let MPNowPlayingInfoPropertyDefaultPlaybackRate = "MPNowPlayingInfoPropertyDefaultPlaybackRate"
/// Whether the item is a live stream.
public let MPNowPlayingInfoPropertyIsLiveStream = "MPNowPlayingInfoPropertyIsLiveStream"
/// The media type (an ``MPNowPlayingInfoMediaType`` raw value).
public let MPNowPlayingInfoPropertyMediaType = "MPNowPlayingInfoPropertyMediaType"

/// Audio or video, as `MPNowPlayingInfoMediaType`.
public enum MPNowPlayingInfoMediaType: UInt, Sendable { case none = 0, audio, video }

/// A media item's persistent identifier, as `MPMediaEntityPersistentID`.
public typealias MPMediaEntityPersistentID = UInt64

/// Artwork for the now playing display, as `MPMediaItemArtwork`.
open class MPMediaItemArtwork: NSObject, @unchecked Sendable {
    /// The artwork's size.
    public let bounds: CGRect
    private let requestHandler: (CGSize) -> UIImage
    /// Artwork drawn by `requestHandler` at the size asked for.
    public init(boundsSize: CGSize, requestHandler: @escaping (CGSize) -> UIImage) {
        bounds = CGRect(origin: .zero, size: boundsSize)
        self.requestHandler = requestHandler
    }
    /// The artwork at `size`.
    open func image(at size: CGSize) -> UIImage? { requestHandler(size) }
}
