import Foundation
import Synchronization
import WidgetryFindings

/// Decoded images, decoded once per path and shared by every thread that holds the store.
///
/// A store is an instance, not a process-wide table: an ``AssetCatalog`` owns one, so reloading a
/// catalog (as `serve --watch` does after an edit) starts from an empty store and the old one is freed.
/// ``shared`` serves code that has no catalog of its own.
public final class ImageStore: Sendable {
    /// The store for images drawn without a catalog.
    public static let shared = ImageStore()

    private enum Entry: Sendable {
        case image(DecodedImage)
        case failed(Finding)
    }

    private let cache = Mutex<[String: Entry]>([:])

    /// An empty store.
    public init() {}

    /// Pixels per point of a decoded PDF (vector) image: its page, one point per PDF unit, drawn at this scale.
    public static let vectorImageScale = CGFloat(PDFRasterizer.scale)

    /// The image's size in pixels, or the finding that says why it cannot be used.
    public func pixelSize(ofImageAt path: String) -> Result<CGSize, ImageProblem> {
        image(at: path).map { CGSize(width: $0.width, height: $0.height) }
    }

    /// How much of the image is opaque, or nil when it cannot be decoded (the drawing reports that).
    public func coverage(ofImageAt path: String) -> ImageCoverage? {
        if let known = coverages.withLock({ $0[path] }) { return known }
        guard case .success(let image) = image(at: path) else { return nil }
        let coverage = image.coverage
        coverages.withLock { $0[path] = coverage }
        return coverage
    }

    private let coverages = Mutex<[String: ImageCoverage]>([:])

    /// How many paths the store holds.
    public var count: Int { cache.withLock { $0.count } }

    /// Forgets every decoded image, so that edited files are read again.
    public func removeAll() {
        cache.withLock { $0.removeAll() }
        coverages.withLock { $0.removeAll() }
    }

    /// The decoded image, or why it is unusable.
    func image(at path: String) -> Result<DecodedImage, ImageProblem> {
        // Decoding inside the lock means two threads never decode the same file twice; widgets use few images.
        let entry = cache.withLock { cache -> Entry in
            if let entry = cache[path] { return entry }
            let entry: Entry
            switch ImageDecoder.decode(path: path) {
            case .success(let image):
                entry = .image(image)
            case .failure(.missing):
                entry = .failed(Finding(kind: .missingImage, message: "image '\(path)' does not exist; a placeholder is drawn instead",
                                        suggestion: "check the path, or add the file to your widget's resources"))
            case .failure(.unreadable(let reason)):
                entry = .failed(Finding(kind: .unreadableImage, message: "image '\(path)' cannot be decoded (\(reason)); a placeholder is drawn instead",
                                        suggestion: "save it as PNG or JPEG"))
            }
            cache[path] = entry
            return entry
        }
        switch entry {
        case .image(let image): return .success(image)
        case .failed(let finding): return .failure(ImageProblem(finding: finding))
        }
    }
}

/// Why an image cannot be drawn, as the finding to report on the view that shows it.
public struct ImageProblem: Error, Sendable {
    /// The finding, without a path (the view that asked adds its own).
    public var finding: Finding
}
