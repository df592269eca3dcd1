import CPangoCairo
import Foundation

/// A `PangoLayout` owned by one thread's ``PangoEngine``, with the few calls Widgetry needs in Swift terms.
final class PangoLayoutHandle {
    /// Facts about one line, in points, from the top-left of the layout.
    struct Line {
        var startByte: Int
        var isParagraphStart: Bool
        var top: CGFloat
        var height: CGFloat
        var width: CGFloat
        var baseline: CGFloat
    }

    /// PANGO_GLYPH_UNKNOWN_FLAG, a cast macro that does not import into Swift.
    private static let unknownGlyphFlag: PangoGlyph = 0x1000_0000

    let pointer: OpaquePointer

    init(context: OpaquePointer) {
        pointer = pango_layout_new(context)
    }

    func release() {
        g_object_unref(UnsafeMutableRawPointer(pointer))
    }

    func setText(_ utf8: [UInt8]) {
        utf8.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { chars in
                pango_layout_set_text(pointer, chars, Int32(buffer.count))
            }
        }
    }

    func setAttributes(_ list: OpaquePointer?) {
        pango_layout_set_attributes(pointer, list)
    }

    func setFontDescription(_ description: OpaquePointer?) {
        pango_layout_set_font_description(pointer, description)
    }

    /// `nil` turns wrapping and ellipsizing off.
    func setWidth(pangoUnits: Int32?) {
        pango_layout_set_width(pointer, pangoUnits ?? -1)
    }

    /// Negative values limit lines per paragraph; positive ones the height in Pango units.
    func setHeight(_ value: Int32) {
        pango_layout_set_height(pointer, value)
    }

    func setEllipsize(_ mode: PangoEllipsizeMode) {
        pango_layout_set_ellipsize(pointer, mode)
    }

    func setWrap(_ mode: PangoWrapMode) {
        pango_layout_set_wrap(pointer, mode)
    }

    func setAlignment(_ alignment: PangoAlignment) {
        // Widgetry resolves leading/trailing itself from the options, so Pango must not flip it again.
        pango_layout_set_auto_dir(pointer, 0)
        pango_layout_set_alignment(pointer, alignment)
    }

    func setSpacing(points: CGFloat) {
        pango_layout_set_spacing(pointer, Int32((points * CGFloat(PANGO_SCALE)).rounded()))
    }

    /// Tells the layout that its context's language or direction changed.
    func contextChanged() {
        pango_layout_context_changed(pointer)
    }

    var lineCount: Int { Int(pango_layout_get_line_count(pointer)) }
    var isEllipsized: Bool { pango_layout_is_ellipsized(pointer) != 0 }
    var unknownGlyphCount: Int { Int(pango_layout_get_unknown_glyphs_count(pointer)) }

    /// The logical rectangle of all lines in points (y is usually 0).
    var logicalExtents: CGRect {
        var logical = PangoRectangle()
        pango_layout_get_extents(pointer, nil, &logical)
        return CGRect(
            x: points(logical.x), y: points(logical.y), width: points(logical.width), height: points(logical.height))
    }

    var lines: [Line] {
        guard let iterator = pango_layout_get_iter(pointer) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        var result: [Line] = []
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { break }
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            result.append(Line(
                startByte: Int(line.pointee.start_index),
                isParagraphStart: line.pointee.is_paragraph_start != 0,
                top: points(logical.y), height: points(logical.height), width: points(logical.width),
                baseline: points(pango_layout_iter_get_baseline(iterator))))
        } while pango_layout_iter_next_line(iterator) != 0
        return result
    }

    /// Byte offsets (into the layout's text) of characters drawn as "unknown glyph" boxes.
    var unknownGlyphByteOffsets: [Int] {
        guard let iterator = pango_layout_get_iter(pointer) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        var offsets: [Int] = []
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator),
                  let item = run.pointee.item, let glyphs = run.pointee.glyphs else { continue }
            for index in 0..<Int(glyphs.pointee.num_glyphs) {
                let glyph = glyphs.pointee.glyphs[index].glyph
                if glyph & Self.unknownGlyphFlag != 0 {
                    offsets.append(Int(item.pointee.offset) + Int(glyphs.pointee.log_clusters[index]))
                }
            }
        } while pango_layout_iter_next_run(iterator) != 0
        return offsets
    }

    /// Draws the layout with its top-left at the Cairo context's current point.
    func show(in cairo: OpaquePointer) {
        pango_cairo_show_layout(cairo, pointer)
    }

    private func points(_ units: Int32) -> CGFloat {
        CGFloat(units) / CGFloat(PANGO_SCALE)
    }
}
