import Foundation
import Testing
import WidgetryGraphics
import WidgetrySnapshotTesting

/// `Diffing.widgetImage`: precision and perceptual precision as the library's image strategies mean them.
@Suite struct WidgetImageDiffingTests {
    /// A 10×10 opaque white image (100 pixels), with `changed` pixels at the start of the first rows set to `grey`.
    static func image(changed: Int = 0, grey: UInt8 = 0) -> RasterImage {
        var rgba = [UInt8](repeating: 255, count: 10 * 10 * 4)
        for pixel in 0..<changed { rgba[pixel * 4] = grey; rgba[pixel * 4 + 1] = grey; rgba[pixel * 4 + 2] = grey }
        return RasterImage(width: 10, height: 10, rgba: rgba)
    }

    @Test("Equal images match; one black pixel in 100 fails precision 1 and passes precision 0.99")
    func precision() {
        let strict = Diffing<RasterImage>.widgetImage(precision: 1, perceptualPrecision: 1)
        #expect(strict.diffV2(Self.image(), Self.image()) == nil)
        let failure = strict.diffV2(Self.image(), Self.image(changed: 1))
        #expect(failure?.0.contains("1 of 100 pixels differ") == true)
        // 99 of 100 pixels match: exactly the 0.99 asked for.
        #expect(Diffing<RasterImage>.widgetImage(precision: 0.99, perceptualPrecision: 1).diffV2(Self.image(), Self.image(changed: 1)) == nil)
    }

    @Test("Perceptual precision 0.98 lets a pixel move by less than 2% of black-to-white; 1 does not")
    func perceptualPrecision() {
        // White to 250 grey: ΔY = 5 of 255, under 0.02 × 255 = 5.1 (PerceptualDiff's YIQ luma distance).
        let nudged = Self.image(changed: 3, grey: 250)
        #expect(Diffing<RasterImage>.widgetImage(precision: 1, perceptualPrecision: 0.98).diffV2(Self.image(), nudged) == nil)
        #expect(Diffing<RasterImage>.widgetImage(precision: 1, perceptualPrecision: 1).diffV2(Self.image(), nudged) != nil)
    }

    @Test("A size change is reported with both sizes")
    func sizeChange() {
        let smaller = RasterImage(width: 5, height: 10, rgba: [UInt8](repeating: 255, count: 5 * 10 * 4))
        let message = Diffing<RasterImage>.widgetImage().diffV2(Self.image(), smaller)?.0
        #expect(message?.contains("the new render is 5×10 px; the reference is 10×10 px") == true)
    }

    @Test("PNG round trip: what toData writes, fromData reads back unchanged")
    func roundTrip() {
        let diffing = Diffing<RasterImage>.widgetImage()
        let image = Self.image(changed: 7, grey: 40)
        #expect(diffing.fromData(diffing.toData(image)) == image)
    }
}
