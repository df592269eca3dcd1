import Foundation
import WidgetryFoundation
import WidgetryGraphics
@_spi(WidgetryUIKit) import WidgetryUI

/// A Core Graphics drawing context, as `CGContext`: a bitmap (`CGContext(data:width:height:…)`), the current UIKit
/// image context (`UIGraphicsGetCurrentContext()`, `UIGraphicsImageRendererContext.cgContext`) or a PDF document
/// (`CGContext(consumer:mediaBox:_:)`). Widget code draws with it to make images — a QR code, a chart rendered to a
/// bitmap, a rounded thumbnail — and reads a bitmap's pixels back.
///
/// Linux has no Core Graphics. The context keeps Core Graphics' state — the current transformation matrix, the
/// graphics state stack, the current path, clips, colours and line styles — and records each drawing operation
/// as display-list commands, which Cairo renders (through WidgetryGraphics). What Core Graphics defines is kept:
/// a path is fixed in device space as it is built, strokes are as wide as the CTM at the moment of stroking makes
/// them, clips last until the state they were made in is restored, and images are drawn upright in a bottom-left
/// origin, upside down in a UIKit context's flipped one, as on iOS.
///
/// Differences: a bitmap's bytes before the first drawing call are not read (drawing starts from transparent, as in
/// a zeroed buffer, which is what callers pass); 8 bits per component are supported (16-bit and float bitmaps give
/// `nil`, as an unsupported combination does on iOS); `clear(_:)` clears only when it covers the whole context; blend
/// modes other than normal and antialiasing switches are accepted and drawn normally; a radial gradient between two
/// circles with different centres is drawn around the end circle's centre.
public final class CGContext: @unchecked Sendable {
    // `@unchecked`: a context belongs to the code drawing into it, as on iOS.
    /// Width in pixels (0 for a context that is not a bitmap).
    public let width: Int
    /// Height in pixels (0 for a context that is not a bitmap).
    public let height: Int
    /// Bits per colour component: 8 (0 for a context that is not a bitmap).
    public let bitsPerComponent: Int
    /// Bytes per row of pixels (0 for a context that is not a bitmap).
    public let bytesPerRow: Int
    /// The colour space: RGB or grey.
    public let colorSpace: CGColorSpace?
    /// How pixels are laid out.
    public let bitmapInfo: CGBitmapInfo
    /// How smoothly scaled images are resampled (kept; Cairo's good filter is used).
    public var interpolationQuality: CGInterpolationQuality = .default
    /// Bits per pixel.
    public var bitsPerPixel: Int { (layout?.bytesPerPixel ?? 0) * 8 }
    /// Where alpha is in a pixel.
    public var alphaInfo: CGImageAlphaInfo { CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue) ?? .none }

    /// Where the drawing goes.
    enum Destination {
        /// A bitmap: the display list is rendered into ``storage`` after drawing.
        case bitmap
        /// A UIKit image context's display list, whose coordinates are already UIKit's (origin top-left).
        case imageContext(ImageContext)
        /// A PDF document's pages, written to the consumer when the document is closed.
        case pdf(PDFPages)
    }

    let destination: Destination
    /// The graphics state in effect, and the saved ones (`saveGState`), innermost last.
    var state = GraphicsState()
    var savedStates: [GraphicsState] = []
    /// What closes each open transparency layer, innermost last.
    var transparencyLayerEnds: [[DrawCommand]] = []
    /// The current path, in the display list's coordinates (device space, as Core Graphics keeps it).
    var currentPath = Path()
    /// The bitmap's own display list (bitmap destinations).
    var bitmapList: DisplayList
    /// Maps Core Graphics' base space (origin bottom-left, y up) to the display list's (origin top-left); a PDF
    /// page's follows its media box.
    var baseTransform: CGAffineTransform

    private let layout: PixelLayout?
    private let storage: UnsafeMutableRawPointer?
    private let ownsData: Bool
    /// Whether the bitmap's bytes lag behind the display list (owned buffers are written when read).
    private var bitmapIsStale = false
    /// Whether code holds the bitmap's bytes (its own buffer, or ``data`` read): what it writes there (a blur, a
    /// filter) is part of the picture ``makeImage()`` returns, as it is in Core Graphics, whose bitmap is the bytes.
    private var bytesHandedOut = false

    /// The bytes drawn into: the caller's, or the context's own when the caller passed `nil`; `nil` for a context
    /// that is not a bitmap.
    public var data: UnsafeMutableRawPointer? {
        if bitmapIsStale { writePixels() }
        bytesHandedOut = storage != nil
        return storage
    }

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
            storage = data
            ownsData = false
            bytesHandedOut = true
        } else {
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: rowBytes * height, alignment: 16)
            buffer.initializeMemory(as: UInt8.self, repeating: 0, count: rowBytes * height)
            storage = buffer
            ownsData = true
        }
        destination = .bitmap
        bitmapList = DisplayList(size: CGSize(width: width, height: height))
        baseTransform = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
    }

    /// A context drawing into `destination`, with `baseTransform` from Core Graphics' base space to its list.
    init(destination: Destination, baseTransform: CGAffineTransform) {
        width = 0; height = 0; bitsPerComponent = 0; bytesPerRow = 0
        colorSpace = CGColorSpaceCreateDeviceRGB()
        bitmapInfo = CGBitmapInfo(rawValue: 0)
        layout = nil; storage = nil; ownsData = false
        self.destination = destination
        self.baseTransform = baseTransform
        bitmapList = DisplayList(size: CGSize(width: 1, height: 1))
    }

    deinit {
        if ownsData { storage?.deallocate() }
        // A PDF context released without `closePDF()` still writes its document, as Core Graphics does.
        if case .pdf(let pages) = destination { pages.close() }
    }

    /// Adds drawing commands to the destination's display list.
    func record(_ commands: [DrawCommand]) {
        guard !commands.isEmpty else { return }
        switch destination {
        case .bitmap:
            bitmapList.commands += commands
            bitmapChanged()
        case .imageContext(let context):
            context.list.commands += commands
        case .pdf(let pages):
            pages.record(commands)
        }
    }

    /// Brings the bitmap's bytes up to its display list: a caller's own buffer is read directly, so it is written at
    /// once; an owned one when it is read.
    func bitmapChanged() {
        if ownsData { bitmapIsStale = true } else { writePixels() }
    }

    /// The bitmap drawn so far as an image, as `CGContext.makeImage()`; `nil` for a context that is not a bitmap.
    public func makeImage() -> CGImage? {
        guard case .bitmap = destination else { return nil }
        if bytesHandedOut, let storage, let layout {
            if bitmapIsStale { writePixels() }
            let raster = layout.raster(storage.assumingMemoryBound(to: UInt8.self), width: width, height: height, bytesPerRow: bytesPerRow)
            return CGImage(raster: raster)
        }
        guard let png = try? DisplayListRenderer.render(bitmapList, format: .png, scale: 1), let image = UIImage(data: png) else { return nil }
        return CGImage(image: image)
    }

    /// Makes the bitmap's bytes current, as `CGContext.flush()` sends drawing to its destination.
    public func flush() {
        if bitmapIsStale { writePixels() }
    }

    /// Renders the list and writes the pixels into the bitmap in the context's layout, rows top to bottom.
    private func writePixels() {
        bitmapIsStale = false
        guard let storage, let layout else { return }
        let raster = DisplayListRenderer.rasterize(bitmapList, scale: 1)
        guard raster.width == width, raster.height == height else { return }
        let bytes = storage.assumingMemoryBound(to: UInt8.self)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                layout.write(red: raster.rgba[i], green: raster.rgba[i + 1], blue: raster.rgba[i + 2], alpha: raster.rgba[i + 3],
                             to: bytes + y * bytesPerRow + x * layout.bytesPerPixel)
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
