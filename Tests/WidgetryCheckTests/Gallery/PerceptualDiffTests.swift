import Testing
import WidgetryCheck
import WidgetryGraphics

/// The perceptual comparison on small synthetic images whose numbers can be worked out by hand.
@Suite struct PerceptualDiffTests {
    /// 20 × 20 pixels: rows 0–9 black, row 10 the grey `edge`, rows 11–19 white, all opaque; `dots` black.
    private func image(edge: UInt8, dots: [(Int, Int)] = []) -> RasterImage {
        var rgba = [UInt8](repeating: 255, count: 20 * 20 * 4)
        for y in 0..<20 {
            for x in 0..<20 {
                let value: UInt8 = y < 10 ? 0 : y == 10 ? edge : 255
                let i = (y * 20 + x) * 4
                rgba[i] = value; rgba[i + 1] = value; rgba[i + 2] = value
            }
        }
        for (x, y) in dots {
            let i = (y * 20 + x) * 4
            rgba[i] = 0; rgba[i + 1] = 0; rgba[i + 2] = 0
        }
        return RasterImage(width: 20, height: 20, rgba: rgba)
    }

    @Test("An anti-aliased edge that moved by a fraction of a pixel is not a change")
    func antialiasedShift() {
        // A black area over white whose edge moves from y = 10.3 to y = 10.7: row 10 is 30 % covered before
        // (grey 255 × 0.7 = 178.5 → 179) and 70 % after (255 × 0.3 = 76.5 → 77). For greys ΔI = ΔQ = 0, so
        // Δ² = 0.5053 × (179 − 77)² = 0.5053 × 102² ≈ 5257, far above the default threshold's
        // 0.5053 × 255² × 0.1² ≈ 328.6: by colour alone all 20 pixels of row 10 differ. Each is on a slope,
        // though — two identical neighbours (left and right), black above (darker), white below (brighter) —
        // and the black and white sides are flat (three or more identical neighbours) in both images, so the
        // anti-aliasing test takes all 20 out.
        let result = PerceptualDiff().compare(image(edge: 179), image(edge: 77))
        #expect(result.differentPixels == 0)
        #expect(result.antialiasedPixels == 20)
        #expect(!result.sizeChanged)
        // Without the anti-aliasing test the same shift counts.
        #expect(PerceptualDiff(ignoresAntialiasing: false).compare(image(edge: 179), image(edge: 77)).differentPixels == 20)
    }

    @Test("A colour change below the threshold does not differ at all")
    func belowThreshold() {
        // Grey 128 → 140: Δ² = 0.5053 × 12² ≈ 72.8 < 328.6, so not even a candidate for the anti-aliasing test.
        let result = PerceptualDiff().compare(image(edge: 128), image(edge: 140))
        #expect(result.differentPixels == 0 && result.antialiasedPixels == 0)
        // Just above: 128 → 154 is ΔY = 26 > 25.5 (√(328.6 / 0.5053) = 25.5); the row is an edge, so still
        // judged anti-aliasing rather than counted.
        let above = PerceptualDiff().compare(image(edge: 128), image(edge: 154))
        #expect(above.differentPixels == 0 && above.antialiasedPixels == 20)
    }

    @Test("New content in a flat area counts, pixel by pixel, and is red in the difference image")
    func realChange() {
        // A 2 × 2 black dot on the white area: before, each pixel is white among white (more than two identical
        // neighbours, so no edge); after, each is black with three black neighbours. Both tests say "area",
        // so all four count.
        let dot = [(5, 15), (6, 15), (5, 16), (6, 16)]
        let result = PerceptualDiff().compare(image(edge: 128), image(edge: 128, dots: dot))
        #expect(result.differentPixels == 4 && result.antialiasedPixels == 0)
        let i = (15 * 20 + 5) * 4
        #expect(Array(result.diffImage.rgba[i..<i + 4]) == [255, 0, 0, 255])
        // An unchanged white pixel is faded: white stays white; an unchanged black one becomes light grey
        // (255 − 255 × 0.2 = 204).
        #expect(result.diffImage.rgba[(19 * 20) * 4] == 255)
        #expect(result.diffImage.rgba[0] == 204)
    }

    @Test("Transparent pixels compare as the white they are shown on; a size change is reported")
    func transparencyAndSize() {
        let clear = RasterImage(width: 2, height: 2, rgba: [UInt8](repeating: 0, count: 16))
        let white = RasterImage(width: 2, height: 2, rgba: [UInt8](repeating: 255, count: 16))
        #expect(PerceptualDiff().compare(clear, white).differentPixels == 0)
        let wider = RasterImage(width: 3, height: 2, rgba: [UInt8](repeating: 255, count: 24))
        let resized = PerceptualDiff().compare(white, wider)
        #expect(resized.sizeChanged && resized.diffImage.width == 3)
    }
}
