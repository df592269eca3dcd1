import Foundation
import WidgetryFindings
import WidgetryGraphics

/// Lays out `Image(systemName:)` as an SF Symbol measures: sized by the current font and image scale, and
/// sitting on the text baseline like a character.
///
/// Apple's rules reproduced:
/// - A symbol takes its point size from the font around it (`.font(.title)`, `.font(.system(size:))`): symbols
///   are designed to align with San Francisco text at every size and weight (HIG, "SF Symbols",
///   https://developer.apple.com/design/human-interface-guidelines/sf-symbols; WWDC19 session 206,
///   "Introducing SF Symbols").
/// - `imageScale(_:)` picks the small, medium (default) or large variant, "approximately 20% smaller" and
///   "approximately 30% larger" than medium (`NSImage.SymbolScale.small`/`.large` documentation;
///   HIG, "SF Symbols" › "Symbol scales": scales are relative to the font's cap height) — ``ImageScale/factor``.
/// - A symbol is centred vertically on its font's cap height (HIG "SF Symbols" › "Alignment"; WWDC19 206), so
///   its baseline is half the cap height below its centre and `.firstTextBaseline` stacks line it up with the
///   text beside it; the cap height is SF Pro's, 1443 / 2048 of the point size.
///
/// Symbols in ``SymbolStandIn``'s table are drawn with their Material Icons glyph and measured by it; the rest
/// keep a labelled placeholder, a square of 1.2 × the point size (the size an enclosed SF Symbol's frame has:
/// 19.7 × 19 pt at 17 pt in the real renders, docs/fidelity.md). An info finding says which it was.
final class SymbolNode: LayoutNode {
    override var kind: ElementKind { .symbol }
    let symbolName: String
    let standIn: SymbolStandIn?
    /// The font's point size times the image scale: what an SF Symbol of this font would be drawn at.
    let pointSize: CGFloat
    /// SF Pro's cap height at the font's own size (image scale does not move the baseline).
    let capHeight: CGFloat
    /// The icon font's size for the stand-in glyph.
    let glyphSize: CGFloat
    let naturalSize: CGSize
    /// The stand-in glyph's ink at ``glyphSize`` (zero for a placeholder).
    let inkSize: CGSize
    let color: RGBAColor
    let resizable: Bool

    /// The room an SF Symbol's frame leaves around its ink, per side, as a multiple of the point size. From the
    /// real renders at 17 pt (docs/fidelity.md): (frame − ink) / 2 horizontally is 2.17 pt for `plus`, 1.33 for
    /// `line.3.horizontal.decrease.circle`, 2.17 for `arrow.up.arrow.down.square`, 2.0 for `square.and.arrow.up`
    /// (median ≈ 2.1 ≈ 0.12 × 17); vertically 1.17, 1.0, 1.17, 1.67 (median 1.17 ≈ 0.07 × 17).
    static let horizontalPadding: CGFloat = 0.12
    /// The horizontal room of a symbol enclosed in a circle (a `.circle` name component), whose ink is already round
    /// to its frame: 1.33 pt for `line.3.horizontal.decrease.circle` (approach) and 0.5 pt for `checkmark.circle.fill`
    /// (swift-snapshot-testing's own SwiftUI test: an 18 pt frame) at 17 pt; their mean is 0.054 × 17. With the other
    /// symbols' 0.12 both were about 1–1.5 pt too wide on each side.
    static let enclosedHorizontalPadding: CGFloat = 0.055
    /// The horizontal room around `name`'s ink, as a multiple of the point size.
    static func horizontalPadding(for name: String) -> CGFloat {
        name.split(separator: ".").contains("circle") ? enclosedHorizontalPadding : horizontalPadding
    }
    /// See ``horizontalPadding``.
    static let verticalPadding: CGFloat = 0.07
    /// A placeholder's side as a multiple of the point size (see the type's comment).
    static let placeholderRatio: CGFloat = 1.2

