import Foundation

/// A Live Photo, as Photos' `PHLivePhoto`: a still image with a short video. Linux has no Photos library and no video
/// decoder, so a request for one from files answers `nil` with an error in its info, as Photos does for resources it
/// cannot read.
open class PHLivePhoto: NSObject, @unchecked Sendable {
    /// The photo's size in pixels.
    open var size: CGSize { .zero }

    /// Builds a Live Photo from a photo and a paired video file, as `request(withResourceFileURLs:…)`: `resultHandler`
    /// hears `nil` and ``PHLivePhotoInfoErrorKey``, once (the answer is not degraded), off the caller's thread.
    @discardableResult
    open class func request(withResourceFileURLs fileURLs: [URL], placeholderImage image: AnyObject?, targetSize: CGSize,
                            contentMode: PHImageContentMode,
                            resultHandler: @escaping @Sendable (PHLivePhoto?, [AnyHashable: Any]) -> Void) -> PHLivePhotoRequestID {
        // An `NSError`, as Photos puts in the info (`info[PHLivePhotoInfoErrorKey] as? NSError`): Photos' internal error
        // (-1), the resources not being read — there is no video decoder here.
        let error = NSError(domain: "PHPhotosErrorDomain", code: PHPhotosError.Code.internalError.rawValue, userInfo: [
            NSLocalizedDescriptionKey: "Widgetry builds no Live Photo on Linux (no video decoder): \(fileURLs.map(\.lastPathComponent).joined(separator: ", "))",
        ])
        DispatchQueue.global().async {
            resultHandler(nil, [PHLivePhotoInfoErrorKey: error, PHLivePhotoInfoIsDegradedKey: NSNumber(value: false)])
        }
        return 1
    }

    /// Cancels a request (the answer has no work left to cancel).
    open class func cancelRequest(withRequestID requestID: PHLivePhotoRequestID) {}
}

/// A Live Photo request's identifier, as `PHLivePhotoRequestID`.
public typealias PHLivePhotoRequestID = Int32

/// The info key of a Live Photo request's error.
public let PHLivePhotoInfoErrorKey = "PHLivePhotoInfoErrorKey"
/// The info key saying whether the photo is a low-quality first answer.
public let PHLivePhotoInfoIsDegradedKey = "PHLivePhotoInfoIsDegradedKey"
/// The info key saying whether the request was cancelled.
public let PHLivePhotoInfoCancelledKey = "PHLivePhotoInfoCancelledKey"
