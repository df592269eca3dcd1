import Foundation

// iOS 15's decoding ahead of display: image loaders decode off the main thread (`image.preparingForDisplay()`) so
// scrolling does not stutter. Images here are decoded when made and drawn by Cairo, so the prepared image is the image.
extension UIImage {
    /// The image decoded for display, as `preparingForDisplay()`: this image.
    public func preparingForDisplay() -> UIImage? { self }

    /// Decodes the image for display and hands it to `completionHandler`, as `prepareForDisplay(completionHandler:)`.
    public func prepareForDisplay(completionHandler: @escaping @Sendable (UIImage?) -> Void) { completionHandler(self) }

    /// A thumbnail that fits `size` (points), as `preparingThumbnail(of:)`: the image drawn at that size, its aspect
    /// ratio kept; `nil` for an image with no pixels.
    public func preparingThumbnail(of size: CGSize) -> UIImage? {
        guard self.size.width > 0, self.size.height > 0, size.width > 0, size.height > 0 else { return nil }
        let scale = min(size.width / self.size.width, size.height / self.size.height)
        let target = CGSize(width: (self.size.width * scale).rounded(), height: (self.size.height * scale).rounded())
        return UIGraphicsImageRenderer(size: target).image { _ in draw(in: CGRect(origin: .zero, size: target)) }
    }
}
