import CPangoCairo
import Foundation
import WidgetryGraphics

/// WidgetryGraphics against direct Pango/Cairo: text measuring, widget rendering and PNG encoding.
enum GraphicsBenchmark {
    static func run() -> [BenchmarkRow] {
        WarningCenter.shared.setPrintsToStandardError(false)
        return measuring() + rendering() + encoding()
    }

    /// Distinct strings and widths, so neither side benefits from a cache.
    private static let samples: [(String, CGFloat, Int, CGFloat)] = (0..<2_000).map { i in
        ("Event \(i): design review of widget \(i % 17) with the team \(i * 7919 % 1000)",
         CGFloat(11 + i % 10), [400, 600][i % 2], CGFloat(120 + i % 200))
    }

    private static func measuring() -> [BenchmarkRow] {
        let measurer = TextMeasurer(cacheCapacity: 0)
        let widgetry = BenchmarkClock.rate(operations: samples.count) {
            for (text, size, weight, width) in samples {
                _ = measurer.measure(AttributedText(text, font: FontSpec(size: size, weight: weight)),
                                     options: TextLayoutOptions(width: width))
            }
        }
        let raw = RawPangoCairo()
        let baseline = BenchmarkClock.rate(operations: samples.count) {
            for (text, size, weight, width) in samples {
                _ = raw.measure(text, size: size, weight: weight, width: width)
            }
        }
        let cached = TextMeasurer(cacheCapacity: 10_000)
        let cachedRate = BenchmarkClock.rate(operations: samples.count) {
            for (text, size, weight, width) in samples {
                _ = cached.measure(AttributedText(text, font: FontSpec(size: size, weight: weight)),
                                   options: TextLayoutOptions(width: width))
            }
        }
        return [
            BenchmarkRow(name: "text measure (cache off)", value: widgetry, unit: "measures/s",
                         baselineName: "raw Pango set_text+extents", baselineValue: baseline),
            BenchmarkRow(name: "text measure (cache hit)", value: cachedRate, unit: "measures/s",
                         baselineName: "raw Pango set_text+extents", baselineValue: baseline),
        ]
    }

    private static func rendering() -> [BenchmarkRow] {
        let list = BenchmarkWidget.displayList
        let widgetry = BenchmarkClock.rate(operations: 1) {
            _ = DisplayListRenderer.rasterize(list, scale: BenchmarkWidget.scale)
        }
        let raw = RawPangoCairo()
        let baseline = BenchmarkClock.rate(operations: 1) {
            cairo_surface_destroy(raw.drawWidget())
        }
        return [
            BenchmarkRow(name: "render 364×170 pt @3x (rasterize, incl. RGBA copy)", value: widgetry, unit: "renders/s",
                         baselineName: "raw Cairo+Pango draw", baselineValue: baseline),
        ]
    }

    private static func encoding() -> [BenchmarkRow] {
        let list = BenchmarkWidget.displayList
        let image = DisplayListRenderer.rasterize(list, scale: BenchmarkWidget.scale)
        let widgetry = 1000 / BenchmarkClock.rate(operations: 1) { _ = try? image.pngData() }
        let raw = RawPangoCairo()
        let surface = raw.drawWidget()
        defer { cairo_surface_destroy(surface) }
        let baseline = 1000 / BenchmarkClock.rate(operations: 1) { _ = pngByteCount(surface) }
        let full = 1000 / BenchmarkClock.rate(operations: 1) {
            _ = try? DisplayListRenderer.render(list, format: .png, scale: BenchmarkWidget.scale)
        }
        let rawFull = 1000 / BenchmarkClock.rate(operations: 1) {
            let drawn = raw.drawWidget()
            _ = pngByteCount(drawn)
            cairo_surface_destroy(drawn)
        }
        return [
            BenchmarkRow(name: "PNG encode 1092×510 px (RasterImage.pngData)", value: widgetry, unit: "ms",
                         baselineName: "cairo_surface_write_to_png_stream", baselineValue: baseline),
            BenchmarkRow(name: "render + PNG encode @3x (render(.png))", value: full, unit: "ms",
                         baselineName: "raw draw + cairo PNG write", baselineValue: rawFull),
        ]
    }

    /// Encodes a surface as PNG with Cairo alone, counting the bytes instead of keeping them.
    private static func pngByteCount(_ surface: OpaquePointer) -> Int {
        var bytes = 0
        _ = withUnsafeMutablePointer(to: &bytes) { counter in
            cairo_surface_write_to_png_stream(surface, { closure, _, length in
                closure!.assumingMemoryBound(to: Int.self).pointee += Int(length)
                return CAIRO_STATUS_SUCCESS
            }, counter)
        }
        return bytes
    }
}
