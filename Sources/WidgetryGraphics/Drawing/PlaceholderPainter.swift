import CPangoCairo
import Foundation

/// Draws the visible stand-ins for missing images and SF Symbols.
struct PlaceholderPainter {
    let cairo: OpaquePointer
    let engine: PangoEngine

    /// A grey box with a cross and the file name, so a missing image is obvious in any snapshot.
    func drawMissingImage(path: String, in rect: CGRect) {
        let rect = rect.standardized
        guard rect.width > 0, rect.height > 0 else { return }
        cairo_save(cairo)
        cairo_new_path(cairo)
        cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        cairo_set_source_rgba(cairo, 0.86, 0.86, 0.86, 1)
        cairo_fill_preserve(cairo)
        cairo_clip(cairo)
        cairo_set_source_rgba(cairo, 0.55, 0.55, 0.55, 1)
        cairo_set_line_width(cairo, 1)
        cairo_rectangle(cairo, rect.minX + 0.5, rect.minY + 0.5, max(rect.width - 1, 0), max(rect.height - 1, 0))
        cairo_move_to(cairo, rect.minX, rect.minY)
        cairo_line_to(cairo, rect.maxX, rect.maxY)
        cairo_move_to(cairo, rect.maxX, rect.minY)
        cairo_line_to(cairo, rect.minX, rect.maxY)
        cairo_stroke(cairo)
        let name = URL(fileURLWithPath: path).lastPathComponent
        let size = min(12, max(6, rect.height / 5))
        drawCentered(AttributedText(name, font: FontSpec(size: size, weight: 500),
                                    color: RGBAColor(red: 0.25, green: 0.25, blue: 0.25)),
                     in: rect.insetBy(dx: 2, dy: 2), maxLines: 2)
        cairo_restore(cairo)
    }

    /// A rounded outline with the symbol name's initials ("cloud.sun.fill" gives "CS"), in `color`.
    func drawSymbol(name: String, in rect: CGRect, color: RGBAColor) {
        let rect = rect.standardized
        let side = min(rect.width, rect.height)
        guard side > 0 else { return }
        let lineWidth = max(1, side * 0.07)
        let outline = rect.insetBy(dx: lineWidth / 2, dy: lineWidth / 2)
        cairo_save(cairo)
        cairo_new_path(cairo)
        ShapePath.add(.roundedRectangle(cornerRadius: side * 0.28, continuous: true), in: outline, to: cairo)
        PaintSource.set(.color(color), bounds: rect, on: cairo)
        cairo_set_line_width(cairo, lineWidth)
        cairo_stroke(cairo)
        let initials = Self.initials(of: name)
        if !initials.isEmpty {
            drawCentered(AttributedText(initials, font: FontSpec(size: max(1, side * 0.42), weight: 600), color: color),
                         in: rect, maxLines: 1)
        }
        cairo_restore(cairo)
    }

    /// The stand-in glyph at `fontSize` points with its ink centred in `rect`, in `color`; false (nothing drawn)
    /// when the icon font is missing or lacks the glyph.
    ///
    /// Drawn in one colour: SF Symbols' hierarchical and palette modes colour a symbol's layers, which a font
    /// glyph does not have, so the first (primary) colour is used, as the monochrome mode draws.
    func drawStandIn(_ glyph: SymbolStandIn, fontSize: CGFloat, in rect: CGRect, color: RGBAColor) -> Bool {
        let rect = rect.standardized
        guard rect.width > 0, rect.height > 0 else { return false }
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        PaintSource.set(.color(color), bounds: rect, on: cairo)
        return SymbolStandIn.drawGlyph(glyph.codepoint, fontSize: fontSize, centredIn: rect, on: cairo)
    }

    /// The first letter of each of the first two dot-separated parts of an SF Symbol name, upper-cased.
    static func initials(of name: String) -> String {
        String(name.split(separator: ".").prefix(2).compactMap(\.first)).uppercased()
    }

    private func drawCentered(_ text: AttributedText, in rect: CGRect, maxLines: Int) {
        guard rect.width > 0 else { return }
        let options = TextLayoutOptions(width: rect.width, maxLines: maxLines, alignment: .center)
        let result = TextLayouter(engine: engine).layOut(text, options: options)
        let top = rect.midY - result.measurement.size.height / 2
        cairo_move_to(cairo, rect.minX, top + result.verticalOffset)
        engine.layout.show(in: cairo)
        cairo_new_path(cairo)
    }
}
