import CoreMedia
import Foundation
import WidgetryUIKit

/// A timed audiovisual resource, as AVFoundation's `AVAsset`: image code asks it for a video's frames. Linux has no
/// media decoder here, so an asset has no known duration and no tracks; its URL is kept.
open class AVAsset: NSObject, @unchecked Sendable {
    /// The asset at `url`, as `AVAsset(url:)`. On iOS that is an `AVURLAsset`; a Swift initializer cannot return a
    /// subclass, so here it is an `AVAsset`, and a cast to `AVURLAsset` fails (image code then keys by something else).
    public convenience init(url URL: URL) { self.init(loading: URL) }

    init(loading url: URL) { super.init() }

    /// The asset's length: indefinite, as nothing is decoded to learn it.
    open var duration: CMTime { .indefinite }
    /// Whether a player could play it: no media is played in a check.
    open var isPlayable: Bool { false }
}

/// An asset read from a URL, as `AVURLAsset`.
open class AVURLAsset: AVAsset, @unchecked Sendable {
    /// Where the asset is.
    public let url: URL

    /// The asset at `URL`; `options` are accepted.
    public init(url URL: URL, options: [String: Any]? = nil) {
        url = URL
        super.init(loading: URL)
    }

    override init(loading url: URL) {
        self.url = url
        super.init(loading: url)
    }
}

/// Makes still images of an asset's video, as AVFoundation's `AVAssetImageGenerator` (thumbnail providers of image
/// libraries). No video is decoded on Linux: every request fails with AVFoundation's "cannot decode" error, so
/// image code shows its placeholder or failure image — as it does on iOS for a file it cannot read.
open class AVAssetImageGenerator: NSObject, @unchecked Sendable {
    /// Whether a request ended with an image, failed or was cancelled, as `AVAssetImageGenerator.Result`.
    public enum Result: Int, Sendable { case succeeded = 0, failed = 1, cancelled = 2 }
    /// The handler of `generateCGImagesAsynchronously(forTimes:completionHandler:)`.
    public typealias CompletionHandler = @Sendable (CMTime, CGImage?, CMTime, Result, (any Error)?) -> Void

    /// The asset images are made from.
    public let asset: AVAsset
    /// Whether the track's orientation is applied.
    open var appliesPreferredTrackTransform = false
    /// The largest image made (zero: the video's size).
    open var maximumSize: CGSize = .zero
    /// How far before a requested time an image may be taken.
    open var requestedTimeToleranceBefore: CMTime = .positiveInfinity
    /// How far after a requested time an image may be taken.
    open var requestedTimeToleranceAfter: CMTime = .positiveInfinity

    /// A generator of `asset`'s images.
    public init(asset: AVAsset) {
        self.asset = asset
        super.init()
    }

    /// The error every request ends with: AVFoundation's `AVErrorDecoderNotFound` (-11833), as iOS reports for media
    /// it has no decoder for.
    static func cannotDecode(_ asset: AVAsset) -> NSError {
        NSError(domain: "AVFoundationErrorDomain", code: -11_833, userInfo: [
            NSLocalizedDescriptionKey: "Cannot Decode",
            NSLocalizedFailureReasonErrorKey: "Widgetry decodes no video on Linux: \((asset as? AVURLAsset)?.url.lastPathComponent ?? "the asset") has no frames here",
        ])
    }

    /// The image at `requestedTime`, as `copyCGImage(at:actualTime:)`: throws the ``cannotDecode(_:)`` error.
    open func copyCGImage(at requestedTime: CMTime, actualTime: UnsafeMutablePointer<CMTime>?) throws -> CGImage {
        actualTime?.pointee = .invalid
        throw Self.cannotDecode(asset)
    }

    /// Calls `handler` once per requested time, off the caller's thread as AVFoundation does, each with `.failed` and
    /// the ``cannotDecode(_:)`` error (`.cancelled` after ``cancelAllCGImageGeneration()``).
    open func generateCGImagesAsynchronously(forTimes requestedTimes: [NSValue], completionHandler handler: @escaping CompletionHandler) {
        let times = requestedTimes.map(\.timeValue)
        let error = Self.cannotDecode(asset)
        let cancelled = self.cancelled
        DispatchQueue.global().async {
            for time in times {
                cancelled.value ? handler(time, nil, .invalid, .cancelled, nil) : handler(time, nil, .invalid, .failed, error)
            }
        }
    }

    /// Cancels the requests not yet answered.
    open func cancelAllCGImageGeneration() { cancelled.value = true }

    private let cancelled = CancelFlag()
}

/// Whether a generator's requests were cancelled, read from the thread answering them.
private final class CancelFlag: @unchecked Sendable {
    // `@unchecked`: guarded by `lock`.
    private let lock = NSLock()
    private var flag = false
    var value: Bool {
        get { lock.withLock { flag } }
        set { lock.withLock { flag = newValue } }
    }
}
