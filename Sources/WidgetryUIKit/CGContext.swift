import Foundation
import WidgetryFoundation
import WidgetryGraphics
@_spi(WidgetryUIKit) import WidgetryUI

/// A bitmap drawing context, as Core Graphics' `CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`:
/// the slice widget code uses to read pixels (the colour at an image's centre, to pick a legible text colour over it).
///
/// Linux has no Core Graphics. The context records what is drawn as a display list and, after each drawing call,
/// renders it with Cairo (through WidgetryGraphics, as `UIGraphicsImageRenderer` does) and writes the pixels into the
/// caller's buffer in the layout `bitmapInfo` asks for, so reading the bytes back gives the colours iOS would give
/// (to within Cairo's and Core Graphics' different resampling of a scaled image). Differences: the buffer's bytes
/// before the first drawing call are not read (drawing starts from transparent, as in a zeroed buffer, which is what
/// callers pass), and 8 bits per component are supported (16-bit and float bitmaps give `nil`, as an unsupported
/// combination does on iOS).
public final class CGContext: @unchecked Sendable {
    // `@unchecked`: a bitmap context belongs to the code drawing into it, as on iOS.
    /// The bytes drawn into: the caller's, or the context's own when the caller passed `nil`.
    public let data: UnsafeMutableRawPointer?
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Bits per colour component: 8.
    public let bitsPerComponent: Int
    /// Bytes per row of pixels.
    public let bytesPerRow: Int
    /// The colour space: RGB or grey.
    public let colorSpace: CGColorSpace?
    /// How pixels are laid out.
    public let bitmapInfo: CGBitmapInfo
    /// How smoothly scaled images are resampled (kept; Cairo's good filter is used).
    public var interpolationQuality: CGInterpolationQuality = .default
    /// Bits per pixel.
    public var bitsPerPixel: Int { layout.bytesPerPixel * 8 }
    /// Where alpha is in a pixel.
    public var alphaInfo: CGImageAlphaInfo { CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue) ?? .none }

    private let layout: PixelLayout
    private let ownsData: Bool
    private var list: DisplayList
    private var fillColor = RGBAColor(red: 0, green: 0, blue: 0, alpha: 1)

    /// A context drawing into `data` (`bytesPerRow × height` bytes; the context allocates them when `nil`, and
    /// works out `bytesPerRow` when 0). `nil` for a combination Core Graphics refuses or this one does not support:
    /// not 8 bits per component, rows too short, an alpha layout the space cannot have.
    public init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
                 space: CGColorSpace, bitmapInfo: UInt32) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        guard width > 0, height > 0, bitsPerComponent == 8,
              let layout = PixelLayout(model: space.model, info: info) else { return nil }
        let rowBytes = bytesPerRow == 0 ? width * layout.bytesPerPixel : bytesPerRow
        guard rowBytes >= width * layout.bytesPerPixel else { return nil }
        self.width = width
        self.height = height
        self.bitsPerComponent = bitsPerComponent
        self.bytesPerRow = rowBytes
        self.colorSpace = space
        self.bitmapInfo = info
        self.layout = layout
        if let data {
            self.data = data
            ownsData = false
        } else {
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: rowBytes * height, alignment: 16)
            buffer.initializeMemory(as: UInt8.self, repeating: 0, count: rowBytes * height)
            self.data = buffer
            ownsData = true
        }
        list = DisplayList(size: CGSize(width: width, height: height))
    }

    deinit { if ownsData { data?.deallocate() } }

    /// A rectangle in Core Graphics' coordinates (origin bottom-left, y up) as the display list's (origin top-left).
    private func flipped(_ rect: CGRect) -> CGRect {
        CGRect(x: rect.minX, y: CGFloat(height) - rect.maxY, width: rect.width, height: rect.height)
    }

    /// Draws `image` stretched into `rect` (Core Graphics' coordinates, origin bottom-left), upright, as CG does.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        for command in image.drawCommands(in: flipped(rect)) { list.append(command) }
        flush()
    }

    /// Makes `color` the fill colour.
    public func setFillColor(_ color: CGColor) {
        let c = color.components ?? [0, 0, 0, 1]
        fillColor = c.count >= 4 ? RGBAColor(red: c[0], green: c[1], blue: c[2], alpha: c[3]) : RGBAColor(red: c[0], green: c[0], blue: c[0], alpha: c.last ?? 1)
    }
    /// Makes the colour of these components the fill colour.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        fillColor = RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Fills `rect` with the fill colour.
    public func fill(_ rect: CGRect) {
        list.append(.fill(.rectangle, flipped(rect), .color(fillColor)))
        flush()
    }
    /// Makes the bitmap transparent when `rect` covers it all, the common case (`clear(CGRect(origin: .zero, size:))`
    /// before drawing); the display list has no clear operator, so a smaller rectangle is left as it is.
    public func clear(_ rect: CGRect) {
        guard rect.contains(CGRect(x: 0, y: 0, width: width, height: height)) else { return }
        list.commands.removeAll()
        flush()
    }

    /// The bitmap drawn so far as an image, as `CGContext.makeImage()`.
    public func makeImage() -> CGImage? {
        guard let png = try? DisplayListRenderer.render(list, format: .png, scale: 1), let image = UIImage(data: png) else { return nil }
        return CGImage(image: image)
    }

    /// Renders the list and writes the pixels into ``data`` in the context's layout, rows top to bottom.
    private func flush() {
        guard let data else { return }
        let raster = DisplayListRenderer.rasterize(list, scale: 1)
        guard raster.width == width, raster.height == height else { return }
        let bytes = data.assumingMemoryBound(to: UInt8.self)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                layout.write(red: raster.rgba[i], green: raster.rgba[i + 1], blue: raster.rgba[i + 2], alpha: raster.rgba[i + 3],
                             to: bytes + y * bytesPerRow + x * layout.bytesPerPixel)
            }
        }
    }
}

