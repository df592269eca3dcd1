// `import LockedCameraCapture`: iOS 18's camera capture extension launched from a Lock Screen control
// (https://developer.apple.com/documentation/lockedcameracapture). The extension's session exists only
// on a locked iPhone: here the session's content folder is a temporary folder and opening the app does
// nothing. With it, App Intents' `CameraCaptureIntent` (declared in the AppIntents facade) compiles.
@_exported import Foundation
@_exported import AppIntents

/// The capture extension's session, as `LockedCameraCaptureSession`.
public final class LockedCameraCaptureSession: @unchecked Sendable {
    /// Where the extension writes its captures (a temporary folder here).
    public let sessionContentURL: URL
    init() { sessionContentURL = FileManager.default.temporaryDirectory.appendingPathComponent("LockedCameraCapture") }
}

/// What the app reads of its capture extension's sessions, as `LockedCameraCaptureManager`.
public final class LockedCameraCaptureManager: @unchecked Sendable {
    /// The app's manager.
    public static let shared = LockedCameraCaptureManager()
    /// The folders of the sessions' captures: none.
    public var sessionContentURLs: [URL] { [] }
    /// Deletes a session's captures.
    public func invalidateSessionContent(at url: URL) async throws {}
}
