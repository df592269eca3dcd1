// `import CoreHaptics`: custom haptic patterns (https://developer.apple.com/documentation/corehaptics).
// A widget plays no haptics and a check has no Taptic Engine: the hardware reports no haptics support, as
// on an iPad, so app code checks `supportsHaptics` and skips; an engine that is made anyway starts and plays
// nothing. See docs/compatibility.md.
@_exported import Foundation

/// What the device's haptic hardware can do, as `CHHapticDeviceCapability`.
public protocol CHHapticDeviceCapability {
    /// Whether haptic patterns can be played.
    var supportsHaptics: Bool { get }
    /// Whether audio can be played with them.
    var supportsAudio: Bool { get }
}

struct NoHapticHardware: CHHapticDeviceCapability {
    var supportsHaptics: Bool { false }
    var supportsAudio: Bool { false }
}

/// "Now", as a pattern player's start time.
public let CHHapticTimeImmediate: TimeInterval = 0

/// A haptic or audio event, as `CHHapticEvent`.
open class CHHapticEvent: NSObject, @unchecked Sendable {
    /// An event's kind, as `CHHapticEvent.EventType`.
    public struct EventType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let hapticTransient = Self(rawValue: "HapticTransient")
        public static let hapticContinuous = Self(rawValue: "HapticContinuous")
        public static let audioContinuous = Self(rawValue: "AudioContinuous")
    }
    /// A parameter's identifier, as `CHHapticEvent.ParameterID`.
    public struct ParameterID: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let hapticIntensity = Self(rawValue: "HapticIntensity")
        public static let hapticSharpness = Self(rawValue: "HapticSharpness")
        public static let attackTime = Self(rawValue: "AttackTime")
        public static let decayTime = Self(rawValue: "DecayTime")
        public static let releaseTime = Self(rawValue: "ReleaseTime")
        public static let audioVolume = Self(rawValue: "AudioVolume")
    }
    public let type: EventType
    public let eventParameters: [CHHapticEventParameter]
    public var relativeTime: TimeInterval
    public var duration: TimeInterval
    public init(eventType type: EventType, parameters eventParams: [CHHapticEventParameter], relativeTime time: TimeInterval, duration: TimeInterval = 0) {
        (self.type, eventParameters, relativeTime, self.duration) = (type, eventParams, time, duration)
    }
}

/// An event's parameter value, as `CHHapticEventParameter`.
open class CHHapticEventParameter: NSObject, @unchecked Sendable {
    public let parameterID: CHHapticEvent.ParameterID
    public var value: Float
    public init(parameterID: CHHapticEvent.ParameterID, value: Float) { (self.parameterID, self.value) = (parameterID, value) }
}

/// A parameter changed while playing, as `CHHapticDynamicParameter`.
open class CHHapticDynamicParameter: NSObject, @unchecked Sendable {
    /// Its identifier, as `CHHapticDynamicParameter.ID`.
    public struct ID: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let hapticIntensityControl = Self(rawValue: "HapticIntensityControl")
        public static let hapticSharpnessControl = Self(rawValue: "HapticSharpnessControl")
    }
    public let parameterID: ID
    public var value: Float
    public var relativeTime: TimeInterval
    public init(parameterID: ID, value: Float, relativeTime time: TimeInterval) { (self.parameterID, self.value, relativeTime) = (parameterID, value, time) }
}

/// A pattern of events, as `CHHapticPattern`.
open class CHHapticPattern: NSObject, @unchecked Sendable {
    public let events: [CHHapticEvent]
    public let duration: TimeInterval
    public init(events: [CHHapticEvent], parameters: [CHHapticDynamicParameter]) throws {
        self.events = events
        duration = events.map { $0.relativeTime + $0.duration }.max() ?? 0
    }
}

/// Plays a pattern, as `CHHapticPatternPlayer` (nothing is felt).
public protocol CHHapticPatternPlayer: AnyObject {
    func start(atTime time: TimeInterval) throws
    func stop(atTime time: TimeInterval) throws
    func sendParameters(_ parameters: [CHHapticDynamicParameter], atTime time: TimeInterval) throws
}

/// A player with looping and seeking, as `CHHapticAdvancedPatternPlayer`.
public protocol CHHapticAdvancedPatternPlayer: CHHapticPatternPlayer {
    var loopEnabled: Bool { get set }
    func pause(atTime time: TimeInterval) throws
    func resume(atTime time: TimeInterval) throws
}

final class SilentPatternPlayer: CHHapticAdvancedPatternPlayer, @unchecked Sendable {
    var loopEnabled = false
    func start(atTime time: TimeInterval) throws {}
    func stop(atTime time: TimeInterval) throws {}
    func sendParameters(_ parameters: [CHHapticDynamicParameter], atTime time: TimeInterval) throws {}
    func pause(atTime time: TimeInterval) throws {}
    func resume(atTime time: TimeInterval) throws {}
}

/// The haptic engine, as `CHHapticEngine`.
open class CHHapticEngine: NSObject, @unchecked Sendable {
    /// Why the engine stopped, as `CHHapticEngine.StoppedReason`.
    public enum StoppedReason: Int, Sendable { case audioSessionInterrupt = 1, applicationSuspended, idleTimeout, notifyWhenFinished, engineDestroyed, gameControllerDisconnect, systemError = -1 }
    /// The device's haptic hardware: none here.
    open class func capabilitiesForHardware() -> any CHHapticDeviceCapability { NoHapticHardware() }
    /// Called when the engine stops.
    open var stoppedHandler: (StoppedReason) -> Void = { _ in }
    /// Called when the engine resets.
    open var resetHandler: () -> Void = {}
    /// Whether the engine stops when idle.
    open var isAutoShutdownEnabled = false
    /// Whether it plays haptics only.
    open var playsHapticsOnly = false
    public override init() { super.init() }
    /// Starts the engine (nothing to start).
    open func start() throws {}
    /// Starts the engine.
    open func start(completionHandler: ((Error?) -> Void)? = nil) { completionHandler?(nil) }
    /// Stops the engine.
    open func stop(completionHandler: ((Error?) -> Void)? = nil) { completionHandler?(nil) }
    /// A player for `pattern` (plays nothing).
    open func makePlayer(with pattern: CHHapticPattern) throws -> any CHHapticPatternPlayer { SilentPatternPlayer() }
    /// An advanced player for `pattern` (plays nothing).
    open func makeAdvancedPlayer(with pattern: CHHapticPattern) throws -> any CHHapticAdvancedPatternPlayer { SilentPatternPlayer() }
}