/// Where a pixel's bytes go, from a colour space model and a bitmap info.
private struct PixelLayout {
    enum Channel { case red, green, blue, alpha, gray, skip }
    var channels: [Channel]
    let premultiplied: Bool
    var bytesPerPixel: Int { channels.count }

    init?(model: CGColorSpaceModel, info: CGBitmapInfo) {
        let alpha = CGImageAlphaInfo(rawValue: info.rawValue & CGBitmapInfo.alphaInfoMask.rawValue) ?? .none
        premultiplied = alpha == .premultipliedLast || alpha == .premultipliedFirst
        switch (model, alpha) {
        case (.rgb, .none): channels = [.red, .green, .blue]
        case (.rgb, .premultipliedLast), (.rgb, .last): channels = [.red, .green, .blue, .alpha]
        case (.rgb, .premultipliedFirst), (.rgb, .first): channels = [.alpha, .red, .green, .blue]
        case (.rgb, .noneSkipLast): channels = [.red, .green, .blue, .skip]
        case (.rgb, .noneSkipFirst): channels = [.skip, .red, .green, .blue]
        case (.monochrome, .none): channels = [.gray]
        case (_, .alphaOnly): channels = [.alpha]
        default: return nil
        }
        // A 32-bit little-endian word stores its bytes in reverse (premultipliedFirst + byteOrder32Little is BGRA).
        let order = info.rawValue & CGBitmapInfo.byteOrderMask.rawValue
        if order == CGBitmapInfo.byteOrder32Little.rawValue {
            guard channels.count == 4 else { return nil }
            channels.reverse()
        }
    }

    func write(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8, to pointer: UnsafeMutablePointer<UInt8>) {
        func scaled(_ value: UInt8) -> UInt8 { premultiplied ? UInt8((Int(value) * Int(alpha) + 127) / 255) : value }
        for (offset, channel) in channels.enumerated() {
            switch channel {
            case .red: pointer[offset] = scaled(red)
            case .green: pointer[offset] = scaled(green)
            case .blue: pointer[offset] = scaled(blue)
            case .alpha: pointer[offset] = alpha
            case .skip: pointer[offset] = 255
            case .gray:
                // Rec. 709 luminance of the colour over black, as a grey bitmap without alpha keeps it.
                let luma = (0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)) * Double(alpha) / 255
                pointer[offset] = UInt8(min(255, max(0, luma.rounded())))
            }
        }
    }
}

/// Where alpha is in a pixel, as Core Graphics' `CGImageAlphaInfo` (Apple's raw values).
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}

/// A bitmap's layout, as Core Graphics' `CGBitmapInfo`: the alpha info in the low bits, the byte order above.
public struct CGBitmapInfo: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The bits holding a ``CGImageAlphaInfo``.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// Float components.
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// The bits holding the byte order.
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// The default byte order (big-endian).
    public static let byteOrderDefault = CGBitmapInfo([])
    /// 16-bit little-endian words.
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    /// 32-bit little-endian words.
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// 16-bit big-endian words.
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    /// 32-bit big-endian words.
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
    /// A bitmap info with `alpha`, as `CGBitmapInfo(alphaInfo:)` spells it in code.
    public init(alphaInfo: CGImageAlphaInfo) { rawValue = alphaInfo.rawValue }
}

/// How smoothly scaled images are resampled, as Core Graphics' `CGInterpolationQuality`.
public enum CGInterpolationQuality: Int32, Sendable { case `default` = 0, none, low, high, medium }
