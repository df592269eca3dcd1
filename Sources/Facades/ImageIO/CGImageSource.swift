import Foundation
import WidgetryFoundation
import WidgetryUIKit
import WidgetryCoreImage

/// An image file read for its bitmaps and properties, as ImageIO's `CGImageSource`: one image per source here (an
/// animated GIF's first frame), decoded when first asked for.
public final class CGImageSource: @unchecked Sendable {
    // `@unchecked`: the decoded image is made once, under the lock.
    let data: Data
    private let lock = NSLock()
    private var decoded: UIImage??

    init(data: Data) { self.data = data }

    /// The decoded image at one pixel per point; `nil` when the bytes are not an image.
    var image: UIImage? {
        lock.withLock {
            if let decoded { return decoded }
            let image = UIImage(data: data, scale: 1)
            decoded = .some(image)
            return image
        }
    }

    /// The file's type identifier from its first bytes (PNG, JPEG, GIF, BMP, TIFF, WebP, HEIC).
    var typeIdentifier: String? {
        let bytes = [UInt8](data.prefix(12))
        func starts(_ prefix: [UInt8]) -> Bool { bytes.starts(with: prefix) }
        if starts([0x89, 0x50, 0x4E, 0x47]) { return "public.png" }
        if starts([0xFF, 0xD8, 0xFF]) { return "public.jpeg" }
        if starts([0x47, 0x49, 0x46, 0x38]) { return "com.compuserve.gif" }
        if starts([0x42, 0x4D]) { return "com.microsoft.bmp" }
        if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) { return "public.tiff" }
        if starts([0x52, 0x49, 0x46, 0x46]), bytes.count >= 12, Array(bytes[8..<12]) == [0x57, 0x45, 0x42, 0x50] { return "org.webmproject.webp" }
        if bytes.count >= 12, Array(bytes[4..<8]) == [0x66, 0x74, 0x79, 0x70] { return "public.heic" }
        return nil
    }
}

/// A source's status, as `CGImageSourceStatus`.
public enum CGImageSourceStatus: Int32, Sendable {
    case statusUnexpectedEOF = -5, statusInvalidData = -4, statusUnknownType = -3, statusReadingHeader = -2, statusIncomplete = -1, statusComplete = 0
}

// Option and property keys, with ImageIO's string values.
/// Whether the decoded image is cached.
nonisolated(unsafe) public let kCGImageSourceShouldCache: CFString = "kCGImageSourceShouldCache"
/// Whether the image is decoded when it is made rather than when it is drawn.
nonisolated(unsafe) public let kCGImageSourceShouldCacheImmediately: CFString = "kCGImageSourceShouldCacheImmediately"
/// Whether floating-point pixels are allowed.
nonisolated(unsafe) public let kCGImageSourceShouldAllowFloat: CFString = "kCGImageSourceShouldAllowFloat"
/// The type to try first.
nonisolated(unsafe) public let kCGImageSourceTypeIdentifierHint: CFString = "kCGImageSourceTypeIdentifierHint"
/// Make a thumbnail from the full image when the file has none.
nonisolated(unsafe) public let kCGImageSourceCreateThumbnailFromImageIfAbsent: CFString = "kCGImageSourceCreateThumbnailFromImageIfAbsent"
/// Always make the thumbnail from the full image.
nonisolated(unsafe) public let kCGImageSourceCreateThumbnailFromImageAlways: CFString = "kCGImageSourceCreateThumbnailFromImageAlways"
/// The thumbnail's largest side in pixels.
nonisolated(unsafe) public let kCGImageSourceThumbnailMaxPixelSize: CFString = "kCGImageSourceThumbnailMaxPixelSize"
/// Whether the thumbnail is rotated by the file's orientation.
nonisolated(unsafe) public let kCGImageSourceCreateThumbnailWithTransform: CFString = "kCGImageSourceCreateThumbnailWithTransform"
/// Downsampling by a power of two while decoding.
nonisolated(unsafe) public let kCGImageSourceSubsampleFactor: CFString = "kCGImageSourceSubsampleFactor"
/// A property: the width in pixels.
nonisolated(unsafe) public let kCGImagePropertyPixelWidth: CFString = "PixelWidth"
/// A property: the height in pixels.
nonisolated(unsafe) public let kCGImagePropertyPixelHeight: CFString = "PixelHeight"
/// A property: the EXIF orientation (1 is upright).
nonisolated(unsafe) public let kCGImagePropertyOrientation: CFString = "Orientation"
/// A property: whether the image has alpha.
nonisolated(unsafe) public let kCGImagePropertyHasAlpha: CFString = "HasAlpha"
/// A property: the colour model.
nonisolated(unsafe) public let kCGImagePropertyColorModel: CFString = "ColorModel"
/// A property: the bits per component.
nonisolated(unsafe) public let kCGImagePropertyDepth: CFString = "Depth"
// An animated GIF's frame properties (ImageIO's names and values). A source here reads a GIF's first frame only and
// reports no GIF dictionary, so animation code takes its default delay for that one frame.
/// A property: the dictionary of a GIF frame's properties.
nonisolated(unsafe) public let kCGImagePropertyGIFDictionary: CFString = "{GIF}"
/// A GIF property: the frame's delay in seconds, clamped to at least 0.1 s as browsers play it.
nonisolated(unsafe) public let kCGImagePropertyGIFDelayTime: CFString = "DelayTime"
/// A GIF property: the frame's delay in seconds as the file gives it.
nonisolated(unsafe) public let kCGImagePropertyGIFUnclampedDelayTime: CFString = "UnclampedDelayTime"
/// A GIF property: how many times the animation plays (0 forever).
nonisolated(unsafe) public let kCGImagePropertyGIFLoopCount: CFString = "LoopCount"
/// A GIF property: whether the file has a global colour map.
nonisolated(unsafe) public let kCGImagePropertyGIFHasGlobalColorMap: CFString = "HasGlobalColorMap"

