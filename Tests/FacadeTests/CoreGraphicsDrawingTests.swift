import CoreImage
import Foundation
import ImageIO
import SwiftUI
import Testing
import UIKit
import WidgetKit
import WidgetryPipeline

/// Core Graphics drawing as image helpers in widget code use it — a QR code's modules filled into a bitmap, a
/// gradient badge, a ring cut with the even-odd rule, a document written to PDF — with the bytes read back.
@Suite struct CoreGraphicsDrawingTests {
    /// A 10 × 10 RGBA bitmap context that owns its bytes, as `CGContext(data: nil, …)` makes one.
    static func bitmap(_ side: Int = 10) throws -> CGContext {
        try #require(CGContext(data: nil, width: side, height: side, bitsPerComponent: 8, bytesPerRow: 0,
                               space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
    }

    /// The RGBA bytes of pixel (x, y), y counted from the top row of the bytes.
    static func pixel(_ context: CGContext, _ x: Int, _ y: Int) -> [UInt8] {
        guard let data = context.data else { return [] }
        let bytes = data.assumingMemoryBound(to: UInt8.self) + y * context.bytesPerRow + x * 4
        return [bytes[0], bytes[1], bytes[2], bytes[3]]
    }

    static let black: [UInt8] = [0, 0, 0, 255], clear: [UInt8] = [0, 0, 0, 0]

