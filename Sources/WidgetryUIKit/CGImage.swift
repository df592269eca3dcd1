import Foundation
import WidgetryFoundation
import WidgetryGraphics
@_spi(WidgetryUIKit) import WidgetryUI

/// A bitmap, as Core Graphics' `CGImage` (`UIImage.cgImage`, `CGContext.makeImage()`, `CIContext.createCGImage`):
/// here the ``UIImage`` it was made from and, for a crop, the rectangle of its pixels it keeps. Linux has no Core
/// Graphics; the pixels are read with Cairo when the bitmap is drawn into a ``CGContext``.
public final class CGImage: @unchecked Sendable {
    // `@unchecked`: immutable.
    /// The image whose pixels these are.
    package let image: UIImage
    /// The part of the image's pixels kept (origin top-left, in pixels); `nil` for all of them.
    package let crop: CGRect?

    /// The bitmap of `image`, or of the part `crop` (pixels, origin top-left) of it.
    package init(image: UIImage, crop: CGRect? = nil) {
        self.image = image
        self.crop = crop
    }

    /// The size of the whole image in pixels.
    var fullPixelSize: CGSize { CGSize(width: image.size.width * image.scale, height: image.size.height * image.scale) }
    /// Width in pixels.
    public var width: Int { Int(crop?.width ?? fullPixelSize.width) }
    /// Height in pixels.
    public var height: Int { Int(crop?.height ?? fullPixelSize.height) }
    /// Bits per colour component: 8, as the PNG and JPEG bitmaps decoded here have.
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel: four 8-bit components.
    public var bitsPerPixel: Int { 32 }
    /// Bytes per row of pixels.
    public var bytesPerRow: Int { width * 4 }
    /// Where alpha is in a pixel: last, premultiplied (RGBA), as the bitmaps drawn here are read.
    public var alphaInfo: CGImageAlphaInfo { .premultipliedLast }
    /// The colour space: device RGB.
    public var colorSpace: CGColorSpace? { CGColorSpaceCreateDeviceRGB() }

    /// A copy of the bitmap, as `CGImage.copy()`.
    public func copy() -> CGImage? { CGImage(image: image, crop: crop) }
    /// A copy of the bitmap in `space`, as `copy(colorSpace:)`: the pixels are kept (every bitmap here is sRGB);
    /// `nil` for a space that is neither RGB nor grey.
    public func copy(colorSpace space: CGColorSpace) -> CGImage? {
        space.model == .rgb || space.model == .monochrome ? copy() : nil
    }

    /// The part of the bitmap inside `rect` (pixels, origin top-left), as `CGImage.cropping(to:)`: the rectangle is
    /// made integral and clipped to the bitmap; `nil` when nothing of it is inside.
    public func cropping(to rect: CGRect) -> CGImage? {
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        let inside = rect.integral.intersection(bounds)
        guard !inside.isNull, inside.width > 0, inside.height > 0 else { return nil }
        let origin = crop?.origin ?? .zero
        return CGImage(image: image, crop: inside.offsetBy(dx: origin.x, dy: origin.y))
    }

    /// The bitmap's pixels as an image of its own (a crop drawn on its own, one pixel per point); `nil` when there are none.
    package func renderedImage() -> UIImage? {
        let size = CGSize(width: width, height: height)
        guard size.width > 0, size.height > 0 else { return nil }
        let list = DisplayList(size: size, commands: drawCommands(in: CGRect(origin: .zero, size: size)))
        guard let png = try? DisplayListRenderer.render(list, format: .png, scale: 1) else { return nil }
        return UIImage(data: png)
    }

    /// The commands drawing this bitmap stretched into `rect` (points, origin top-left): the whole image drawn so
    /// that the kept part lands on `rect`, clipped to it.
    func drawCommands(in rect: CGRect) -> [DrawCommand] {
        guard let crop else { return image.drawCommands(in: rect) }
        let full = fullPixelSize
        guard crop.width > 0, crop.height > 0 else { return [] }
        let scaleX = rect.width / crop.width, scaleY = rect.height / crop.height
        let whole = CGRect(x: rect.minX - crop.minX * scaleX, y: rect.minY - crop.minY * scaleY,
                           width: full.width * scaleX, height: full.height * scaleY)
        return [.beginClip(.rectangle, rect)] + image.drawCommands(in: whole) + [.endClip]
    }
}

extension UIImage {
    /// The commands drawing this image stretched into `rect`: a file's pixels; a named image looked up in the asset
    /// catalog of the view being built (nothing outside a view); a symbol as its Material Icons stand-in.
    func drawCommands(in rect: CGRect) -> [DrawCommand] {
        switch source {
        case .file(let path, _):
            return [.image(path: path, rect, .stretch)]
        case .named(let name):
            guard let asset = EnvironmentValues.ofCurrentView.assetCatalog.image(named: name) else { return [] }
            return [.image(path: asset.path, rect, .stretch)]
        case .system(let name):
            let black = RGBAColor(red: 0, green: 0, blue: 0, alpha: 1)
            // The Material Icons stand-in with its ink fitted to the rectangle, as a resizable `Image(systemName:)`;
            // the labelled placeholder when there is none.
            if let standIn = SymbolStandIn(symbolName: name), let unit = standIn.inkBounds(fontSize: 1), unit.width > 0, unit.height > 0 {
                let fontSize = min(rect.width / unit.width, rect.height / unit.height)
                return [.symbolStandIn(standIn, fontSize: fontSize, rect, black)]
            }
            return [.symbolPlaceholder(name: name, rect, black)]
        }
    }
}
