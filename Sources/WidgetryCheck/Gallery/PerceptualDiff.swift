import WidgetryGraphics

/// Compares two images the way a reviewer sees them: a pixel differs only when its colour moved by more than
/// a perceptual threshold, and a differing pixel that is anti-aliasing of an edge that merely shifted is not
/// counted. Renders of the same widget after an unrelated change (a font point release, a sub-pixel layout
/// nudge) then compare equal, while changed text or colours do not.
///
/// **Colour distance.** Pixels are composited onto white (as the gallery shows them) and converted to NTSC's
/// YIQ space; the distance is the weighted Euclidean distance of Kotsarenko and Ramos, "Measuring perceived
/// color difference using YIQ NTSC transmission color space in mobile applications" (2010):
/// `Δ² = 0.5053·ΔY² + 0.299·ΔI² + 0.1957·ΔQ²`. ``colorThreshold`` is a fraction of the black-to-white distance
/// (`ΔY = 255`, so `Δ = √0.5053 · 255 ≈ 181.3`): at the default 0.1 a grey moves by more than 25.5 of 255
/// before it counts.
///
/// **Anti-aliasing.** After V. Vyšniauskas, "Anti-aliased pixel and intensity slope detector" (2009), the
/// method the pixelmatch library popularised: a differing pixel is anti-aliasing when, in either image, it
/// lies on an intensity slope — at most two of its eight neighbours share its exact colour, one neighbour is
/// darker and one brighter — and the darkest and brightest of those neighbours sit in flat areas (three or
/// more identical neighbours) in *both* images. The two sides of the edge are then unchanged and only the
/// blend between them moved.
public struct PerceptualDiff: Sendable {
    /// The colour distance, as a fraction (0–1) of the black-to-white distance, above which a pixel differs.
    public var colorThreshold: Double
    /// Whether differing pixels judged anti-aliasing are left uncounted.
    public var ignoresAntialiasing: Bool

    /// A comparison with `colorThreshold` (0.1: a tenth of black-to-white).
    public init(colorThreshold: Double = 0.1, ignoresAntialiasing: Bool = true) {
        self.colorThreshold = colorThreshold
        self.ignoresAntialiasing = ignoresAntialiasing
    }

    /// What a comparison found.
    public struct Result: Sendable {
        /// Pixels whose colour differs above the threshold and that are not anti-aliasing.
        public var differentPixels: Int
        /// Pixels that differ above the threshold but were judged anti-aliasing, so not counted.
        public var antialiasedPixels: Int
        /// Whether the images' sizes differ (pixels outside the smaller one compare against transparent).
        public var sizeChanged: Bool
        /// The after image faded to grey, counted pixels in red and anti-aliasing ones in yellow.
        public var diffImage: RasterImage
    }

    /// The largest squared distance, black against white: `0.5053 · 255²`.
    private static let blackToWhite = 0.5053 * 255.0 * 255.0

