// `import AudioToolbox`: the system sound services app code plays alerts and vibrations with
// (https://developer.apple.com/documentation/audiotoolbox/system-sound-services). A widget plays no sound,
// nor does this Linux run: sounds are registered with identifiers and calls complete at once, having
// played nothing (a note the first time). See docs/compatibility.md.
@_exported import Foundation
import WidgetryFoundation

/// `OSStatus` is Foundation's on iOS (MacTypes.h); the one name, re-exported.
@_exported import typealias WidgetryFoundation.OSStatus
/// A file URL as Core Foundation passes it (`url as CFURL`).
public typealias CFURL = NSURL
/// A registered system sound, as `SystemSoundID`.
public typealias SystemSoundID = UInt32
/// A system sound services property, as `AudioServicesPropertyID`.
public typealias AudioServicesPropertyID = UInt32

/// Success.
public let kAudioServicesNoError: OSStatus = 0
/// The vibration "sound".
public let kSystemSoundID_Vibrate: SystemSoundID = 0x0000_0FFF
/// The property saying a sound obeys the ringer switch (`'isui'`).
public let kAudioServicesPropertyIsUISound: AudioServicesPropertyID = 0x6973_7569
/// The property saying a sound finishes before the app is suspended (`'ifsa'`).
public let kAudioServicesPropertyCompletePlaybackIfAppDies: AudioServicesPropertyID = 0x6966_7361

private let nextSound = NSLock()
nonisolated(unsafe) private var lastSoundID: SystemSoundID = 4096

/// Registers the sound file at `inFileURL`, writing its new identifier to `outSystemSoundID`.
@discardableResult
public func AudioServicesCreateSystemSoundID(_ inFileURL: CFURL, _ outSystemSoundID: UnsafeMutablePointer<SystemSoundID>) -> OSStatus {
    outSystemSoundID.pointee = nextSound.withLock { lastSoundID += 1; return lastSoundID }
    return kAudioServicesNoError
}

/// Forgets a registered sound.
@discardableResult
public func AudioServicesDisposeSystemSoundID(_ inSystemSoundID: SystemSoundID) -> OSStatus { kAudioServicesNoError }

/// Sets a sound's property (kept by nobody: nothing plays).
@discardableResult
public func AudioServicesSetProperty(_ inPropertyID: AudioServicesPropertyID, _ inSpecifierSize: UInt32, _ inSpecifier: UnsafeRawPointer?,
                                     _ inPropertyDataSize: UInt32, _ inPropertyData: UnsafeRawPointer?) -> OSStatus {
    kAudioServicesNoError
}

private func skipped(_ sound: SystemSoundID) {
    SkippedEffects.note("AudioToolbox", sound == kSystemSoundID_Vibrate ? "the vibration is not felt here" : "system sounds are not played here")
}

/// Plays a system sound: nothing is heard.
public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) { skipped(inSystemSoundID) }
/// Plays an alert sound (or vibrates): nothing is heard.
public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) { skipped(inSystemSoundID) }
/// Plays a system sound, then calls `inCompletionBlock` (at once: nothing is heard).
public func AudioServicesPlaySystemSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (() -> Void)?) {
    skipped(inSystemSoundID)
    inCompletionBlock?()
}
/// Plays an alert sound, then calls `inCompletionBlock` (at once).
public func AudioServicesPlayAlertSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (() -> Void)?) {
    skipped(inSystemSoundID)
    inCompletionBlock?()
}
