import Foundation
import WidgetryFoundation

/// The app's photo library permission, as `PHAuthorizationStatus`.
public enum PHAuthorizationStatus: Int, Sendable {
    case notDetermined = 0, restricted, denied, authorized, limited
}

/// How much of the library is asked for, as `PHAccessLevel` (iOS 14).
public enum PHAccessLevel: Int, Sendable { case addOnly = 1, readWrite }

/// The user's photo library, as `PHPhotoLibrary`. A check has no photo library: permission is
/// `.notDetermined` and asking is answered `.denied` (nobody can answer the prompt), so fetches find
/// nothing and the widget shows its "no photos" state, as on a device where access was refused.
open class PHPhotoLibrary: NSObject, @unchecked Sendable {
    private static let sharedLibrary = PHPhotoLibrary()
    /// The shared library.
    open class func shared() -> PHPhotoLibrary { sharedLibrary }

    /// The permission: not determined.
    open class func authorizationStatus() -> PHAuthorizationStatus { .notDetermined }
    /// The permission for `accessLevel`: not determined.
    open class func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus { .notDetermined }

    private static func refused() -> PHAuthorizationStatus {
        SkippedEffects.note("Photos", "there is no photo library here; authorization is answered .denied and fetches are empty")
        return .denied
    }
    /// Asks for permission: `.denied`.
    open class func requestAuthorization(_ handler: @escaping @Sendable (PHAuthorizationStatus) -> Void) { handler(refused()) }
    /// Asks for permission for `accessLevel`: `.denied`.
    open class func requestAuthorization(for accessLevel: PHAccessLevel, handler: @escaping @Sendable (PHAuthorizationStatus) -> Void) {
        handler(refused())
    }
    /// Asks for permission for `accessLevel`: `.denied`.
    open class func requestAuthorization(for accessLevel: PHAccessLevel) async -> PHAuthorizationStatus { refused() }

    /// Changes the library: refused (no library), so `completionHandler` gets `false` and an error.
    open func performChanges(_ changeBlock: @escaping () -> Void, completionHandler: (@Sendable (Bool, (any Error)?) -> Void)? = nil) {
        completionHandler?(false, PHPhotosError(.accessUserDenied))
    }
    /// Changes the library: throws `PHPhotosError(.accessUserDenied)`.
    open func performChanges(_ changeBlock: @escaping () -> Void) async throws { throw PHPhotosError(.accessUserDenied) }
    /// Registers a change observer (nothing changes here).
    open func register(_ observer: any PHPhotoLibraryChangeObserver) {}
    /// Unregisters a change observer.
    open func unregisterChangeObserver(_ observer: any PHPhotoLibraryChangeObserver) {}
}

/// Told when the library changes, as `PHPhotoLibraryChangeObserver` (never, here).
public protocol PHPhotoLibraryChangeObserver: NSObjectProtocol {
    func photoLibraryDidChange(_ changeInstance: PHChange)
}

/// A library change, as `PHChange`.
open class PHChange: NSObject, @unchecked Sendable {}

/// A Photos failure, as `PHPhotosError`.
public struct PHPhotosError: Error, Hashable, Sendable {
    /// The reason, as `PHPhotosError.Code`.
    public enum Code: Int, Sendable {
        case internalError = -1, userCancelled = 3072, libraryVolumeOffline = 3114, relinquishingLibraryBundleToWriter = 3142,
             switchingSystemPhotoLibrary = 3143, networkAccessRequired = 3164, accessRestricted = 3310, accessUserDenied = 3311
    }
    /// The reason.
    public let code: Code
    /// An error with `code`.
    public init(_ code: Code) { self.code = code }
}