    /// Compares `before` with `after`, pixel by pixel over the larger of the two sizes.
    public func compare(_ before: RasterImage, _ after: RasterImage) -> Result {
        let a = Pixels(before), b = Pixels(after)
        let width = max(a.width, b.width), height = max(a.height, b.height)
        let limit = Self.blackToWhite * colorThreshold * colorThreshold
        var counted = 0, antialiased = 0
        var diff = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let p = a.packed(x, y), q = b.packed(x, y)
                let o = (y * width + x) * 4
                let colour: (UInt8, UInt8, UInt8)
                if p != q, Self.distanceSquared(p, q) > limit {
                    if ignoresAntialiasing, isAntialiased(x, y, in: a, other: b) || isAntialiased(x, y, in: b, other: a) {
                        antialiased += 1
                        colour = (255, 200, 0)
                    } else {
                        counted += 1
                        colour = (255, 0, 0)
                    }
                } else {
                    // Faded: a fifth of the way from white to the pixel's grey, so red stands out on any art.
                    let grey = UInt8(255 - (255 - Self.luma(q)) * 0.2)
                    colour = (grey, grey, grey)
                }
                diff[o] = colour.0; diff[o + 1] = colour.1; diff[o + 2] = colour.2; diff[o + 3] = 255
            }
        }
        return Result(differentPixels: counted, antialiasedPixels: antialiased,
                      sizeChanged: a.width != b.width || a.height != b.height,
                      diffImage: RasterImage(width: width, height: height, rgba: diff))
    }

    /// Whether the pixel at `x, y` of `image` is on an anti-aliased edge whose two sides are flat in both
    /// images (see the type's documentation).
    private func isAntialiased(_ x: Int, _ y: Int, in image: Pixels, other: Pixels) -> Bool {
        // Outside a smaller image there is no edge to have shifted.
        guard x < image.width, y < image.height else { return false }
        let centre = image.packed(x, y)
        let centreLuma = Self.luma(centre)
        var identical = 0
        var darkest: (luma: Double, x: Int, y: Int)?
        var brightest: (luma: Double, x: Int, y: Int)?
        for ny in max(y - 1, 0)...min(y + 1, image.height - 1) {
            for nx in max(x - 1, 0)...min(x + 1, image.width - 1) where nx != x || ny != y {
                let neighbour = image.packed(nx, ny)
                if neighbour == centre {
                    identical += 1
                    // Three or more of its own colour around it: part of an area, not an edge's blend.
                    if identical > 2 { return false }
                    continue
                }
                let luma = Self.luma(neighbour)
                if luma < darkest?.luma ?? .infinity { darkest = (luma, nx, ny) }
                if luma > brightest?.luma ?? -.infinity { brightest = (luma, nx, ny) }
            }
        }
        // On a slope only if something around it is darker and something brighter.
        guard let darkest, let brightest, darkest.luma < centreLuma, brightest.luma > centreLuma else { return false }
        return image.isFlat(darkest.x, darkest.y) && other.isFlat(darkest.x, darkest.y)
            && image.isFlat(brightest.x, brightest.y) && other.isFlat(brightest.x, brightest.y)
    }

    /// Squared weighted YIQ distance of two packed pixels composited onto white.
    static func distanceSquared(_ p: UInt32, _ q: UInt32) -> Double {
        let (r1, g1, b1) = onWhite(p), (r2, g2, b2) = onWhite(q)
        let dr = r1 - r2, dg = g1 - g2, db = b1 - b2
        // NTSC's RGB-to-YIQ matrix applied to the differences (the transform is linear).
        let dy = 0.299 * dr + 0.587 * dg + 0.114 * db
        let di = 0.596 * dr - 0.274 * dg - 0.322 * db
        let dq = 0.211 * dr - 0.523 * dg + 0.312 * db
        return 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq
    }

    /// The Y (brightness) of a packed pixel composited onto white, 0–255.
    static func luma(_ p: UInt32) -> Double {
        let (r, g, b) = onWhite(p)
        return 0.299 * r + 0.587 * g + 0.114 * b
    }

    /// A packed straight-alpha pixel composited onto white.
    @inline(__always)
    private static func onWhite(_ p: UInt32) -> (Double, Double, Double) {
        let alpha = Double(p >> 24) / 255
        func channel(_ shift: UInt32) -> Double { 255 + (Double((p >> shift) & 0xFF) - 255) * alpha }
        return (channel(0), channel(8), channel(16))
    }

    /// An image as one `UInt32` a pixel (R in the low byte, A in the high), fully transparent pixels all zero
    /// so that invisible colour differences compare equal.
    struct Pixels {
        let width: Int
        let height: Int
        let words: [UInt32]

        init(_ image: RasterImage) {
            width = image.width
            height = image.height
            let count = min(image.width * image.height, image.rgba.count / 4)
            words = image.rgba.withUnsafeBufferPointer { bytes in
                (0..<count).map { i in
                    let alpha = UInt32(bytes[i * 4 + 3])
                    guard alpha > 0 else { return 0 }
                    return UInt32(bytes[i * 4]) | UInt32(bytes[i * 4 + 1]) << 8 | UInt32(bytes[i * 4 + 2]) << 16 | alpha << 24
                }
            }
        }

        /// The pixel at `x, y`; transparent outside the image.
        @inline(__always)
        func packed(_ x: Int, _ y: Int) -> UInt32 {
            guard x < width, y < height else { return 0 }
            let i = y * width + x
            return i < words.count ? words[i] : 0
        }

        /// Whether three or more of the pixel's neighbours have its exact colour. A pixel on the image's
        /// border has part of its neighbourhood cut off, so it needs one fewer.
        func isFlat(_ x: Int, _ y: Int) -> Bool {
            guard x < width, y < height else { return false }
            let centre = packed(x, y)
            var identical = (x == 0 || y == 0 || x == width - 1 || y == height - 1) ? 1 : 0
            for ny in max(y - 1, 0)...min(y + 1, height - 1) {
                for nx in max(x - 1, 0)...min(x + 1, width - 1) where (nx != x || ny != y) && packed(nx, ny) == centre {
                    identical += 1
                    if identical >= 3 { return true }
                }
            }
            return false
        }
    }
}
