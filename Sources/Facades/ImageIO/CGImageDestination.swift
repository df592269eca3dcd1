import Foundation
import WidgetryFoundation
import WidgetryUIKit
import WidgetryCoreImage

/// Where bitmaps are written as an image file, as ImageIO's `CGImageDestination`: PNG (Cairo) or JPEG (gdk-pixbuf),
/// one image per file; the bytes reach the data or file when it is finalized.
public final class CGImageDestination: @unchecked Sendable {
    // `@unchecked`: a destination is filled and finalized on one thread, as ImageIO requires.
    enum Target { case data(NSMutableData), file(URL) }
    let target: Target
    let type: String
    var quality: CGFloat?
    var images: [(CGImage, CGFloat?)] = []

    init(target: Target, type: String, options: CFDictionary?) {
        self.target = target
        self.type = type
        quality = ImageIOOptions(options).number(kCGImageDestinationLossyCompressionQuality)
    }

    /// The types written here.
    static let writable: Set<String> = ["public.png", "public.jpeg"]
}

/// The JPEG quality, 0…1 (1 by default).
nonisolated(unsafe) public let kCGImageDestinationLossyCompressionQuality: CFString = "kCGImageDestinationLossyCompressionQuality"

/// A destination writing one image of `type` into `data`; `nil` for a type not written here (HEIC, GIF, TIFF), as
/// ImageIO answers for an unsupported type.
public func CGImageDestinationCreateWithData(_ data: CFMutableData, _ type: CFString, _ count: Int, _ options: CFDictionary?) -> CGImageDestination? {
    let type = String(type)
    guard CGImageDestination.writable.contains(type), count >= 1 else { return nil }
    return CGImageDestination(target: .data(data), type: type, options: options)
}

/// A destination writing one image of `type` to the file at `url`; `nil` as for ``CGImageDestinationCreateWithData(_:_:_:_:)``.
public func CGImageDestinationCreateWithURL(_ url: CFURL, _ type: CFString, _ count: Int, _ options: CFDictionary?) -> CGImageDestination? {
    let type = String(type)
    guard CGImageDestination.writable.contains(type), count >= 1, (url as URL).isFileURL else { return nil }
    return CGImageDestination(target: .file(url as URL), type: type, options: options)
}

/// Adds `image`; its properties may set the JPEG quality (``kCGImageDestinationLossyCompressionQuality``).
public func CGImageDestinationAddImage(_ idst: CGImageDestination, _ image: CGImage, _ properties: CFDictionary?) {
    idst.images.append((image, ImageIOOptions(properties).number(kCGImageDestinationLossyCompressionQuality)))
}

/// Sets the destination's properties: the JPEG quality of images added without one of their own.
public func CGImageDestinationSetProperties(_ idst: CGImageDestination, _ properties: CFDictionary?) {
    if let quality = ImageIOOptions(properties).number(kCGImageDestinationLossyCompressionQuality) { idst.quality = quality }
}

/// Encodes the first image and writes it; `false` when there is none or it cannot be encoded or written.
public func CGImageDestinationFinalize(_ idst: CGImageDestination) -> Bool {
    guard let (image, quality) = idst.images.first else { return false }
    let picture = UIImage(cgImage: image)
    let encoded = idst.type == "public.jpeg"
        ? picture.jpegData(compressionQuality: quality ?? idst.quality ?? 1)
        : picture.pngData()
    guard let encoded else { return false }
    switch idst.target {
    case .data(let data):
        data.append(encoded)
        return true
    case .file(let url):
        return (try? encoded.write(to: url)) != nil
    }
}

/// The type identifiers a destination can write.
public func CGImageDestinationCopyTypeIdentifiers() -> CFArray { ["public.png", "public.jpeg"] as NSArray }
