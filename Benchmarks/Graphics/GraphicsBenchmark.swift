import CPangoCairo
import Foundation
@_spi(Benchmarks) import WidgetryGraphics

/// WidgetryGraphics against direct Pango/Cairo calls in the same process: text measuring, drawing the
/// ``BenchmarkWidget`` scene, and PNG encoding. Each comparison alternates the two sides (see ``BenchmarkClock``).
enum GraphicsBenchmark {
    static func run(_ settings: BenchmarkSettings) -> [BenchmarkRow] {
        measuring(settings) + rendering(settings)
    }

    /// Distinct strings and widths, so neither side benefits from a cache.
    private static let samples: [(String, CGFloat, Int, CGFloat)] = (0..<2_000).map { i in
        ("Event \(i): design review of widget \(i % 17) with the team \(i * 7919 % 1000)",
         CGFloat(11 + i % 10), [400, 600][i % 2], CGFloat(120 + i % 200))
    }

    private static func measuring(_ settings: BenchmarkSettings) -> [BenchmarkRow] {
        let count = settings.quick ? 100 : samples.count
        let measurer = TextMeasurer(cacheCapacity: 0)
        let raw = RawPangoCairo()
        let (widgetry, baseline) = BenchmarkClock.paired(rounds: settings.iterations(5), {
            for (text, size, weight, width) in samples.prefix(count) {
                _ = measurer.measure(AttributedText(text, font: FontSpec(size: size, weight: weight)), options: TextLayoutOptions(width: width))
            }
        }, {
            for (text, size, weight, width) in samples.prefix(count) {
                _ = raw.measure(text, size: size, weight: weight, width: width)
            }
        })
        let cached = TextMeasurer(cacheCapacity: 10_000)
        let cachedSeconds = BenchmarkClock.median(iterations: settings.iterations(5)) {
            for (text, size, weight, width) in samples.prefix(count) {
                _ = cached.measure(AttributedText(text, font: FontSpec(size: size, weight: weight)), options: TextLayoutOptions(width: width))
            }
        }
        let perMeasure = 1e6 / Double(count)
        return [
            BenchmarkRow(key: "graphics.measure.uncached", group: "graphics", name: "text measure, cache off", value: widgetry * perMeasure,
                         unit: "µs/measure", baselineName: "raw Pango set_text + extents", baselineValue: baseline * perMeasure),
            BenchmarkRow(key: "graphics.measure.cached", group: "graphics", name: "text measure, cache hit", value: cachedSeconds * perMeasure,
                         unit: "µs/measure", baselineName: "raw Pango set_text + extents", baselineValue: baseline * perMeasure),
        ]
    }

    private static func rendering(_ settings: BenchmarkSettings) -> [BenchmarkRow] {
        let list = BenchmarkWidget.displayList
        let scale = BenchmarkWidget.scale
        let raw = RawPangoCairo()
        let rounds = settings.iterations(200)
        // Drawing alone: the overhead the 15% target is about.
        let (draw, rawDraw) = BenchmarkClock.paired(rounds: rounds, {
            try? DisplayListRenderer.drawDiscardingPixels(list, scale: scale)
        }, {
            cairo_surface_destroy(raw.drawWidget())
        })
        // Into a RasterImage: drawing plus the straight-alpha RGBA copy snapshot tests compare.
        let (raster, _) = BenchmarkClock.paired(rounds: rounds, {
            _ = DisplayListRenderer.rasterize(list, scale: scale)
        }, {
            cairo_surface_destroy(raw.drawWidget())
        })
        // To a PNG file's bytes, as `widgetry render` and the gallery write them.
        let pngRounds = settings.iterations(30)
        let (png, rawPNG) = BenchmarkClock.paired(rounds: pngRounds, {
            _ = try? DisplayListRenderer.render(list, format: .png, scale: scale)
        }, {
            let drawn = raw.drawWidget()
            _ = pngByteCount(drawn)
            cairo_surface_destroy(drawn)
        })
        let image = DisplayListRenderer.rasterize(list, scale: scale)
        // Figures for a broken encoder would mean nothing: libpng (through Cairo) must read back the same pixels.
        if let encoded = try? DisplayListRenderer.render(list, format: .png, scale: scale) {
            precondition((try? RasterImage.decodePNG(encoded)) == image, "the PNG written does not decode to the drawn pixels")
        }
        let encodeOnly = BenchmarkClock.median(iterations: pngRounds) { _ = try? image.pngData() }
        let widgetryBytes = (try? DisplayListRenderer.render(list, format: .png, scale: scale).count) ?? 0
        let drawn = raw.drawWidget()
        let rawBytes = pngByteCount(drawn)
        let rawEncode = BenchmarkClock.median(iterations: pngRounds) { _ = pngByteCount(drawn) }
        cairo_surface_destroy(drawn)
        let px = "\(Int(BenchmarkWidget.size.width * scale))×\(Int(BenchmarkWidget.size.height * scale)) px"
        return [
            BenchmarkRow(key: "render.draw", group: "render", name: "render widget scene @3x, draw only", value: draw * 1e3, unit: "ms",
                         baselineName: "raw Cairo + Pango calls", baselineValue: rawDraw * 1e3,
                         note: "new ARGB32 surface, 4 shapes, 3 texts laid out and shown; target ratio ≤ 1.15"),
            BenchmarkRow(key: "render.rasterize", group: "render", name: "render widget scene @3x to RasterImage", value: raster * 1e3, unit: "ms",
                         baselineName: "raw Cairo + Pango calls", baselineValue: rawDraw * 1e3, note: "draw + straight-alpha RGBA copy"),
            BenchmarkRow(key: "render.png", group: "render", name: "render widget scene @3x to PNG bytes", value: png * 1e3, unit: "ms",
                         baselineName: "raw draw + cairo_surface_write_to_png", baselineValue: rawPNG * 1e3,
                         note: "DisplayListRenderer.render(.png): draw + encode"),
            BenchmarkRow(key: "render.png-share", group: "render", name: "  of which PNG encoding (render − draw)", value: max(png - draw, 0) * 1e3,
                         unit: "ms", baselineName: "cairo_surface_write_to_png", baselineValue: rawEncode * 1e3),
            BenchmarkRow(key: "render.png-encode-raster", group: "render", name: "PNG encode \(px) from RasterImage (pngData)", value: encodeOnly * 1e3,
                         unit: "ms", baselineName: "cairo_surface_write_to_png", baselineValue: rawEncode * 1e3),
            BenchmarkRow(key: "render.png-bytes", group: "render", name: "PNG size \(px)", value: Double(widgetryBytes) / 1024, unit: "KiB",
                         baselineName: "cairo_surface_write_to_png", baselineValue: Double(rawBytes) / 1024),
        ]
    }

    /// Encodes a surface as PNG with Cairo alone, counting the bytes instead of keeping them.
    static func pngByteCount(_ surface: OpaquePointer) -> Int {
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
