import Foundation
import WidgetryFindings
import WidgetryGraphics
import WidgetryKit
import WidgetryReference
import WidgetryUI

/// The colour-vision part of the accessibility audit: the cell's drawing walked again as someone with
/// protanopia, deuteranopia or tritanopia sees it (``ColorVisionDeficiency``, Machado et al. 2009, severity 1.0),
/// in the contexts that show the widget in full colour (the Home Screen, StandBy by day).
///
/// - ``FindingKind/lowContrastInColorVision``: text at 3:1 or more in full colour (the least WCAG 2.x accepts,
///   as ``ContextLegibilityCheck``) that falls under 3:1 with a deficiency;
/// - ``FindingKind/colorOnlyStatus``: two marks of one shape and about one size (status dots, legend swatches,
///   bar segments) whose colours differ clearly in full colour (ΔE*ab ≥ ``distinctInFullColor``) and become alike
///   with a deficiency: ΔE*ab under ``alikeDifference`` and under ``alikeShare`` of the full-colour difference.
///   The thresholds are Widgetry's, not a standard's: they catch iOS's system red and green (ΔE 133.5 in full colour,
///   20.4 under deuteranopia, 15 %) and blue and purple under protanopia (41.5 → 8.5), and pass red and blue
///   (135.3 → 105.7 at worst) — `ColorVisionCheckTests` holds these derivations.
public struct ColorVisionCheck: DrawingCheck {
    public init() {}

    public var isAccessibilityAudit: Bool { true }

    public func findings(in drawn: DrawnCell) -> [Finding] {
        Self.findings(in: drawn.layout, cell: drawn.cell, backgroundRemovable: drawn.options.containerBackgroundRemovable, images: drawn.assets.images)
    }

    /// The least full-colour difference for two marks to count as told apart by colour.
    public static let distinctInFullColor = 20.0
    /// Under this difference with a deficiency, two marks count as alike…
    public static let alikeDifference = 25.0
    /// …when it is also under this share of their full-colour difference.
    public static let alikeShare = 1.0 / 3

    /// The findings for `layout` drawn in `cell`; none outside full-colour contexts.
    public static func findings(in layout: LayoutResult, cell: WidgetCell, backgroundRemovable: Bool, images: ImageStore) -> [Finding] {
        guard ContextRendering(for: cell).checksColorVision else { return [] }
        let normal = walk(layout, cell: cell, backgroundRemovable: backgroundRemovable, images: images, simulation: nil)
        var findings: [Finding] = []
        var reported = Set<String>()
        for deficiency in ColorVisionDeficiency.allCases {
            let simulated = walk(layout, cell: cell, backgroundRemovable: backgroundRemovable, images: images,
                                 simulation: deficiency)
            // Both walks visit the same texts in the same order.
            for (index, seen) in simulated.textContrasts.enumerated() where index < normal.textContrasts.count {
                let full = normal.textContrasts[index].ratio
                guard full >= ContextLegibilityCheck.minimumContrast, seen.ratio < ContextLegibilityCheck.minimumContrast else { continue }
                let path = seen.element.path
                guard reported.insert("text|\(path)").inserted else { continue }
                let quoted = seen.string.count > 40 ? String(seen.string.prefix(37)) + "…" : seen.string
                findings.append(Finding(kind: .lowContrastInColorVision, path: path,
                                        message: "text \"\(quoted)\" has a contrast of \(format(full)):1 in full colour but \(format(seen.ratio)):1 with \(deficiency.rawValue) (simulated, Machado et al. 2009); at least \(Int(ContextLegibilityCheck.minimumContrast)):1 is needed",
                                        suggestion: "choose colours that differ in lightness, not only in hue (.primary/.secondary, or a darker or lighter shade)",
                                        frame: seen.element.frame))
            }
            if let pair = alikePair(in: simulated.marks, backdrop: simulated.backdropColor), reported.insert("marks").inserted {
                findings.append(Finding(kind: .colorOnlyStatus, path: pair.0.path,
                                        message: "shapes at \(pair.0.path) and \(pair.1.path) differ only by colour (\(pair.0.fullColor.hexString) vs \(pair.1.fullColor.hexString), ΔE \(format(pair.full))); with \(deficiency.rawValue) (simulated, Machado et al. 2009) they look alike (ΔE \(format(pair.seen)))",
                                        suggestion: "tell the states apart by shape, symbol or a word too (\"Locked\", a lock symbol), not by colour alone",
                                        frame: pair.0.frame))
            }
        }
        return findings
    }

    static func walk(_ layout: LayoutResult, cell: WidgetCell, backgroundRemovable: Bool, images: ImageStore,
                     simulation: ColorVisionDeficiency?) -> ContextLegibilityCheck.Walker {
        var walker = ContextLegibilityCheck.Walker(rendering: ContextRendering(for: cell), images: images,
                                                   canvas: CGRect(origin: .zero, size: layout.canvasSize))
        walker.simulation = simulation
        walker.collectsMarks = true
        // The container background is drawn wherever the context keeps it (the full-colour Home Screen), and in
        // StandBy only when it is not removable.
        if let background = layout.containerBackground, !cell.context.removesContainerBackground || !backgroundRemovable {
            walker.walk(background, state: .init())
        }
        walker.walk(layout.root, state: .init())
        return walker
    }

    /// The first two marks of one shape and about one size whose colours differ in full colour and look alike as drawn.
    static func alikePair(in marks: [ContextLegibilityCheck.Mark], backdrop: RGBAColor)
        -> (ContextLegibilityCheck.Mark, ContextLegibilityCheck.Mark, full: Double, seen: Double)? {
        for (index, first) in marks.enumerated() {
            for second in marks[(index + 1)...] where first.shape.sameKind(as: second.shape)
                && first.frame.width * first.frame.height > 0
                && max(first.frame.width, second.frame.width) <= 2 * min(first.frame.width, second.frame.width)
                && max(first.frame.height, second.frame.height) <= 2 * min(first.frame.height, second.frame.height) {
                let full = first.fullColor.composited(over: .white).deltaE(to: second.fullColor.composited(over: .white))
                let seen = first.shown.composited(over: backdrop).deltaE(to: second.shown.composited(over: backdrop))
                if full >= distinctInFullColor, seen < alikeDifference, seen < alikeShare * full { return (first, second, full, seen) }
            }
        }
        return nil
    }

    static func format(_ value: Double) -> String { String(format: "%.1f", value) }
}
