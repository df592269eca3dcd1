import Foundation
import ImageIO
import Testing
import UIKit
import UniformTypeIdentifiers
import WidgetryGraphics

/// Widgets downsample photos before drawing them (a widget's memory is small); this is the helper apps write for it
/// (our own code), and a bitmap encoded back to a file.
enum PhotoDownsampler {
    static func thumbnail(of data: Data, maxPixelSize: Int) -> UIImage? {
        let sourceOptions = [kCGImageSourceShouldCache: false] as CFDictionary
        guard let source = CGImageSourceCreateWithData(data as CFData, sourceOptions) else { return nil }
        let options = [
            kCGImageSourceCreateThumbnailFromImageAlways: true,
            kCGImageSourceShouldCacheImmediately: true,
            kCGImageSourceCreateThumbnailWithTransform: true,
            kCGImageSourceThumbnailMaxPixelSize: maxPixelSize,
        ] as CFDictionary
        guard let thumbnail = CGImageSourceCreateThumbnailAtIndex(source, 0, options) else { return nil }
        return UIImage(cgImage: thumbnail)
    }

    static func encode(_ image: CGImage, as type: UTType, quality: Double = 0.8) -> Data? {
        guard let data = CFDataCreateMutable(nil, 0),
              let destination = CGImageDestinationCreateWithData(data, type.identifier as CFString, 1, nil) else { return nil }
        CGImageDestinationAddImage(destination, image, [kCGImageDestinationLossyCompressionQuality: quality] as CFDictionary)
        guard CGImageDestinationFinalize(destination), CFDataGetLength(data) > 0 else { return nil }
        return data as Data
    }
}

@Suite struct ImageIOTests {
    /// A PNG of `width` × `height` opaque pixels.
    func png(width: Int, height: Int) throws -> Data {
        try RasterImage(width: width, height: height, rgba: [UInt8](repeating: 200, count: width * height * 4)).pngData()
    }

    @Test("A photo downsampled for a widget keeps its aspect ratio with its larger side at the maximum: 400 × 300 to 100 × 75")
    func thumbnail() throws {
        let image = try #require(PhotoDownsampler.thumbnail(of: try png(width: 400, height: 300), maxPixelSize: 100))
        #expect(image.cgImage?.width == 100 && image.cgImage?.height == 75)   // 300 × 100 / 400 = 75
        // A picture already smaller than the maximum is not enlarged.
        let small = try #require(PhotoDownsampler.thumbnail(of: try png(width: 40, height: 30), maxPixelSize: 100))
        #expect(small.cgImage?.width == 40)
    }

    @Test("A source reports its type, count and pixel size; bytes that are not an image give no image, as ImageIO")
    func sourceProperties() throws {
        let source = try #require(CGImageSourceCreateWithData(try png(width: 12, height: 7) as CFData, nil))
        #expect(CGImageSourceGetType(source).map { String($0) } == UTType.png.identifier)
        #expect(CGImageSourceGetCount(source) == 1 && CGImageSourceGetStatus(source) == .statusComplete)
        let properties = try #require(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [String: Any])
        #expect(properties[kCGImagePropertyPixelWidth as String] as? Int == 12 && properties[kCGImagePropertyPixelHeight as String] as? Int == 7)
        // Without a "from image" flag ImageIO returns only an embedded thumbnail, which a PNG does not have.
        #expect(CGImageSourceCreateThumbnailAtIndex(source, 0, nil) == nil)
        let junk = try #require(CGImageSourceCreateWithData(Data("not an image".utf8) as CFData, nil))
        #expect(CGImageSourceGetCount(junk) == 0 && CGImageSourceCreateImageAtIndex(junk, 0, nil) == nil)
    }

    @Test("A bitmap written as PNG or JPEG reads back at its size; a type not written here gives no destination")
    func destination() throws {
        let original = try #require(CGImageSourceCreateWithData(try png(width: 20, height: 10) as CFData, nil))
        let bitmap = try #require(CGImageSourceCreateImageAtIndex(original, 0, nil))
        for type in [UTType.png, UTType.jpeg] {
            let data = try #require(PhotoDownsampler.encode(bitmap, as: type))
            let back = try #require(CGImageSourceCreateWithData(data as CFData, nil))
            #expect(CGImageSourceGetType(back).map { String($0) } == type.identifier)
            #expect(CGImageSourceCreateImageAtIndex(back, 0, nil)?.width == 20)
        }
        #expect(CGImageDestinationCreateWithData(NSMutableData() as CFMutableData, "public.heic" as CFString, 1, nil) == nil)
    }
}
