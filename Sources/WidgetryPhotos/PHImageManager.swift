import Foundation
import WidgetryUIKit

/// How an image fills the size asked for, as `PHImageContentMode`.
public enum PHImageContentMode: Int, Sendable { case aspectFit = 0, aspectFill = 1
    public static let `default` = PHImageContentMode.aspectFit
}

/// How an image is delivered, as `PHImageRequestOptions`.
open class PHImageRequestOptions: NSObject, @unchecked Sendable {
    /// Quality against speed, as `PHImageRequestOptionsDeliveryMode`.
    public enum DeliveryMode: Int, Sendable { case opportunistic = 0, highQualityFormat, fastFormat }
    /// How the image is resized, as `PHImageRequestOptionsResizeMode`.
    public enum ResizeMode: Int, Sendable { case none = 0, fast, exact }
    /// Quality against speed.
    open var deliveryMode: DeliveryMode = .opportunistic
    /// How the image is resized.
    open var resizeMode: ResizeMode = .fast
    /// Whether the handler is called before the request returns.
    open var isSynchronous = false
    /// Whether iCloud may be asked.
    open var isNetworkAccessAllowed = false
    public override init() { super.init() }
}

/// The largest size an asset has.
public let PHImageManagerMaximumSize = CGSize(width: -1, height: -1)
/// `info` key: the request was cancelled.
public let PHImageCancelledKey = "PHImageCancelledKey"
/// `info` key: the error.
public let PHImageErrorKey = "PHImageErrorKey"
/// `info` key: whether the image is a low-quality first delivery.
public let PHImageResultIsDegradedKey = "PHImageResultIsDegradedKey"
/// `info` key: the asset is in iCloud only.
public let PHImageResultIsInCloudKey = "PHImageResultIsInCloudKey"

/// A request's identifier, as `PHImageRequestID`.
public typealias PHImageRequestID = Int32

/// Loads images of assets, as `PHImageManager`. No asset exists here, so every request answers `nil` with
/// the error in `info` (as iOS does for an asset it cannot load).
open class PHImageManager: NSObject, @unchecked Sendable {
    private static let shared = PHImageManager()
    /// The shared manager.
    open class func `default`() -> PHImageManager { shared }

    /// Asks for `asset`'s image: `resultHandler` gets `nil` and an error at once.
    @discardableResult
    open func requestImage(for asset: PHAsset, targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?,
                           resultHandler: @escaping (UIImage?, [AnyHashable: Any]?) -> Void) -> PHImageRequestID {
        resultHandler(nil, [PHImageErrorKey: PHPhotosError(.accessUserDenied)])
        return 1
    }
    /// Asks for `asset`'s bytes: `resultHandler` gets `nil`.
    @discardableResult
    open func requestImageDataAndOrientation(for asset: PHAsset, options: PHImageRequestOptions?,
                                             resultHandler: @escaping (Data?, String?, Int, [AnyHashable: Any]?) -> Void) -> PHImageRequestID {
        resultHandler(nil, nil, 0, [PHImageErrorKey: PHPhotosError(.accessUserDenied)])
        return 1
    }
    /// Cancels a request.
    open func cancelImageRequest(_ requestID: PHImageRequestID) {}
}

/// A manager that keeps images ready, as `PHCachingImageManager`.
open class PHCachingImageManager: PHImageManager, @unchecked Sendable {
    /// Starts caching (nothing to cache).
    open func startCachingImages(for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?) {}
    /// Stops caching.
    open func stopCachingImages(for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?) {}
    /// Stops all caching.
    open func stopCachingImagesForAllAssets() {}
}
