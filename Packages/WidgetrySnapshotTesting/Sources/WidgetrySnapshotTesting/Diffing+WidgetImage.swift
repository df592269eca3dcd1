import Foundation
import SnapshotTesting
import Widgetry
import WidgetryTesting
import WidgetryGraphics

extension Diffing where Value == RasterImage {
    /// Compares widget renders pixel by pixel, stored as PNG.
    ///
    /// The parameters mean what they mean in swift-snapshot-testing's image strategies:
    /// - `precision`: the fraction of pixels that must match (1: every pixel).
    /// - `perceptualPrecision`: how close a pixel's colour must be to count as matching (1: exactly equal;
    ///   0.98 lets a pixel's colour move by 2% of the black-to-white distance, which a human cannot see).
    ///
    /// Colour distance and anti-aliasing are judged by ``PerceptualDiff`` (YIQ distance; a pixel on an edge
    /// that merely shifted is not counted), the comparison `widgetry gallery --compare` uses, so a snapshot
    /// and a gallery comparison agree on what changed.
    public static func widgetImage(precision: Float = 1, perceptualPrecision: Float = 0.98) -> Diffing {
        .diff(
            toData: { image in (try? image.pngData()) ?? Data() },
            fromData: { data in (try? RasterImage.decodePNG(data)) ?? RasterImage(width: 0, height: 0, rgba: []) },
            diffV2: { reference, actual in
                guard let failure = WidgetImageComparison(precision: precision, perceptualPrecision: perceptualPrecision)
                    .failure(reference: reference, actual: actual)
                else { return nil }
                var attachments: [DiffAttachment] = []
                if let png = try? failure.difference.pngData() {
                    attachments.append(.data(png, name: "difference.png"))
                }
                return (failure.message, attachments)
            })
    }
}

/// The judgement behind ``Diffing/widgetImage(precision:perceptualPrecision:)``: whether two renders match,
/// and if not, a message that says how much, where, and where the difference image was written.
struct WidgetImageComparison {
    var precision: Float
    var perceptualPrecision: Float

    struct Failure {
        var message: String
        /// The new render faded to grey with differing pixels in red (anti-aliasing in yellow).
        var difference: RasterImage
    }

    func failure(reference: RasterImage, actual: RasterImage) -> Failure? {
        if reference.width == 0 || reference.height == 0 {
            return Failure(message: "the reference snapshot is not a PNG this strategy can read; re-record it (withSnapshotTesting(record: .failed))",
                           difference: actual)
        }
        // perceptualPrecision 1 asks for exact colours; PerceptualDiff counts a pixel when its distance exceeds the threshold.
        let threshold = max(0, 1 - Double(perceptualPrecision))
        let result = PerceptualDiff(colorThreshold: threshold).compare(reference, actual)
        let total = max(actual.width, reference.width) * max(actual.height, reference.height)
        let matching = 1 - Double(result.differentPixels) / Double(max(total, 1))
        // Compared in Float, as the library compares its precision: 99 of 100 pixels meets 0.99.
        if !result.sizeChanged, Float(matching) >= precision { return nil }
        var lines: [String] = []
        if result.sizeChanged {
            lines.append("Size: the new render is \(actual.width)×\(actual.height) px; the reference is \(reference.width)×\(reference.height) px.")
        }
        lines.append(String(format: "%d of %d pixels differ (%.3f%%) beyond perceptual precision %.3g; precision %.4g needs at least %.3f%% to match, %.3f%% do.",
                            result.differentPixels, total, 100 * (1 - matching), Double(perceptualPrecision), Double(precision),
                            100 * Double(precision), 100 * matching))
        if result.antialiasedPixels > 0 {
            lines.append("\(result.antialiasedPixels) more pixels differ only by anti-aliasing of edges and were not counted.")
        }
        if let box = Self.boundingBox(of: result.diffImage) {
            lines.append("The counted differences lie within x \(box.minX)…\(box.maxX), y \(box.minY)…\(box.maxY) (pixels of the new render).")
        }
        if let url = Self.writeDifference(result.diffImage) {
            lines.append("Difference image (changed pixels in red): \(url.path)")
        }
        return Failure(message: lines.joined(separator: "\n"), difference: result.diffImage)
    }

    /// The box around the pixels PerceptualDiff painted red (counted differences).
    static func boundingBox(of diff: RasterImage) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in 0..<diff.height {
            for x in 0..<diff.width {
                let o = (y * diff.width + x) * 4
                guard diff.rgba[o] == 255, diff.rgba[o + 1] == 0, diff.rgba[o + 2] == 0 else { continue }
                if let b = box {
                    box = (min(b.minX, x), min(b.minY, y), max(b.maxX, x), max(b.maxY, y))
                } else {
                    box = (x, y, x, y)
                }
            }
        }
        return box
    }

    /// On Linux the library attaches nothing (there is no XCTAttachment there), so the difference image is
    /// also written where the library writes the failed render: `SNAPSHOT_ARTIFACTS`, else the temporary folder.
    static func writeDifference(_ image: RasterImage) -> URL? {
        let folder = URL(fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(), isDirectory: true)
            .appendingPathComponent("widgetry-differences", isDirectory: true)
        guard let data = try? image.pngData() else { return nil }
        let url = folder.appendingPathComponent("difference-\(UUID().uuidString.prefix(8)).png")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
            return url
        } catch {
            return nil
        }
    }
}