    init(name: String, resizable: Bool, context: BuildContext) {
        let environment = context.environment
        symbolName = name
        self.resizable = resizable
        let font = (environment.font ?? .body).resolve(at: environment.dynamicTypeSize, legibilityWeight: environment.usesBoldText)
        pointSize = font.size * environment.imageScale.factor
        capHeight = font.size * SymbolStandIn.capHeightRatio
        color = TextStyleResolver.color(of: environment.foregroundPaint)
        let iconFontSize = pointSize * SymbolStandIn.fontSizeRatio
        if let standIn = SymbolStandIn(symbolName: name), let ink = standIn.inkBounds(fontSize: iconFontSize) {
            self.standIn = standIn
            glyphSize = iconFontSize
            inkSize = ink.size
            // A symbol image is a whole number of the screen's pixels: every symbol frame in the real renders is a
            // multiple of 1/3 pt at 3x (19.67 × 19, 19.67 × 17.67, 18 × 16, 19 × 22, docs/fidelity.md).
            let scale = environment.displayScale > 0 && environment.displayScale.isFinite ? environment.displayScale : 1
            func pixelCeil(_ value: CGFloat) -> CGFloat { ((value * scale) - 0.001).rounded(.up) / scale }
            let box = SymbolStandIn.boxSize(ink: ink.size, pointSize: pointSize, horizontalPadding: Self.horizontalPadding(for: name),
                                            verticalPadding: Self.verticalPadding)
            naturalSize = CGSize(width: pixelCeil(box.width), height: pixelCeil(box.height))
        } else {
            standIn = nil
            glyphSize = 0
            inkSize = .zero
            let side = (pointSize * Self.placeholderRatio).rounded()
            naturalSize = CGSize(width: side, height: side)
        }
        super.init(name: "Image(systemName: \"\(name)\")")
        issues = [Self.finding(name: name, standIn: standIn)]
    }

    /// What the report and gallery say about the symbol: an info finding, as SF Symbols cannot be drawn here.
    static func finding(name: String, standIn: SymbolStandIn?) -> Finding {
        if let standIn {
            return Finding(kind: .symbolStandIn, severity: .info,
                           message: "Image(systemName: \"\(name)\") is drawn with a Material Icons stand-in ('\(standIn.materialName)'); iOS draws the SF Symbol, whose shape and width differ a little",
                           suggestion: "check the symbol's look on a device; its size follows SF Symbols' rules")
        }
        let why = SymbolStandIn(symbolName: name) != nil
            ? "the Material Icons font is not installed (scripts/install-dependencies.sh installs it)"
            : "no stand-in is mapped for it"
        return Finding(kind: .symbolStandIn, severity: .info,
                       message: "Image(systemName: \"\(name)\") is drawn as a labelled placeholder of the symbol's size: \(why)",
                       suggestion: "check the symbol's look on a device")
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard resizable else { return naturalSize }
        let size = proposal.replacingUnspecifiedDimensions(by: naturalSize)
        return CGSize(width: size.width.isFinite ? size.width : naturalSize.width,
                      height: size.height.isFinite ? size.height : naturalSize.height)
    }

    override func firstBaseline(in size: CGSize) -> CGFloat? { baseline(in: size) }
    override func lastBaseline(in size: CGSize) -> CGFloat? { baseline(in: size) }

    /// Half the cap height below the centre (see the type's comment).
    private func baseline(in size: CGSize) -> CGFloat { size.height / 2 + capHeight / 2 }

    override func place(in frame: CGRect, context: PlacementContext) -> PlacedElement {
        var element = context.element(for: self, frame: frame)
        // A resizable symbol fills the frame it is given with its drawing (in the real renders a resizable `star`
        // in a 20 pt frame has ink nearly 20 pt across): the glyph's ink is fitted to the frame, keeping its
        // proportions. A plain symbol's frame is its natural size, so it is drawn at its own size.
        let fit = resizable && inkSize.width > 0 && inkSize.height > 0
            ? min(frame.width / inkSize.width, frame.height / inkSize.height) : 1
        element.content = .symbol(name: symbolName, color: color, standIn: standIn, glyphSize: glyphSize * max(fit, 0))
        return element
    }
}
