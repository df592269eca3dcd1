import Foundation

/// What an audio player tells its delegate, as `AVAudioPlayerDelegate` (every method optional). Nothing
/// plays on Linux, so neither is called.
public protocol AVAudioPlayerDelegate: AnyObject {
    /// Playback reached the end.
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
    /// The file could not be decoded.
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: Error?)
}

extension AVAudioPlayerDelegate {
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: Error?) {}
}

/// What an audio recorder tells its delegate, as `AVAudioRecorderDelegate` (every method optional).
public protocol AVAudioRecorderDelegate: AnyObject {
    /// Recording stopped.
    func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool)
    /// Encoding failed.
    func audioRecorderEncodeErrorDidOccur(_ recorder: AVAudioRecorder, error: Error?)
}

extension AVAudioRecorderDelegate {
    public func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool) {}
    public func audioRecorderEncodeErrorDidOccur(_ recorder: AVAudioRecorder, error: Error?) {}
}

/// A microphone recorder, as `AVAudioRecorder`. Linux has no microphone: the recorder is created with its
/// file and settings, `record()` answers `false` and nothing is written, as on a device that refused the
/// microphone, so app code takes its "could not record" path.
open class AVAudioRecorder: NSObject, @unchecked Sendable {
    /// The file the recording would go to.
    public let url: URL
    /// The format settings (`AVFormatIDKey`, `AVSampleRateKey`, …), as given.
    public let settings: [String: Any]
    /// Whether it is recording: never.
    public private(set) var isRecording = false
    /// Seconds recorded: none.
    open var currentTime: TimeInterval { 0 }
    /// Told when recording stops; never, as it never starts.
    open weak var delegate: AVAudioRecorderDelegate?
    /// Whether levels are measured, kept.
    open var isMeteringEnabled = false

    /// A recorder writing to `url` with `settings`.
    public init(url: URL, settings: [String: Any]) throws {
        self.url = url
        self.settings = settings
    }

    /// Prepares the file: `false`, no input to prepare.
    @discardableResult open func prepareToRecord() -> Bool { false }
    /// Starts recording: `false`, no microphone.
    @discardableResult open func record() -> Bool { false }
    /// Records for `duration` seconds: `false`, no microphone.
    @discardableResult open func record(forDuration duration: TimeInterval) -> Bool { false }
    /// Pauses.
    open func pause() {}
    /// Stops; as it never recorded, the delegate hears nothing (as on iOS).
    open func stop() {}
    /// Deletes the file: `false`, none was written.
    @discardableResult open func deleteRecording() -> Bool { false }
    /// Refreshes the levels.
    open func updateMeters() {}
    /// The average level in dBFS: silence (-160, the floor iOS reports).
    open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
    /// The peak level in dBFS: silence (-160).
    open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
}

/// The app's microphone permission, as `AVAudioApplication` (iOS 17).
public final class AVAudioApplication: NSObject, @unchecked Sendable {
    /// The app's instance.
    public static let shared = AVAudioApplication()

    /// The microphone permission: denied (no microphone here).
    public var recordPermission: AVAudioApplication.recordPermission { .denied }

    /// Asks for the microphone: denied.
    public static func requestRecordPermission(completionHandler response: @escaping (Bool) -> Void) { response(false) }
    /// Asks for the microphone: denied.
    public static func requestRecordPermission() async -> Bool { false }

    /// Microphone permission states, as `AVAudioApplication.recordPermission`.
    public enum recordPermission: Int, Sendable {
        case undetermined, denied, granted
    }
}

/// Encoder quality, as `AVAudioQuality` (values from AVFAudio's `AVAudioSettings.h`).
public enum AVAudioQuality: Int, Sendable {
    case min = 0, low = 0x20, medium = 0x40, high = 0x60, max = 0x7F
}

/// Recorder settings' keys, as AVFAudio's (their values are the keys' names).
public let AVFormatIDKey = "AVFormatIDKey"
public let AVSampleRateKey = "AVSampleRateKey"
public let AVNumberOfChannelsKey = "AVNumberOfChannelsKey"
public let AVEncoderAudioQualityKey = "AVEncoderAudioQualityKey"
public let AVEncoderBitRateKey = "AVEncoderBitRateKey"
public let AVLinearPCMBitDepthKey = "AVLinearPCMBitDepthKey"

/// An audio format's four-character code, as Core Audio's `AudioFormatID`.
public typealias AudioFormatID = UInt32
/// 'aac ': MPEG-4 AAC.
public let kAudioFormatMPEG4AAC: AudioFormatID = 0x6161_6320
/// 'lpcm': linear PCM.
public let kAudioFormatLinearPCM: AudioFormatID = 0x6C70_636D
/// 'alac': Apple Lossless.
public let kAudioFormatAppleLossless: AudioFormatID = 0x616C_6163
