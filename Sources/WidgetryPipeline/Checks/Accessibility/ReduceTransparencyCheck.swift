import Foundation
import WidgetryFindings
import WidgetryGraphics
import WidgetryKit
import WidgetryUI

/// Text that Reduce Transparency makes illegible: with the setting on, materials are drawn opaque (Settings ›
/// Accessibility › Display & Text Size; ``DisplaySetting/reduceTransparency``), so text that relied on what showed
/// through a translucent material — white text on `.ultraThinMaterial` over a dark photo — now stands on a solid
/// light fill. Measured as the other contrast checks are (WCAG 2.x, at least 3:1), on the cell drawn with the
/// setting on, for text standing on a shape the widget drew (not on the backdrop), and only in a widget that has a
/// material or reads `accessibilityReduceTransparency` (``LayoutResult/readsReduceTransparency``): in any other
/// widget the setting changes nothing the widget drew, and low contrast there is the ordinary contrast checks'.
public struct ReduceTransparencyCheck: DrawingCheck {
    public init() {}

    public var isAccessibilityAudit: Bool { true }

    public func findings(in drawn: DrawnCell) -> [Finding] {
        guard drawn.cell.displaySetting == .reduceTransparency, drawn.layout.readsReduceTransparency,
              ContextRendering(for: drawn.cell).checksColorVision else { return [] }
        let walker = ColorVisionCheck.walk(drawn.layout, cell: drawn.cell, backgroundRemovable: drawn.options.containerBackgroundRemovable,
                                           images: drawn.assets.images, simulation: nil)
        return walker.textContrasts.compactMap { text in
            let center = CGPoint(x: text.element.frame.midX, y: text.element.frame.midY)
            guard text.ratio < ContextLegibilityCheck.minimumContrast, walker.isOnWidgetShape(center) else { return nil }
            let quoted = text.string.count > 40 ? String(text.string.prefix(37)) + "…" : text.string
            return Finding(kind: .lowContrast, path: text.element.path,
                           message: "with Reduce Transparency on, text \"\(quoted)\" has a contrast of \(String(format: "%.1f", text.ratio)):1 against the opaque fill behind it (materials are drawn solid); at least \(Int(ContextLegibilityCheck.minimumContrast)):1 is needed",
                           suggestion: "give text on a material a foreground that adapts (.primary, .secondary), or read accessibilityReduceTransparency and choose colours for the solid fill",
                           frame: text.element.frame)
        }
    }
}
