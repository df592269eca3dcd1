import CoreImage
import Foundation
import SwiftUI
import Testing
import UIKit

/// Reading pixels back, as a widget picks a legible text colour over a photo: the photo's centre pixel cropped with
/// Core Image, drawn into a 1 × 1 Core Graphics bitmap context, and its bytes read.
@Suite struct BitmapContextTests {
    /// A 4 × 4 pixel image (scale 1) with its top half `top` and its bottom half `bottom`.
    static func halves(top: UIColor, bottom: UIColor) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { context in
            top.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
            bottom.setFill()
            context.fill(CGRect(x: 0, y: 2, width: 4, height: 2))
        }
    }

    /// The app's code: the pixel at the centre of the image, through CIImage, CIContext and CGContext.
    static func centrePixel(of image: UIImage) -> [UInt8] {
        guard let cgImage = image.cgImage else { return [] }
        let input = CIImage(cgImage: cgImage)
        let extent = input.extent
        let centre = CGRect(x: extent.midX, y: extent.midY, width: 1, height: 1)
        guard let pixel = CIContext(options: nil).createCGImage(input, from: centre) else { return [] }
        var bitmap = [UInt8](repeating: 0, count: 4)
        let context = CGContext(data: &bitmap, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        context?.draw(pixel, in: CGRect(x: 0, y: 0, width: 1, height: 1))
        return bitmap
    }

    @Test("The centre pixel of a 4 × 4 image: Core Image's y axis points up, so the pixel at (2, 2) is in the top half's row 1")
    func centrePixel() {
        // Core Image's extent is (0, 0, 4, 4) with its origin bottom-left: the 1-point square at y 2…3 is pixel row
        // 4 − 3 = 1 from the top, in the top half.
        #expect(Self.centrePixel(of: Self.halves(top: .white, bottom: .black)) == [255, 255, 255, 255])
        #expect(Self.centrePixel(of: Self.halves(top: .black, bottom: .white)) == [0, 0, 0, 255])
        let red = Self.centrePixel(of: Self.halves(top: UIColor(red: 1, green: 0, blue: 0, alpha: 1), bottom: .blue))
        #expect(red == [255, 0, 0, 255])
    }

    @Test("Byte layouts: BGRA for premultipliedFirst with 32-bit little-endian words, one byte for grey; draws are upright")
    func layouts() throws {
        let image = try #require(Self.halves(top: UIColor(red: 1, green: 0, blue: 0, alpha: 1), bottom: .blue).cgImage)
        // A 1 × 2 context: drawn upright, row 0 of the bytes is the top of the image.
        var bgra = [UInt8](repeating: 0, count: 8)
        let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        let context = try #require(CGContext(data: &bgra, width: 1, height: 2, bitsPerComponent: 8, bytesPerRow: 4,
                                             space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info))
        context.draw(image, in: CGRect(x: 0, y: 0, width: 1, height: 2))
        #expect(bgra == [0, 0, 255, 255, 255, 0, 0, 255])  // top red as B, G, R, A; bottom blue
        var grey = [UInt8](repeating: 0, count: 1)
        let greyContext = try #require(CGContext(data: &grey, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 1,
                                                 space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue))
        greyContext.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        greyContext.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(grey == [255])
        // 16 bits per component is not supported here: nil, as an unsupported combination is on iOS.
        #expect(CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 16, bytesPerRow: 8, space: CGColorSpaceCreateDeviceRGB(),
                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
    }

    @Test("A context's own buffer and makeImage: the drawing comes back as an image of the context's size")
    func makeImage() throws {
        let context = try #require(CGContext(data: nil, width: 3, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        #expect(context.bytesPerRow == 12)
        context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
        let bytes = try #require(context.data).assumingMemoryBound(to: UInt8.self)
        #expect([bytes[0], bytes[1], bytes[2], bytes[3]] == [0, 255, 0, 255])
        let made = try #require(context.makeImage())
        #expect(made.width == 3 && made.height == 2)
        #expect(UIImage(cgImage: made).size == CGSize(width: 3, height: 2))
    }

    @Test("Colour spaces: named sRGB, device RGB; a UIColor's cgColor converts to sRGB unchanged and to grey by luminance")
    func colorSpaces() throws {
        let srgb = try #require(CGColorSpace(name: CGColorSpace.sRGB))
        #expect(srgb.model == .rgb && srgb.numberOfComponents == 3)
        #expect(CGColorSpace(name: "not a space") == nil)
        let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).cgColor
        #expect(orange.converted(to: srgb, intent: .defaultIntent, options: nil)?.components == [1, 0.5, 0, 1])
        // Rec. 709 luminance of (1, 0.5, 0): 0.2126 + 0.7152 × 0.5 = 0.5702.
        let grey = try #require(orange.converted(to: CGColorSpaceCreateDeviceGray(), intent: .defaultIntent, options: nil))
        #expect(abs((grey.components?.first ?? 0) - 0.5702) < 0.0001)
    }
}
