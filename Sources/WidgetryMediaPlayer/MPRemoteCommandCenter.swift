import Foundation
import WidgetryFoundation

/// What a command handler answers, as `MPRemoteCommandHandlerStatus`.
public enum MPRemoteCommandHandlerStatus: Int, Sendable { case success = 0, noSuchContent = 100, noActionableNowPlayingItem = 110, deviceNotFound = 120, commandFailed = 200 }

/// An event a command delivers, as `MPRemoteCommandEvent`.
open class MPRemoteCommandEvent: NSObject, @unchecked Sendable {
    /// The command.
    public let command: MPRemoteCommand
    /// When it happened.
    public let timestamp: TimeInterval
    init(command: MPRemoteCommand) { (self.command, timestamp) = (command, 0) }
}

/// A seek event, as `MPChangePlaybackPositionCommandEvent`.
open class MPChangePlaybackPositionCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    /// The position asked for, in seconds.
    public let positionTime: TimeInterval = 0
}

/// A remote control command (play, pause, skip), as `MPRemoteCommand`. Handlers are kept and counted; no
/// headset or Lock Screen sends commands here.
open class MPRemoteCommand: NSObject, @unchecked Sendable {
    // @unchecked: `handlers` is read and written only with `lock` held.
    private let lock = NSLock()
    private var handlers: [(token: NSObject, handler: (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus)] = []
    /// Whether the command is offered.
    open var isEnabled = true

    /// Adds a handler; the token removes it.
    @discardableResult
    open func addTarget(handler: @escaping (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus) -> Any {
        let token = NSObject()
        lock.withLock { handlers.append((token, handler)) }
        return token
    }
    /// Adds an Objective-C target (kept by nobody: no command arrives).
    open func addTarget(_ target: Any, action: Selector) {}
    /// Removes the handler of `target` (a token from ``addTarget(handler:)``).
    open func removeTarget(_ target: Any?) {
        guard let target = target as? NSObject else { return }
        lock.withLock { handlers.removeAll { $0.token === target } }
    }
    /// How many handlers are registered.
    package var handlerCount: Int { lock.withLock { handlers.count } }
}

/// A seek command, as `MPChangePlaybackPositionCommand`.
open class MPChangePlaybackPositionCommand: MPRemoteCommand, @unchecked Sendable {}
/// A skip-by-interval command, as `MPSkipIntervalCommand`.
open class MPSkipIntervalCommand: MPRemoteCommand, @unchecked Sendable {
    /// The intervals offered, in seconds.
    open var preferredIntervals: [NSNumber] = []
}

/// The app's remote commands, as `MPRemoteCommandCenter`.
open class MPRemoteCommandCenter: NSObject, @unchecked Sendable {
    private static let sharedCenter = MPRemoteCommandCenter()
    /// The app's center.
    open class func shared() -> MPRemoteCommandCenter { sharedCenter }
    public let playCommand = MPRemoteCommand()
    public let pauseCommand = MPRemoteCommand()
    public let stopCommand = MPRemoteCommand()
    public let togglePlayPauseCommand = MPRemoteCommand()
    public let nextTrackCommand = MPRemoteCommand()
    public let previousTrackCommand = MPRemoteCommand()
    public let skipForwardCommand = MPSkipIntervalCommand()
    public let skipBackwardCommand = MPSkipIntervalCommand()
    public let changePlaybackPositionCommand = MPChangePlaybackPositionCommand()
    public let changePlaybackRateCommand = MPRemoteCommand()
    public let likeCommand = MPRemoteCommand()
}

/// The music library permission, as `MPMediaLibraryAuthorizationStatus`.
public enum MPMediaLibraryAuthorizationStatus: Int, Sendable { case notDetermined = 0, denied, restricted, authorized }

/// The device's music library, as `MPMediaLibrary`: none here, permission not determined and answered
/// `.denied` when asked.
open class MPMediaLibrary: NSObject, @unchecked Sendable {
    private static let library = MPMediaLibrary()
    /// The device's library.
    open class func `default`() -> MPMediaLibrary { library }
    /// The permission: not determined.
    open class func authorizationStatus() -> MPMediaLibraryAuthorizationStatus { .notDetermined }
    /// Asks for permission: `.denied`.
    open class func requestAuthorization(_ handler: @escaping (MPMediaLibraryAuthorizationStatus) -> Void) {
        SkippedEffects.note("MediaPlayer", "there is no music library here; authorization is answered .denied")
        handler(.denied)
    }
}

/// The system's music player, as `MPMusicPlayerController`. Nothing plays: its state stays `.stopped`
/// and it has no item.
open class MPMusicPlayerController: NSObject, @unchecked Sendable {
    /// Playback states, as `MPMusicPlaybackState`.
    public typealias PlaybackState = MPMusicPlaybackState
    private static let system = MPMusicPlayerController()
    private static let application = MPMusicPlayerController()
    /// The Music app's player.
    open class var systemMusicPlayer: MPMusicPlayerController { system }
    /// The app's own player.
    open class var applicationMusicPlayer: MPMusicPlayerController { application }
    /// The app's queue player.
    open class var applicationQueuePlayer: MPMusicPlayerController { application }
    /// The state: stopped.
    open var playbackState: MPMusicPlaybackState { .stopped }
    /// Seconds into the item.
    open var currentPlaybackTime: TimeInterval = 0
    /// Plays: nothing plays.
    open func play() { SkippedEffects.note("MediaPlayer", "music is not played here") }
    /// Pauses.
    open func pause() {}
    /// Stops.
    open func stop() {}
    /// Skips forward.
    open func skipToNextItem() {}
    /// Skips back.
    open func skipToPreviousItem() {}
    /// Starts posting notifications (none come).
    open func beginGeneratingPlaybackNotifications() {}
    /// Stops posting notifications.
    open func endGeneratingPlaybackNotifications() {}
}

/// A music player's state, as `MPMusicPlaybackState`.
public enum MPMusicPlaybackState: Int, Sendable { case stopped = 0, playing, paused, interrupted, seekingForward, seekingBackward }
