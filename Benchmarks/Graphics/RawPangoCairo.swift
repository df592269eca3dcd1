import CPangoCairo
import Foundation

/// The baseline: the same work done with direct Pango and Cairo calls and no Widgetry layer.
final class RawPangoCairo {
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    let layout: OpaquePointer

    init() {
        fontMap = pango_cairo_font_map_new()
        pango_cairo_font_map_set_resolution(OpaquePointer(fontMap), 72)
        context = pango_font_map_create_context(fontMap)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        layout = pango_layout_new(context)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    /// Sets font, text and width on the reused layout and reads its extents; returns the height in points.
    func measure(_ text: String, size: CGFloat, weight: Int, width: CGFloat) -> CGFloat {
        let description = pango_font_description_new()
        pango_font_description_set_family(description, "Inter")
        pango_font_description_set_absolute_size(description, Double(size) * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(UInt32(weight)))
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_text(layout, text, -1)
        pango_layout_set_width(layout, Int32(width * CGFloat(PANGO_SCALE)))
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return CGFloat(logical.height) / CGFloat(PANGO_SCALE)
    }

    /// Draws ``BenchmarkWidget`` into a new 3x image surface; the caller destroys it.
    func drawWidget() -> OpaquePointer {
        let scale = BenchmarkWidget.scale
        let surface = cairo_image_surface_create(
            CAIRO_FORMAT_ARGB32, Int32(BenchmarkWidget.size.width * scale), Int32(BenchmarkWidget.size.height * scale))!
        let cairo = cairo_create(surface)!
        cairo_scale(cairo, scale, scale)
        cairo_set_source_rgb(cairo, 1, 1, 1)
        cairo_paint(cairo)
        let card = BenchmarkWidget.card
        roundedRect(cairo, card, radius: 22)
        cairo_set_source_rgb(cairo, 0.96, 0.96, 0.98)
        cairo_fill(cairo)
        let accent = BenchmarkWidget.accent
        cairo_set_source_rgb(cairo, accent.red, accent.green, accent.blue)
        roundedRect(cairo, CGRect(x: 16, y: 44, width: 4, height: 70), radius: 2)
        cairo_fill(cairo)
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, 334, 28, 14, 0, 2 * .pi)
        cairo_fill(cairo)
        cairo_set_source_rgba(cairo, 0, 0, 0, 0.1)
        cairo_set_line_width(cairo, 1)
        cairo_move_to(cairo, 16, 130)
        cairo_line_to(cairo, 348, 130)
        cairo_stroke(cairo)
        cairo_set_source_rgb(cairo, 0, 0, 0)
        for (string, size, weight, rect) in BenchmarkWidget.texts {
            _ = measure(string, size: size, weight: weight, width: rect.width)
            pango_layout_set_height(layout, -2)
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            cairo_move_to(cairo, rect.minX, rect.minY)
            pango_cairo_show_layout(cairo, layout)
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
            pango_layout_set_height(layout, -1)
        }
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        return surface
    }

    private func roundedRect(_ cairo: OpaquePointer, _ rect: CGRect, radius: CGFloat) {
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, rect.maxX - radius, rect.minY + radius, radius, -.pi / 2, 0)
        cairo_arc(cairo, rect.maxX - radius, rect.maxY - radius, radius, 0, .pi / 2)
        cairo_arc(cairo, rect.minX + radius, rect.maxY - radius, radius, .pi / 2, .pi)
        cairo_arc(cairo, rect.minX + radius, rect.minY + radius, radius, .pi, 3 * .pi / 2)
        cairo_close_path(cairo)
    }
}