    @Test("A QR module drawn as code draws it: scaled user space, a path filled; the origin is the bitmap's bottom-left")
    func scaledModule() throws {
        let context = try Self.bitmap()
        context.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        context.scaleBy(x: 2, y: 2)
        context.addPath(CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil))
        context.fillPath()
        // One user unit is 2 pixels; y up from the bottom, so the module covers the bottom-left 2 × 2 pixels:
        // byte rows 8 and 9.
        #expect(Self.pixel(context, 0, 9) == Self.black && Self.pixel(context, 1, 8) == Self.black)
        #expect(Self.pixel(context, 2, 9) == Self.clear && Self.pixel(context, 0, 7) == Self.clear)
        #expect(context.isPathEmpty)
    }

    @Test("fillPath(using: .evenOdd) cuts the inner square out; .winding fills it")
    func evenOddFill() throws {
        for (rule, centre) in [(CGPathFillRule.evenOdd, Self.clear), (.winding, Self.black)] {
            let context = try Self.bitmap()
            context.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
            context.fillPath(using: rule)
            #expect(Self.pixel(context, 5, 5) == centre, "\(rule)")
            #expect(Self.pixel(context, 1, 5) == Self.black, "\(rule)")
        }
    }

    @Test("clear(_:) of the whole bitmap makes a caller's own buffer transparent again")
    func clearCallersBuffer() throws {
        var bytes = [UInt8](repeating: 0, count: 4)
        let context = try #require(CGContext(data: &bytes, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                                             space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(bytes == Self.black)
        context.clear(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(bytes == Self.clear)
    }

    @Test("A clip lasts until the state it was made in is restored")
    func clipAndRestore() throws {
        let context = try Self.bitmap()
        context.saveGState()
        context.clip(to: CGRect(x: 0, y: 0, width: 5, height: 10))
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(Self.pixel(context, 2, 5) == Self.black && Self.pixel(context, 7, 5) == Self.clear)
        context.restoreGState()
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 5, y: 0, width: 5, height: 10))
        #expect(Self.pixel(context, 7, 5) == [255, 0, 0, 255])
    }

    @Test("A line's width is in user space: 1 unit under a 3× scale strokes 3 pixels")
    func strokeScales() throws {
        let context = try Self.bitmap()
        context.scaleBy(x: 3, y: 3)
        context.setLineWidth(1)
        context.move(to: CGPoint(x: 0, y: 1.5))
        context.addLine(to: CGPoint(x: 10, y: 1.5))
        context.strokePath()
        // The line runs at y = 4.5 px from the bottom, 3 px wide: pixels 3, 4, 5 from the bottom (byte rows 6, 5, 4).
        #expect(Self.pixel(context, 1, 4) == Self.black && Self.pixel(context, 1, 6) == Self.black)
        #expect(Self.pixel(context, 1, 3) == Self.clear && Self.pixel(context, 1, 7) == Self.clear)
    }

    @Test("drawLinearGradient paints only between its ends unless the options extend it")
    func linearGradient() throws {
        let colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)] as CFArray
        var locations: [CGFloat] = [0, 1]
        let gradient = try #require(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: &locations))
        let plain = try Self.bitmap()
        plain.drawLinearGradient(gradient, start: CGPoint(x: 3, y: 0), end: CGPoint(x: 7, y: 0), options: [])
        #expect(Self.pixel(plain, 0, 5) == Self.clear && Self.pixel(plain, 9, 5) == Self.clear)
        #expect(Self.pixel(plain, 5, 5)[3] == 255)
        let extended = try Self.bitmap()
        extended.drawLinearGradient(gradient, start: CGPoint(x: 3, y: 0), end: CGPoint(x: 7, y: 0),
                                    options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(Self.pixel(extended, 0, 5) == [255, 0, 0, 255] && Self.pixel(extended, 9, 5) == [0, 0, 255, 255])
    }

    @Test("In a UIKit image context Core Graphics draws in UIKit's coordinates; UIBezierPath.fill() uses UIColor.setFill()")
    func imageRendererContext() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        #expect(UIGraphicsGetCurrentContext() == nil)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { context in
            #expect(UIGraphicsGetCurrentContext() === context.cgContext)
            context.cgContext.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            context.cgContext.fill(CGRect(x: 0, y: 0, width: 10, height: 2))  // the top two rows: UIKit's origin is top-left
            UIColor.blue.setFill()
            UIBezierPath(ovalIn: CGRect(x: 2, y: 4, width: 6, height: 6)).fill()
        }
        var bytes = [UInt8](repeating: 0, count: 400)
        let reader = try #require(CGContext(data: &bytes, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 40,
                                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        reader.draw(try #require(image.cgImage), in: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(Array(bytes[0..<4]) == [255, 0, 0, 255])          // (0, 0): red
        let centre = Array(bytes[(7 * 10 + 5) * 4..<(7 * 10 + 5) * 4 + 4])  // (5, 7): inside the oval
        #expect(centre[2] > 200 && centre[0] < 60)
        #expect(Array(bytes[(5 * 10 + 0) * 4..<(5 * 10 + 0) * 4 + 4]) == [0, 0, 0, 0])  // (0, 5): untouched
    }

    @Test("CGContext.draw of a CGImage in a UIKit context is upside down, as on iOS (Core Graphics puts the image's top at the rectangle's maximum y)")
    func imageUpsideDownInUIKitContext() throws {
        let halves = BitmapContextTests.halves(top: UIColor(red: 1, green: 0, blue: 0, alpha: 1), bottom: .blue)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let flipped = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { context in
            context.cgContext.draw(halves.cgImage!, in: CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        var top = [UInt8](repeating: 0, count: 4)
        let reader = try #require(CGContext(data: &top, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        // The top-left pixel of the result, drawn upright into a 1 × 1 bitmap through a crop.
        reader.draw(try #require(flipped.cgImage?.cropping(to: CGRect(x: 0, y: 0, width: 1, height: 1))), in: CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(top == [0, 0, 255, 255])  // blue: the image's bottom half is at the top
    }

    @Test("A PDF context writes one page per beginPage/endPage to its data consumer when closed")
    func pdfPages() throws {
        let data = try #require(CFDataCreateMutable(nil, 0))
        let consumer = try #require(CGDataConsumer(data: data))
        var box = CGRect(x: 0, y: 0, width: 200, height: 100)
        let pdf = try #require(CGContext(consumer: consumer, mediaBox: &box, nil))
        pdf.beginPage(mediaBox: &box)
        pdf.fill(CGRect(x: 10, y: 10, width: 50, height: 50))
        pdf.endPDFPage()
        pdf.beginPDFPage(nil)
        pdf.endPDFPage()
        #expect((data as Data).isEmpty)  // nothing is written before the document is closed
        pdf.closePDF()
        let text = String(decoding: data as Data, as: UTF8.self)
        #expect(text.hasPrefix("%PDF-"))
        // Each page object says "/Type /Page" (the page tree says "/Type /Pages").
        #expect(text.components(separatedBy: "/Type /Page\n").count - 1 + text.components(separatedBy: "/Type /Page ").count - 1 == 2)
        #expect(text.contains("/MediaBox [ 0 0 200 100 ]"))
    }

    @Test("Image(_:scale:label:) of a bitmap is its pixels over the scale in points, read by VoiceOver as the label")
    func swiftUIImageOfBitmap() throws {
        let context = try Self.bitmap(40)
        context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        let code = try #require(context.makeImage())
        let rendered = CellPipeline().render(AnyView(Image(code, scale: 2, label: Text("Wi-Fi code"))), named: "code",
                                             in: WidgetCell(family: .systemLarge), output: .layout)
        let layout = try #require(rendered.layout)
        // 40 pixels at 2 pixels per point: 20 points.
        let image = try #require(layout.allElements.first { $0.path.hasPrefix("Image(") })
        #expect(image.frame.size == CGSize(width: 20, height: 20))
        #expect(VoiceOverReader.elements(in: layout).map(\.label) == ["Wi-Fi code"])
    }
}
