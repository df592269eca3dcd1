import Foundation
import WidgetryFoundation
import WidgetryGraphics
@_spi(WidgetryUIKit) import WidgetryUI

// A bitmap's bytes, as Core Graphics keeps them: image code copies an image through its data provider
// (`CGImage(width:…provider:…)` from `image.dataProvider`, which image libraries do to force decoding) and reads
// its layout. Every bitmap here is 8-bit sRGB with premultiplied alpha last (``CGImage/alphaInfo``), so the provider of
// an image holds those bytes; a bitmap made from bytes in another layout is read through that layout.
extension CGImage {
    /// The bitmap's layout: its ``alphaInfo`` in the default (big-endian) byte order.
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(rawValue: alphaInfo.rawValue) }
    /// The byte order of the bitmap's pixels: the default, as ``bitmapInfo`` says.
    public var byteOrderInfo: CGImageByteOrderInfo { .orderDefault }
    /// The decode array mapping component values: none, as for every bitmap decoded from a file.
    public var decode: UnsafePointer<CGFloat>? { nil }
    /// Whether the bitmap is smoothed when scaled: yes, as Core Graphics' default for decoded images.
    public var shouldInterpolate: Bool { true }
    /// How its colours map to other spaces: the default.
    public var renderingIntent: CGColorRenderingIntent { .defaultIntent }
    /// Whether the bitmap is a mask (`CGImage(maskWidth:…)`): never here.
    public var isMask: Bool { false }

    /// The bitmap's bytes, rows top to bottom, ``bytesPerRow`` apart, in its ``bitmapInfo``'s layout (RGBA,
    /// premultiplied), as `CGImage.dataProvider`; `nil` when it has no pixels.
    public var dataProvider: CGDataProvider? {
        let raster = pixels()
        guard raster.width > 0, raster.height > 0 else { return nil }
        var bytes = raster.rgba
        // Premultiplied, as ``alphaInfo`` says: each colour component scaled by the pixel's alpha, rounded.
        for i in stride(from: 0, to: bytes.count, by: 4) where bytes[i + 3] < 255 {
            let alpha = Int(bytes[i + 3])
            for c in 0..<3 { bytes[i + c] = UInt8((Int(bytes[i + c]) * alpha + 127) / 255) }
        }
        return CGDataProvider(bytes: Data(bytes))
    }

    /// The bitmap's straight-alpha pixels (a crop's alone), drawn at one pixel per pixel.
    package func pixels() -> RasterImage {
        let size = CGSize(width: width, height: height)
        guard size.width > 0, size.height > 0 else { return RasterImage(width: 0, height: 0, rgba: []) }
        return DisplayListRenderer.rasterize(DisplayList(size: size, commands: drawCommands(in: CGRect(origin: .zero, size: size))), scale: 1)
    }

    /// A bitmap of `raster`'s pixels; `nil` when they cannot be encoded (no pixels).
    package convenience init?(raster: RasterImage) {
        guard let png = try? raster.pngData(), let image = UIImage(data: png) else { return nil }
        self.init(image: image)
    }

    /// A bitmap of `width × height` pixels read from `provider`'s bytes, as Core Graphics' initializer: 8 bits per
    /// component, RGB or grey, any alpha layout ``CGContext`` draws into. `nil` for a layout it cannot read (16-bit or
    /// float components, indexed colour) or too few bytes, as Core Graphics answers. The decode array, interpolation
    /// and intent are accepted (sRGB throughout).
    public convenience init?(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
                             space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
                             decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard width > 0, height > 0, bitsPerComponent == 8,
              let layout = PixelLayout(model: space.model, info: bitmapInfo), bitsPerPixel == layout.bytesPerPixel * 8,
              bytesPerRow >= width * layout.bytesPerPixel, provider.bytes.count >= bytesPerRow * (height - 1) + width * layout.bytesPerPixel
        else { return nil }
        let raster = provider.bytes.withUnsafeBytes { buffer in
            layout.raster(buffer.bindMemory(to: UInt8.self).baseAddress!, width: width, height: height, bytesPerRow: bytesPerRow)
        }
        self.init(raster: raster)
    }

    /// The bitmap of the PNG file `source` provides, as `CGImage(pngDataProviderSource:…)`; `nil` when it is not one.
    public convenience init?(pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard source.bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), let image = UIImage(data: source.bytes) else { return nil }
        self.init(image: image)
    }

    /// The bitmap of the JPEG file `source` provides, as `CGImage(jpegDataProviderSource:…)`; `nil` when it is not one.
    public convenience init?(jpegDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard source.bytes.starts(with: [0xFF, 0xD8]), let image = UIImage(data: source.bytes) else { return nil }
        self.init(image: image)
    }
}

/// The byte order of a bitmap's pixels, as Core Graphics' `CGImageByteOrderInfo` (Apple's raw values).
public enum CGImageByteOrderInfo: UInt32, Sendable {
    case orderMask = 0x7000, orderDefault = 0, order16Little = 0x1000, order32Little = 0x2000
    case order16Big = 0x3000, order32Big = 0x4000
}
