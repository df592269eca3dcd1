import Foundation
import Testing
import WidgetryGraphics
import WidgetryUI
import WidgetryUIKit

/// Drawing with UIKit's current colour, as shared app code makes a swatch image: `color.setFill()` then
/// `UIRectFill` or the renderer context's `fill(_:)`.
@Suite struct UIKitDrawingStateTests {
    /// The RGBA of the pixel at `x`, `y` of a PNG image.
    func pixel(_ image: UIImage, _ x: Int, _ y: Int) throws -> [UInt8] {
        let data = try #require(image.pngData())
        let decoded = try RasterImage.decodePNG(data)
        let offset = (y * decoded.width + x) * 4
        return Array(decoded.rgba[offset..<offset + 4])
    }

    @Test("UIColor.setFill() then the renderer context's fill(_:) paints the swatch in that colour")
    func rendererFill() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return format
        }()).image { context in
            UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
        }
        #expect(try pixel(image, 0, 0) == [255, 0, 0, 255])
        // The right half was never filled: transparent, as the renderer's default format is not opaque.
        #expect(try pixel(image, 3, 0)[3] == 0)
    }

    @Test("UIColor.set() then UIRectFill in an image context fills with that colour; with no context nothing happens")
    func rectFill() throws {
        UIColor.blue.set()
        UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), false, 1)
        UIColor(red: 0, green: 1, blue: 0, alpha: 1).set()
        UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(try pixel(image, 1, 1) == [0, 255, 0, 255])
    }

    @Test("#imageLiteral(resourceName:) is a UIImage of the asset catalog's image of that name")
    func imageLiteral() {
        let image: UIImage = #imageLiteral(resourceName: "Placeholder")
        let named = UIImage(named: "Placeholder")
        #expect(image.size == named?.size && image.scale == named?.scale)
        // With no type asked for, the literal is a UIImage (`_ImageLiteralType`), as on iOS.
        let inferred = #imageLiteral(resourceName: "Placeholder")
        #expect(type(of: inferred) == UIImage.self)
    }
}
