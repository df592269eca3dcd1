import CPangoCairo
import Foundation

/// An SF Symbol inside a line of text (`Text(Image(systemName: "star.fill"))`, `Text("\(Image(systemName: "flame")) 320
/// kcal")`), drawn with its ``SymbolStandIn`` glyph as a character of the line.
///
/// SwiftUI draws an image in a `Text` as a glyph of the line: a symbol takes the text's point size and weight and sits
/// on the line centred on the font's cap height, as a standalone `Image(systemName:)` beside the text does (HIG, "SF
/// Symbols" › "Alignment"; WWDC19 session 206, "Introducing SF Symbols"), so its box is the one ``SymbolNode`` gives a
/// standalone symbol of the same font. In the line it is one character, U+FFFC (the object replacement character);
/// Pango reserves its box (a shape attribute) and the engine's shape renderer draws the icon glyph there
/// (``drawShape(_:attribute:)``), in the run's colour.
public struct InlineSymbol: Sendable, Hashable {
    /// The glyph drawn.
    public var standIn: SymbolStandIn
    /// The room the symbol's box leaves beside its ink, each side, as a multiple of the point size.
    public var horizontalPadding: CGFloat
    /// The room above and below its ink, as a multiple of the point size.
    public var verticalPadding: CGFloat

    /// The character a symbol's run holds.
    public static let character = "\u{FFFC}"

    /// Creates an inline symbol.
    public init(standIn: SymbolStandIn, horizontalPadding: CGFloat, verticalPadding: CGFloat) {
        self.standIn = standIn
        self.horizontalPadding = horizontalPadding
        self.verticalPadding = verticalPadding
    }

    /// The symbol's box and ink at `pointSize`, relative to the baseline at the box's leading edge (y grows down), in
    /// points: centred on SF Pro's cap height (1443 / 2048 of the point size), its ink ``SymbolStandIn/fontSizeRatio``
    /// times the point size in the icon font, as ``SymbolNode`` lays out a standalone symbol. `nil` when the icon font
    /// is missing (the run then keeps a visible square).
    public func box(pointSize: CGFloat) -> (logical: CGRect, ink: CGRect)? {
        guard pointSize > 0, pointSize.isFinite, let ink = standIn.inkBounds(fontSize: iconFontSize(pointSize: pointSize)) else { return nil }
        let size = SymbolStandIn.boxSize(ink: ink.size, pointSize: pointSize, horizontalPadding: horizontalPadding,
                                         verticalPadding: verticalPadding)
        let width = size.width, height = size.height
        let middle = -SymbolStandIn.capHeightRatio * pointSize / 2
        let logical = CGRect(x: 0, y: middle - height / 2, width: width, height: height)
        let placedInk = CGRect(x: logical.midX - ink.width / 2, y: middle - ink.height / 2, width: ink.width, height: ink.height)
        return (logical, placedInk)
    }

    /// The icon font's size for a symbol at `pointSize`.
    public func iconFontSize(pointSize: CGFloat) -> CGFloat { pointSize * SymbolStandIn.fontSizeRatio }

    /// Pango's shape renderer for the engine's context (`pango_cairo_context_set_shape_renderer`): draws the icon glyph
    /// an inline symbol's shape attribute names, centred in the box Pango reserved. Pango calls it with the current
    /// point at the box's baseline origin and the run's colour as the source (pango-cairo's `draw_shape`).
    static let shapeRenderer: PangoCairoShapeRendererFunc = { cairo, attribute, doPath, _ in
        guard let cairo, let attribute, doPath == 0, let data = attribute.pointee.data else { return }
        let packed = UInt(bitPattern: Int(bitPattern: data))
        // Packed by ``shapeData(codepoint:iconFontSize:)``: the codepoint in the low 24 bits, the size above them.
        let codepoint = UInt32(packed & 0xFF_FFFF)
        let iconFontSize = CGFloat(packed >> 24) / 1_000
        var x = 0.0, y = 0.0
        cairo_get_current_point(cairo, &x, &y)
        let logical = attribute.pointee.logical_rect
        let scale = CGFloat(PANGO_SCALE)
        let box = CGRect(x: x + CGFloat(logical.x) / scale, y: y + CGFloat(logical.y) / scale,
                         width: CGFloat(logical.width) / scale, height: CGFloat(logical.height) / scale)
        SymbolStandIn.drawGlyph(codepoint, fontSize: iconFontSize, centredIn: box, on: cairo)
    }

    /// The shape attribute's data: the glyph and the icon font's size, in one pointer-sized value, so the shape renderer
    /// needs no table and Pango copies the attribute freely.
    func shapeData(pointSize: CGFloat) -> UnsafeMutableRawPointer? {
        let size = UInt(max(0, min(iconFontSize(pointSize: pointSize) * 1_000, CGFloat(UInt32.max))).rounded())
        return UnsafeMutableRawPointer(bitPattern: (size << 24) | UInt(standIn.codepoint & 0xFF_FFFF))
    }
}
