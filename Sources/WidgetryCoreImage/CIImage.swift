import Foundation
import WidgetryFoundation
import WidgetryUI
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
    /// The part of the source's pixels the recipe keeps (origin top-left), for an image made from a cropped bitmap.
    let crop: CGRect?

    init(source: UIImage?, extent: CGRect, crop: CGRect? = nil) { self.source = source; self.extent = extent; self.crop = crop }

    /// An image of a bitmap's pixels, as `CIImage(cgImage:)`: its extent is the bitmap's size in pixels.
    public convenience init(cgImage: CGImage) {
        self.init(source: cgImage.image, extent: CGRect(x: 0, y: 0, width: cgImage.width, height: cgImage.height), crop: cgImage.crop)
    }
    /// An image of a bitmap's pixels; `options` are accepted.
    public convenience init(cgImage: CGImage, options: [CIImageOption: Any]?) { self.init(cgImage: cgImage) }

    /// The image's bitmap, as `CIImage.cgImage`: for an image made from one, that bitmap; else `nil`, as on iOS.
    public var cgImage: CGImage? { source.map { CGImage(image: $0, crop: crop) } }

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
        CIImage(source: source, extent: extent.isInfinite ? extent : extent.applying(transform), crop: crop)
    }
    /// The image through the filter `filterName` with `parameters`, as `CIImage.applyingFilter(_:parameters:)`: filters
    /// give no output here (``CIFilter``), so the image is returned as it is and the call is noted.
    public func applyingFilter(_ filterName: String, parameters: [String: Any] = [:]) -> CIImage {
        _ = SkippedEffects.note("CoreImage", "CIImage.applyingFilter(\(filterName)) returns the image unfiltered; Core Image filters are not run")
        return self
    }

    /// The image cropped to `rect`; the extent only.
    public func cropped(to rect: CGRect) -> CIImage { CIImage(source: source, extent: extent.intersection(rect), crop: crop) }

    /// The source pixels under `rect` (Core Image's coordinates: origin bottom-left, in the extent's units), origin
    /// top-left, as a crop of the source; `nil` when nothing of it is inside. Exact for an image not scaled by a transform.
    func sourceCrop(of rect: CGRect) -> CGRect? {
        let inside = rect.intersection(extent)
        guard !inside.isNull, inside.width > 0, inside.height > 0 else { return nil }
        let base = crop?.origin ?? .zero
        return CGRect(x: base.x + inside.minX - extent.minX, y: base.y + extent.maxY - inside.maxY, width: inside.width, height: inside.height)
    }
}

/// An option for making a `CIImage`, as `CIImageOption`.
public struct CIImageOption: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The colour space to read the bitmap in.
    public static let colorSpace = CIImageOption(rawValue: "colorSpace")
    /// Whether the image is oriented by its metadata.
    public static let applyOrientationProperty = CIImageOption(rawValue: "applyOrientationProperty")
}

/// A colour for Core Image, as `CIColor`.
public struct CIColor: Sendable, Hashable {
    public var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) { self.red = red; self.green = green; self.blue = blue; self.alpha = alpha }
    public static let black = CIColor(red: 0, green: 0, blue: 0)
    public static let white = CIColor(red: 1, green: 1, blue: 1)
    public static let clear = CIColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// The components of a UIKit colour, as `CIColor(color:)`: its sRGB components as `getRed(_:green:blue:alpha:)`
    /// answers them.
    public init(color: UIColor) {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
}

extension UIImage {
    /// The image a Core Image recipe gives: its source image, unfiltered.
    public convenience init(ciImage: CIImage) {
        self.init(copying: ciImage.source ?? .unrenderable)
    }
    /// The image of a bitmap: a cropped bitmap's pixels are drawn into an image of the crop's size.
    public convenience init(cgImage: CGImage) {
        if cgImage.crop != nil, let cropped = cgImage.renderedImage() {
            self.init(copying: cropped)
        } else {
            self.init(copying: cgImage.image)
        }
    }
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

/// Where Core Image renders, as `CIContext`.
public final class CIContext: @unchecked Sendable {
    // `@unchecked`: stateless.
    /// A context; `options` are accepted.
    public init(options: [CIContextOption: Any]? = nil) {}
    /// A bitmap of the part `fromRect` (Core Image's coordinates, origin bottom-left) of `image`: its source pixels
    /// there, unfiltered; `nil` for a filter's output (there is none) or a rectangle outside the image.
    public func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? {
        guard let source = image.source else { return nil }
        if fromRect.contains(image.extent), image.crop == nil { return CGImage(image: source) }
        return image.sourceCrop(of: fromRect).map { CGImage(image: source, crop: $0) }
    }

    /// Writes the part `bounds` of `image` into `data` (rows `rowBytes` apart) in `format`, as Core Image renders to
    /// a bitmap: the image's source pixels there (8-bit RGBA, BGRA or ARGB, premultiplied); nothing is written for a
    /// filter's output, which has none here, so the caller's bytes keep their values. `colorSpace` is accepted (sRGB).
    public func render(_ image: CIImage, toBitmap data: UnsafeMutableRawPointer, rowBytes: Int, bounds: CGRect,
                       format: CIFormat, colorSpace: CGColorSpace?) {
        guard let order = format.channelOrder, let bitmap = createCGImage(image, from: bounds),
              let bytes = bitmap.dataProvider?.data as Data? else { return }
        let width = min(bitmap.width, Int(bounds.width)), height = min(bitmap.height, Int(bounds.height))
        guard width > 0, height > 0, rowBytes >= width * 4 else { return }
        let target = data.assumingMemoryBound(to: UInt8.self)
        for y in 0..<height {
            for x in 0..<width {
                let source = y * bitmap.bytesPerRow + x * 4
                for (offset, channel) in order.enumerated() { target[y * rowBytes + x * 4 + offset] = bytes[source + channel] }
            }
        }
    }
}

/// A bitmap's pixel format, as Core Image's `CIFormat` (the 8-bit ones are rendered into; others are accepted).
public struct CIFormat: Hashable, Sendable, RawRepresentable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }
    public static let ARGB8 = CIFormat(rawValue: 0x0000_0108)
    public static let BGRA8 = CIFormat(rawValue: 0x0000_0208)
    public static let RGBA8 = CIFormat(rawValue: 0x0000_0308)
    public static let RGBAh = CIFormat(rawValue: 0x0000_0310)
    public static let RGBAf = CIFormat(rawValue: 0x0000_0320)
    public static let A8 = CIFormat(rawValue: 0x0000_0408)
    public static let L8 = CIFormat(rawValue: 0x0000_0508)

    /// Where each byte of a pixel comes from in an RGBA pixel, for the 8-bit four-channel formats.
    var channelOrder: [Int]? {
        switch self {
        case .RGBA8: [0, 1, 2, 3]
        case .BGRA8: [2, 1, 0, 3]
        case .ARGB8: [3, 0, 1, 2]
        default: nil
        }
    }
}

/// A context option, as `CIContextOption`.
public struct CIContextOption: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let useSoftwareRenderer = CIContextOption(rawValue: "useSoftwareRenderer")
    public static let highQualityDownsample = CIContextOption(rawValue: "highQualityDownsample")
    public static let workingColorSpace = CIContextOption(rawValue: "workingColorSpace")
}
