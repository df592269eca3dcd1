import Foundation

/// The app's audio session, as `AVAudioSession`: categories and activation are kept, no audio route
/// exists on Linux.
public final class AVAudioSession: @unchecked Sendable {
    // @unchecked: settings are plain values written by the app's own code.
    /// The shared session.
    public static func sharedInstance() -> AVAudioSession { shared }
    private static let shared = AVAudioSession()

    /// The category set last.
    public private(set) var category: Category = .soloAmbient
    /// The mode set last.
    public private(set) var mode: Mode = .default
    /// Whether another app plays audio: no.
    public let isOtherAudioPlaying = false
    /// The output volume: full.
    public let outputVolume: Float = 1

    /// Sets the category (kept).
    public func setCategory(_ category: Category, mode: Mode = .default, options: CategoryOptions = []) throws {
        self.category = category
        self.mode = mode
    }

    /// Sets the category (kept).
    public func setCategory(_ category: Category) throws { self.category = category }

    /// Activates or deactivates the session (nothing to do).
    public func setActive(_ active: Bool, options: SetActiveOptions = []) throws {}

    /// Audio categories, as `AVAudioSession.Category`.
    public struct Category: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
    }

    /// Audio modes, as `AVAudioSession.Mode`.
    public struct Mode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
    }

    /// Category options, as `AVAudioSession.CategoryOptions`.
    public struct CategoryOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mixWithOthers = CategoryOptions(rawValue: 1)
        public static let duckOthers = CategoryOptions(rawValue: 2)
        public static let defaultToSpeaker = CategoryOptions(rawValue: 8)
    }

    /// Activation options, as `AVAudioSession.SetActiveOptions`.
    public struct SetActiveOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }
}

/// A sound file player, as `AVAudioPlayer`: it opens the file, and plays nothing (no audio on Linux).
open class AVAudioPlayer: NSObject, @unchecked Sendable {
    /// The file.
    public let url: URL?
    /// Whether it is playing: never.
    public private(set) var isPlaying = false
    /// Volume, kept.
    open var volume: Float = 1
    /// Loops, kept.
    open var numberOfLoops = 0
    /// Position in seconds.
    open var currentTime: TimeInterval = 0
    /// Length in seconds (unknown here: 0).
    public let duration: TimeInterval = 0
    /// Told when playback ends; never, as nothing plays.
    open weak var delegate: AVAudioPlayerDelegate?

    /// A player for the file at `url`; throws when the file cannot be read, as on iOS.
    public init(contentsOf url: URL) throws {
        guard FileManager.default.isReadableFile(atPath: url.path) else { throw CocoaError(.fileReadNoSuchFile) }
        self.url = url
    }

    /// A player for sound data.
    public init(data: Data) throws { url = nil }

    /// Prepares (nothing to prepare).
    @discardableResult open func prepareToPlay() -> Bool { true }
    /// Plays: nothing is heard on Linux; reports false.
    @discardableResult open func play() -> Bool { false }
    /// Pauses.
    open func pause() {}
    /// Stops.
    open func stop() {}
}

/// A media player, as `AVPlayer`: items are kept, nothing plays.
open class AVPlayer: NSObject, @unchecked Sendable {
    /// The current item.
    open private(set) var currentItem: AVPlayerItem?
    /// The rate: 0 (paused).
    open var rate: Float = 0
    /// Volume, kept.
    open var volume: Float = 1
    /// Muted, kept.
    open var isMuted = false

    /// A player with no item.
    public override init() {}
    /// A player for `url`.
    public init(url: URL) { currentItem = AVPlayerItem(url: url) }
    /// A player for `item`.
    public init(playerItem item: AVPlayerItem?) { currentItem = item }

    /// Plays: nothing plays on Linux.
    open func play() {}
    /// Pauses.
    open func pause() {}
    /// Replaces the item.
    open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }
}

/// A media item, as `AVPlayerItem`.
open class AVPlayerItem: NSObject, @unchecked Sendable {
    /// Whether an item can play, as `AVPlayerItem.Status` (raw values as AVFoundation's).
    public enum Status: Int, Sendable {
        case unknown = 0, readyToPlay = 1, failed = 2
    }

