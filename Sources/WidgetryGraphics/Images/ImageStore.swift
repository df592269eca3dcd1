import Foundation
import Synchronization

/// Decoded images, shared by every thread and decoded once per path.
public enum ImageStore {
    private enum Entry: Sendable {
        case image(DecodedImage)
        case failed
    }

    private static let cache = Mutex<[String: Entry]>([:])

    /// The image's size in pixels, or `nil` (with a warning) when the file is missing or unreadable.
    public static func pixelSize(ofImageAt path: String) -> CGSize? {
        image(at: path).map { CGSize(width: $0.width, height: $0.height) }
    }

    /// The decoded image, or `nil` after reporting why it is unusable.
    static func image(at path: String) -> DecodedImage? {
        // Decoding inside the lock means two threads never decode the same file twice; widgets use few images.
        let entry = cache.withLock { cache -> Entry in
            if let entry = cache[path] { return entry }
            let entry: Entry
            switch ImageDecoder.decode(path: path) {
            case .success(let image):
                entry = .image(image)
            case .failure(.missing):
                entry = .failed
                WarningCenter.shared.report(GraphicsWarning(
                    kind: .missingImage(path),
                    message: "image '\(path)' does not exist; a placeholder is drawn instead. "
                        + "Check the path, or add the file to your widget's resources."))
            case .failure(.unreadable(let reason)):
                entry = .failed
                WarningCenter.shared.report(GraphicsWarning(
                    kind: .unreadableImage(path),
                    message: "image '\(path)' cannot be decoded (\(reason)); a placeholder is drawn instead. "
                        + "Save it as PNG or JPEG."))
            }
            cache[path] = entry
            return entry
        }
        if case .image(let image) = entry { return image }
        return nil
    }
}
