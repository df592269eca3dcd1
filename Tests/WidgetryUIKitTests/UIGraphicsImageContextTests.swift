import Foundation
import Testing
import WidgetryGraphics
import WidgetryUI
import WidgetryUIKit

/// A provider's thumbnail step, as widget code writes it: a downloaded photo drawn into a smaller bitmap
/// context before the entry carries it.
private func thumbnail(of photo: UIImage, width: CGFloat, scale: CGFloat) -> UIImage? {
    let size = CGSize(width: width, height: width * photo.size.height / photo.size.width)
    UIGraphicsBeginImageContextWithOptions(size, false, scale)
    defer { UIGraphicsEndImageContext() }
    photo.draw(in: CGRect(origin: .zero, size: size))
    return UIGraphicsGetImageFromCurrentImageContext()
}

@Suite struct UIGraphicsImageContextTests {
    @Test("Drawing into a smaller image context resizes the image: the new size at the context's scale, same pixels")
    func resize() throws {
        let photo = try #require(UIImage(data: try pngData(width: 80, height: 40)))   // 80 × 40 pt at 1x
        let small = try #require(thumbnail(of: photo, width: 20, scale: 2))
        #expect(small.size == CGSize(width: 20, height: 10))   // 20 pt wide keeps the 2 : 1 aspect
        #expect(small.scale == 2)
        // The PNG behind it is 40 × 20 pixels (20 × 10 pt at 2x), red where the photo was drawn.
        let result = layout(Image(uiImage: small))
        let placed = try #require(result.allElements.first { $0.kind == .image })
        guard case .image(let drawn) = placed.content, let path = drawn.filePath else { Issue.record("no file drawn"); return }
        let raster = try RasterImage.decodePNG(try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(raster.width == 40 && raster.height == 20)
        let centre = raster.color(atX: 20, y: 10)
        #expect(centre.red > 0.9 && centre.green < 0.1 && centre.alpha > 0.9)
    }

    @Test("A symbol drawn into an image context is its stand-in glyph filling the rectangle, in black")
    func symbolStandIn() throws {
        try #require(SymbolStandIn.isFontAvailable, "Material Icons is missing: run scripts/install-dependencies.sh")
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 20, height: 20), false, 2)
        try #require(UIImage(systemName: "circle.fill")).draw(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        let drawn = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        let placed = try #require(layout(Image(uiImage: drawn)).allElements.first { $0.kind == .image })
        guard case .image(let image) = placed.content, let path = image.filePath else { Issue.record("no file drawn"); return }
        let raster = try RasterImage.decodePNG(try Data(contentsOf: URL(fileURLWithPath: path)))
        // A filled circle whose ink fills the 20 pt square (40 px at 2x): black in the middle and near the middle of
        // each edge, transparent in the corners (the placeholder's outline would leave the middle empty).
        for (x, y) in [(20, 20), (3, 20), (36, 20), (20, 3), (20, 36)] {
            let pixel = raster.color(atX: x, y: y)
            #expect(pixel.alpha > 0.9 && pixel.red < 0.1, "(\(x), \(y)): \(pixel)")
        }
        #expect(raster.color(atX: 1, y: 1).alpha < 0.05)
    }

    @Test("With no current context there is no image, and drawing or ending does nothing, as in UIKit")
    func noContext() throws {
        let photo = try #require(UIImage(data: try pngData(width: 4, height: 4)))
        photo.draw(in: CGRect(x: 0, y: 0, width: 4, height: 4))
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    }

    @Test("Scale 0 means the screen's scale, and an empty transparent context gives a clear image of its size")
    func screenScale() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 5, height: 5), false, 0)
        defer { UIGraphicsEndImageContext() }
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        #expect(image.scale == UIScreen.main.scale)
        #expect(image.size == CGSize(width: 5, height: 5))
    }

    @Test("A resized image encodes as JPEG and PNG that decode back to its pixel size; a symbol has no data")
    func encode() throws {
        let photo = try #require(UIImage(data: try pngData(width: 60, height: 30)))
        let small = try #require(thumbnail(of: photo, width: 30, scale: 1))
        let jpeg = try #require(small.jpegData(compressionQuality: 0.8))
        #expect(Array(jpeg.prefix(3)) == [0xFF, 0xD8, 0xFF])   // the JPEG start-of-image marker
        let reread = try #require(UIImage(data: jpeg))
        #expect(reread.size == CGSize(width: 30, height: 15))
        let png = try #require(small.pngData())
        #expect(try RasterImage.decodePNG(png).width == 30)
        #expect(UIImage(systemName: "star")?.jpegData(compressionQuality: 1) == nil)
    }
}
