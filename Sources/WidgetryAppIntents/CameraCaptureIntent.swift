import Foundation

/// The intent a Lock Screen camera control runs to open the app's capture extension, as iOS 18's
/// `CameraCaptureIntent`. Widgetry never runs it (as any intent, see ``AppIntent``); the context the app
/// shares with its extension is kept in memory, per intent type, so code that writes then reads it back
/// sees what it wrote.
public protocol CameraCaptureIntent: AppIntent {
    /// What the app shares with its capture extension.
    associatedtype AppContext: Codable & Sendable = CameraCaptureIntentEmptyContext
}

/// The context of a capture intent that shares none.
public struct CameraCaptureIntentEmptyContext: Codable, Sendable {}

private let cameraContexts = NSLock()
nonisolated(unsafe) private var cameraContextStore: [ObjectIdentifier: Any] = [:]

extension CameraCaptureIntent {
    /// The context last written with ``updateAppContext(_:)``, `nil` before.
    public static var appContext: AppContext? {
        get async throws { cameraContexts.withLock { cameraContextStore[ObjectIdentifier(Self.self)] as? AppContext } }
    }
    /// Keeps `context` for the capture extension.
    public static func updateAppContext(_ context: AppContext) async throws {
        cameraContexts.withLock { cameraContextStore[ObjectIdentifier(Self.self)] = context }
    }
}
