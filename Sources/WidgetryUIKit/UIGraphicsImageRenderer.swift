import Foundation
@_spi(WidgetryUIKit) import WidgetryUI
import WidgetryGraphics

/// The options of a ``UIGraphicsImageRenderer``, as UIKit's `UIGraphicsImageRendererFormat`.
open class UIGraphicsImageRendererFormat: @unchecked Sendable {
    // `@unchecked`: a format is configured, then handed to one renderer, as in UIKit.
    /// Pixels per point; the screen's scale by default.
    open var scale: CGFloat
    /// Whether the image has no transparency (unpainted pixels are black).
    open var opaque: Bool
    /// The colour range; accepted (images are standard-range sRGB here).
    open var preferredRange: Range = .automatic

    /// The colour range of the image, as `UIGraphicsImageRendererFormat.Range`.
    public enum Range: Int, Sendable { case unspecified = -1, automatic = 0, extended = 1, standard = 2 }

    /// The screen's scale, transparent.
    public init() { scale = UIScreen.main.scale; opaque = false }

    /// The screen's scale, transparent (UIKit's `default()`, deprecated for ``preferred()``).
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    /// The screen's scale, transparent.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What a ``UIGraphicsImageRenderer``'s drawing closure is given, as `UIGraphicsImageRendererContext`.
/// Drawing goes through UIKit's calls (`UIImage.draw(in:)`, `UIBezierPath.fill()`) or the Core Graphics context.
open class UIGraphicsImageRendererContext: @unchecked Sendable {
    // `@unchecked`: used only inside the drawing closure, on its thread.
    /// The format the image is drawn with.
    public let format: UIGraphicsImageRendererFormat
    /// The Core Graphics context of the image being drawn (origin top-left, in points).
    public let cgContext: CGContext

    init(format: UIGraphicsImageRendererFormat, cgContext: CGContext) {
        self.format = format
        self.cgContext = cgContext
    }

    /// What has been drawn so far.
    open var currentImage: UIImage { UIGraphicsGetImageFromCurrentImageContext() ?? .unrenderable }

    /// Fills `rect` with the fill colour (`UIColor.setFill()`), as `UIRectFill`.
    open func fill(_ rect: CGRect) { UIRectFill(rect) }

    /// Outlines `rect` in the stroke colour, as `UIRectFrame`.
    open func stroke(_ rect: CGRect) { UIRectFrame(rect) }

    /// Narrows the clip to `rect` for the rest of the drawing.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Draws into a new bitmap image, as UIKit's `UIGraphicsImageRenderer`
/// (https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer): the drawing closure runs in
/// an image context like `UIGraphicsBeginImageContextWithOptions`'s, whose display list Cairo renders.
open class UIGraphicsImageRenderer: @unchecked Sendable {
    // `@unchecked`: a renderer is immutable once made.
    /// The image's size in points.
    public let size: CGSize
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer of images of `size` with `format`.
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) { self.size = size; self.format = format }
    /// A renderer of images of `size` at the screen's scale.
    public convenience init(size: CGSize) { self.init(size: size, format: .preferred()) }
    /// A renderer of images of `bounds`' size.
    public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .preferred()) {
        self.init(size: bounds.size, format: format)
    }

    /// The image `actions` draw.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        UIGraphicsBeginImageContextWithOptions(size, format.opaque, format.scale)
        defer { UIGraphicsEndImageContext() }
        if let context = UIGraphicsGetCurrentContext() { actions(UIGraphicsImageRendererContext(format: format, cgContext: context)) }
        return UIGraphicsGetImageFromCurrentImageContext() ?? .unrenderable
    }

    /// The image `actions` draw, as PNG.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// The image `actions` draw, as JPEG.
    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }
}

extension UIImage {
    /// A renderer format with this image's scale, as UIKit's `imageRendererFormat`.
    public var imageRendererFormat: UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return format
    }
}

extension UIImage {
    /// What a renderer returns if Cairo cannot render its drawing (a size too large for a surface): the
    /// photo symbol's stand-in, so the problem shows in the widget rather than stopping it.
    package static var unrenderable: UIImage { UIImage(source: .system("photo"), scale: 1) }
}