/// A source reading `data`; `nil` for empty data. Bytes that are not an image still make a source, whose images are
/// `nil`, as ImageIO's.
public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? {
    let bytes = Data(referencing: data)
    return bytes.isEmpty ? nil : CGImageSource(data: bytes)
}

/// A source reading the file at `url`; `nil` when it cannot be read.
public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? {
    guard let path = (url as URL).isFileURL ? (url as URL).path : nil, let data = FileManager.default.contents(atPath: path),
          !data.isEmpty else { return nil }
    return CGImageSource(data: data)
}

/// How many images the source holds: 1 for an image, 0 for bytes that are not one.
public func CGImageSourceGetCount(_ isrc: CGImageSource) -> Int { isrc.image == nil ? 0 : 1 }

/// The source's type identifier (`public.png`, `public.jpeg`, …), read from its first bytes.
public func CGImageSourceGetType(_ isrc: CGImageSource) -> CFString? { isrc.typeIdentifier.map { $0 as CFString } }

/// The status of the source: complete, or invalid data when it does not decode.
public func CGImageSourceGetStatus(_ isrc: CGImageSource) -> CGImageSourceStatus {
    isrc.image == nil ? (isrc.typeIdentifier == nil ? .statusUnknownType : .statusInvalidData) : .statusComplete
}

/// The bitmap at `index` (only 0 here); `nil` when there is none.
public func CGImageSourceCreateImageAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
    guard index == 0 else { return nil }
    return isrc.image?.cgImage
}

/// A thumbnail of the image at `index`, as widgets downsample photos: scaled so its larger side is at most
/// ``kCGImageSourceThumbnailMaxPixelSize`` pixels (never enlarged), keeping its aspect ratio. Embedded thumbnails are
/// not read, so without ``kCGImageSourceCreateThumbnailFromImageAlways`` or ``kCGImageSourceCreateThumbnailFromImageIfAbsent``
/// the answer is `nil`, as ImageIO's for a file that has none.
public func CGImageSourceCreateThumbnailAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
    guard index == 0, let image = isrc.image else { return nil }
    let options = ImageIOOptions(options)
    guard options.bool(kCGImageSourceCreateThumbnailFromImageAlways) || options.bool(kCGImageSourceCreateThumbnailFromImageIfAbsent) else {
        return nil
    }
    let size = image.size
    guard let maximum = options.number(kCGImageSourceThumbnailMaxPixelSize), maximum > 0, max(size.width, size.height) > maximum else {
        return image.cgImage
    }
    let factor = maximum / max(size.width, size.height)
    let target = CGSize(width: max(1, (size.width * factor).rounded()), height: max(1, (size.height * factor).rounded()))
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let thumbnail = UIGraphicsImageRenderer(size: target, format: format).image { _ in
        image.draw(in: CGRect(origin: .zero, size: target))
    }
    return thumbnail.cgImage
}

/// The properties of the image at `index`: its pixel size, upright orientation, RGB colour model, 8 bits deep.
public func CGImageSourceCopyPropertiesAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CFDictionary? {
    guard index == 0, let image = isrc.image else { return nil }
    let properties: [String: Any] = [
        kCGImagePropertyPixelWidth as String: Int(image.size.width), kCGImagePropertyPixelHeight as String: Int(image.size.height),
        kCGImagePropertyOrientation as String: 1, kCGImagePropertyColorModel as String: "RGB", kCGImagePropertyDepth as String: 8,
        kCGImagePropertyHasAlpha as String: isrc.typeIdentifier != "public.jpeg",
    ]
    return properties as NSDictionary
}

/// The properties of the whole file: its size in bytes (`FileSize`), as ImageIO reports it.
public func CGImageSourceCopyProperties(_ isrc: CGImageSource, _ options: CFDictionary?) -> CFDictionary? {
    ["FileSize": isrc.data.count] as NSDictionary
}

/// The type identifiers a source can read.
public func CGImageSourceCopyTypeIdentifiers() -> CFArray {
    ["public.png", "public.jpeg", "com.compuserve.gif", "com.microsoft.bmp", "public.tiff"] as NSArray
}

/// An options dictionary read with Core Foundation's leniency (``coreFoundationNumber(_:)``); a flag is a `Bool` or a number.
struct ImageIOOptions {
    let values: [String: Any]

    init(_ dictionary: CFDictionary?) {
        var values: [String: Any] = [:]
        dictionary?.forEach { key, value in
            if let key = key as? String ?? (key as? NSString).map({ String($0) }) { values[key] = value }
        }
        self.values = values
    }

    func number(_ key: CFString) -> CGFloat? { coreFoundationNumber(values[String(key)]) }

    func bool(_ key: CFString) -> Bool {
        if let value = values[String(key)] as? Bool { return value }
        return (number(key) ?? 0) != 0
    }
}

/// An image's resolution in dots per inch, across (72 unless the file says otherwise), as `kCGImagePropertyDPIWidth`.
nonisolated(unsafe) public let kCGImagePropertyDPIWidth: CFString = "DPIWidth"
/// An image's resolution in dots per inch, down, as `kCGImagePropertyDPIHeight`.
nonisolated(unsafe) public let kCGImagePropertyDPIHeight: CFString = "DPIHeight"
/// A destination option leaving GPS metadata out, as `kCGImageMetadataShouldExcludeGPS` (the files written here
/// carry no metadata, so there is none to leave out).
nonisolated(unsafe) public let kCGImageMetadataShouldExcludeGPS: CFString = "kCGImageMetadataShouldExcludeGPS"
