// `import QuickLookThumbnailing`: thumbnails and icons of files, which shared code shows beside a file's name
// (https://developer.apple.com/documentation/quicklookthumbnailing). Linux has none of Apple's thumbnail extensions: every
// request fails with `QLThumbnailError.Code.generationFailed`, as iOS answers for a file it has no thumbnail for, so code
// shows its placeholder icon; the first request says so in a note. See docs/compatibility.md.
@_exported import Foundation
import WidgetryFoundation
import WidgetryUIKit

/// Makes thumbnails of files, as QuickLookThumbnailing's `QLThumbnailGenerator`.
public final class QLThumbnailGenerator: @unchecked Sendable {
    // `@unchecked`: no state.
    /// The shared generator.
    public static let shared = QLThumbnailGenerator()

    /// A generator (apps use ``shared``).
    public init() {}

    /// What a thumbnail is asked for, as `QLThumbnailGenerator.Request`.
    public final class Request: NSObject, @unchecked Sendable {
        // `@unchecked`: configured before it is handed to the generator, as on iOS.
        /// The file.
        public let fileURL: URL
        /// The largest size wanted, in points.
        public let size: CGSize
        /// The screen scale the thumbnail is for.
        public let scale: CGFloat
        /// Which kinds of representation are wanted.
        public let representationTypes: RepresentationTypes
        /// Whether the thumbnail is drawn as an icon (with a frame or page curl).
        public var iconMode = false
        /// The smallest side a thumbnail may have.
        public var minimumDimension: CGFloat = 0

        /// A request for `fileURL`'s thumbnail at `size` and `scale`.
        public init(fileAt fileURL: URL, size: CGSize, scale: CGFloat, representationTypes: RepresentationTypes) {
            self.fileURL = fileURL
            self.size = size
            self.scale = scale
            self.representationTypes = representationTypes
            super.init()
        }

        /// Kinds of representation, as `QLThumbnailGenerator.Request.RepresentationTypes`.
        public struct RepresentationTypes: OptionSet, Sendable, Hashable {
            public let rawValue: UInt
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// The file type's icon.
            public static let icon = RepresentationTypes(rawValue: 1 << 0)
            /// A quick, low-quality thumbnail.
            public static let lowQualityThumbnail = RepresentationTypes(rawValue: 1 << 1)
            /// The file's thumbnail.
            public static let thumbnail = RepresentationTypes(rawValue: 1 << 2)
            /// Every kind.
            public static let all: RepresentationTypes = [.icon, .lowQualityThumbnail, .thumbnail]
        }
    }

    /// The best thumbnail of `request`'s file: throws ``QLThumbnailError`` `.generationFailed` here.
    public func generateBestRepresentation(for request: Request) async throws -> QLThumbnailRepresentation {
        throw Self.unavailable(request)
    }

    /// Calls `completion` with the best thumbnail or the error: ``QLThumbnailError`` `.generationFailed` here.
    public func generateBestRepresentation(for request: Request,
                                           completion: @escaping @Sendable (QLThumbnailRepresentation?, (any Error)?) -> Void) {
        let error = Self.unavailable(request)
        DispatchQueue.global().async { completion(nil, error) }
    }

    /// Calls `update` with each representation as it comes, then the error: only the error here.
    public func generateRepresentations(for request: Request,
                                        update: (@Sendable (QLThumbnailRepresentation?, QLThumbnailRepresentation.RepresentationType,
                                                            (any Error)?) -> Void)? = nil) {
        let error = Self.unavailable(request)
        DispatchQueue.global().async { update?(nil, .thumbnail, error) }
    }

    /// Cancels `request`: nothing is in flight here.
    public func cancel(_ request: Request) {}

    private static func unavailable(_ request: Request) -> QLThumbnailError {
        SkippedEffects.note("QuickLookThumbnailing", "QLThumbnailGenerator has no thumbnail extensions on Linux: requests fail with QLThumbnailError.generationFailed, as iOS answers for a file it cannot preview, so the code's placeholder is shown")
        return QLThumbnailError(.generationFailed, userInfo: [NSFilePathErrorKey: request.fileURL.path])
    }
}

/// A thumbnail, as QuickLookThumbnailing's `QLThumbnailRepresentation` (never made here: no request succeeds).
public final class QLThumbnailRepresentation: NSObject, @unchecked Sendable {
    /// The kind of thumbnail.
    public let type: RepresentationType
    /// The thumbnail as a Core Graphics image.
    public let cgImage: CGImage
    /// The thumbnail as a UIKit image.
    public let uiImage: UIImage
    /// The part of the image the file's content fills.
    public let contentRect: CGRect

    init(type: RepresentationType, cgImage: CGImage, uiImage: UIImage, contentRect: CGRect) {
        self.type = type
        self.cgImage = cgImage
        self.uiImage = uiImage
        self.contentRect = contentRect
    }

    /// A representation's kind, as `QLThumbnailRepresentation.RepresentationType`.
    public enum RepresentationType: Int, Sendable {
        case icon, lowQualityThumbnail, thumbnail
    }
}

/// Why a thumbnail could not be made, as QuickLookThumbnailing's `QLThumbnailError`.
public struct QLThumbnailError: Error, CustomNSError, Hashable, Sendable {
    /// The error's code, as `QLThumbnailError.Code`.
    public enum Code: Int, Sendable {
        case generationFailed = 0, savingToURLFailed, noCachedThumbnail, noCloudThumbnail, requestInvalid, requestCancelled
    }
    /// QuickLookThumbnailing's error domain.
    public static let errorDomain = "QLThumbnailErrorDomain"
    /// The code.
    public let code: Code
    /// Details (the file's path).
    public let userInfo: [String: String]

    init(_ code: Code, userInfo: [String: String] = [:]) {
        self.code = code
        self.userInfo = userInfo
    }

    /// Code failing with a generation failure (matched as `QLThumbnailError.generationFailed`).
    public static var generationFailed: Code { .generationFailed }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { userInfo }
}
