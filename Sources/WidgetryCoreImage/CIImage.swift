import Foundation
import WidgetryFoundation
import WidgetryUIKit

/// An image recipe, as Core Image's `CIImage`. Core Image's filters run on Apple's GPU pipeline, which
/// Linux lacks: an image made from a `UIImage` keeps it and its extent, and converting it back gives that
/// image unchanged; filters produce no output (see ``CIFilter``).
public final class CIImage: @unchecked Sendable {
    // `@unchecked`: immutable.
    /// The image's rectangle in pixels.
    public let extent: CGRect
    /// The `UIImage` the recipe starts from, if any.
    let source: UIImage?

    init(source: UIImage?, extent: CGRect) { self.source = source; self.extent = extent }

    /// An image of `image`'s pixels; `nil` for an image with no pixels here (a symbol stand-in).
    public convenience init?(image: UIImage) {
        let size = image.size
        guard size.width > 0, size.height > 0 else { return nil }
        self.init(source: image, extent: CGRect(x: 0, y: 0, width: size.width * image.scale, height: size.height * image.scale))
    }
    /// An image of a solid `color`, of infinite extent; drawn as nothing here.
    public convenience init(color: CIColor) { self.init(source: nil, extent: .infinite) }
    /// An empty image.
    public static var empty: CIImage { CIImage(source: nil, extent: .zero) }

    /// The image transformed: its extent moves as the transform says; the pixels are the source's, unchanged.
    public func transformed(by transform: CGAffineTransform) -> CIImage {
        CIImage(source: source, extent: extent.isInfinite ? extent : extent.applying(transform))
    }
    /// The image cropped to `rect`; the extent only.
    public func cropped(to rect: CGRect) -> CIImage { CIImage(source: source, extent: extent.intersection(rect)) }
}

/// A colour for Core Image, as `CIColor`.
public struct CIColor: Sendable, Hashable {
    public var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) { self.red = red; self.green = green; self.blue = blue; self.alpha = alpha }
    public static let black = CIColor(red: 0, green: 0, blue: 0)
    public static let white = CIColor(red: 1, green: 1, blue: 1)
    public static let clear = CIColor(red: 0, green: 0, blue: 0, alpha: 0)
}

/// A bitmap, as Core Graphics' `CGImage`: here the `UIImage` it was made from.
public final class CGImage: @unchecked Sendable {
    // `@unchecked`: immutable.
    let image: UIImage
    init(image: UIImage) { self.image = image }
    /// Width in pixels.
    public var width: Int { Int(image.size.width * image.scale) }
    /// Height in pixels.
    public var height: Int { Int(image.size.height * image.scale) }
}

extension UIImage {
    /// The image a Core Image recipe gives: its source image, unfiltered.
    public convenience init(ciImage: CIImage) {
        self.init(copying: ciImage.source ?? .unrenderable)
    }
    /// The image of a bitmap.
    public convenience init(cgImage: CGImage) { self.init(copying: cgImage.image) }
    /// The image of a bitmap at `scale`.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) { self.init(copying: cgImage.image) }
    /// An image's orientation, as `UIImage.Orientation`; accepted.
    public enum Orientation: Int, Sendable { case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored }
    /// The Core Image recipe of this image.
    public var ciImage: CIImage? { CIImage(image: self) }
    /// The bitmap of this image (the image itself here), as `UIImage.cgImage`.
    public var cgImage: CGImage? { CGImage(image: self) }
    /// How the image is oriented: always upright here.
    public var imageOrientation: Orientation { .up }
}

extension CGImage {
    /// The part of the bitmap inside `rect` (pixels), as `CGImage.cropping(to:)`: `nil` outside the bitmap, else
    /// accepted and drawn whole (Widgetry keeps the source image, not its pixels).
    public func cropping(to rect: CGRect) -> CGImage? {
        rect.intersects(CGRect(x: 0, y: 0, width: width, height: height)) ? self : nil
    }
}

/// Where Core Image renders, as `CIContext`.
public final class CIContext: @unchecked Sendable {
    // `@unchecked`: stateless.
    /// A context; `options` are accepted.
    public init(options: [CIContextOption: Any]? = nil) {}
    /// A bitmap of `image`: its source image, unfiltered; `nil` for a filter's output (there is none).
    public func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? { image.source.map(CGImage.init(image:)) }
}

/// A context option, as `CIContextOption`.
public struct CIContextOption: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let useSoftwareRenderer = CIContextOption(rawValue: "useSoftwareRenderer")
    public static let highQualityDownsample = CIContextOption(rawValue: "highQualityDownsample")
    public static let workingColorSpace = CIContextOption(rawValue: "workingColorSpace")
}