    /// The media's location.
    public let url: URL
    /// An item for `url`.
    public init(url: URL) { self.url = url }

    /// Whether it can play: `.unknown` for ever, since no media is loaded here.
    open var status: Status { .unknown }
    /// Why it failed, if it did: never here.
    open var error: (any Error)? { nil }
}

/// A capture device (camera, torch), as `AVCaptureDevice`. Linux has none: `default(for:)` answers nil,
/// so flashlight and camera code takes its "no device" path.
open class AVCaptureDevice: NSObject, @unchecked Sendable {
    /// The default device for `mediaType`: none.
    open class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? { nil }
    /// Camera access, as on a device nobody asked: not determined.
    open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus { .notDetermined }
    /// Asks for access: not granted (nobody can answer here).
    open class func requestAccess(for mediaType: AVMediaType, completionHandler handler: @escaping @Sendable (Bool) -> Void) { handler(false) }
    /// Asks for access: not granted.
    open class func requestAccess(for mediaType: AVMediaType) async -> Bool { false }

    /// Whether it has a torch.
    open var hasTorch: Bool { false }
    /// Whether the torch is available.
    open var isTorchAvailable: Bool { false }
    /// Whether the torch is on.
    open var isTorchActive: Bool { false }
    /// The torch mode.
    open var torchMode: TorchMode = .off
    /// Locks for configuration.
    open func lockForConfiguration() throws {}
    /// Unlocks.
    open func unlockForConfiguration() {}
    /// Turns the torch on at `torchLevel`.
    open func setTorchModeOn(level torchLevel: Float) throws {}

    /// Torch modes, as `AVCaptureDevice.TorchMode`.
    public enum TorchMode: Int, Sendable { case off, on, auto }
}

/// Media types, as `AVMediaType`.
public struct AVMediaType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let video = AVMediaType(rawValue: "vide")
    public static let audio = AVMediaType(rawValue: "soun")
}

/// Capture access, as `AVAuthorizationStatus`.
public enum AVAuthorizationStatus: Int, Sendable { case notDetermined, restricted, denied, authorized }

/// Speech, as `AVSpeechSynthesizer`: utterances are accepted and not spoken.
open class AVSpeechSynthesizer: NSObject, @unchecked Sendable {
    /// Whether it is speaking: never.
    public let isSpeaking = false
    public override init() {}
    /// Speaks: nothing is heard on Linux.
    open func speak(_ utterance: AVSpeechUtterance) {}
    /// Stops.
    @discardableResult open func stopSpeaking(at boundary: AVSpeechBoundary) -> Bool { true }
}

/// Text to speak, as `AVSpeechUtterance`.
open class AVSpeechUtterance: NSObject, @unchecked Sendable {
    /// The text.
    public let speechString: String
    /// The voice.
    open var voice: AVSpeechSynthesisVoice?
    /// The rate.
    open var rate: Float = 0.5
    /// Text to speak.
    public init(string: String) { speechString = string }
}

/// A voice, as `AVSpeechSynthesisVoice`.
open class AVSpeechSynthesisVoice: NSObject, @unchecked Sendable {
    /// The voice's language.
    public let language: String
    /// The voice for `languageCode` (BCP 47).
    public init?(language languageCode: String?) { language = languageCode ?? "en-US" }
}

/// Where speech stops, as `AVSpeechBoundary`.
public enum AVSpeechBoundary: Int, Sendable { case immediate, word }

/// The largest rect of `aspectRatio`'s proportions centred in `boundingRect`, as `AVMakeRect(aspectRatio:insideRect:)`.
public func AVMakeRect(aspectRatio: CGSize, insideRect boundingRect: CGRect) -> CGRect {
    guard aspectRatio.width > 0, aspectRatio.height > 0 else { return .zero }
    let scale = min(boundingRect.width / aspectRatio.width, boundingRect.height / aspectRatio.height)
    let size = CGSize(width: aspectRatio.width * scale, height: aspectRatio.height * scale)
    return CGRect(x: boundingRect.midX - size.width / 2, y: boundingRect.midY - size.height / 2, width: size.width, height: size.height)
}
