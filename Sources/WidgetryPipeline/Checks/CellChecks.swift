import Foundation
import WidgetryFindings

/// The checks the pipeline runs on every cell: one line per check. docs/checking.md describes each, and
/// docs/architecture.md lists them.
public struct CellChecks: Sendable {
    /// Run once per layout; cells sharing a layout share their findings.
    public var layout: [any LayoutCheck]
    /// Run on each cell as drawn in its context.
    public var drawing: [any DrawingCheck]

    /// Checks of your own choosing, in the order their findings are reported.
    public init(layout: [any LayoutCheck], drawing: [any DrawingCheck]) {
        self.layout = layout
        self.drawing = drawing
    }

    /// Every check Widgetry has.
    public static let standard = CellChecks(
        layout: [
            DiagnosticFinder(),          // text truncated, clipped, shrunk or out of bounds; overlaps; fonts; links a family ignores
            HitRegionCheck(),            // audit: tap targets under 44 × 44 pt, targets covering each other
            VoiceOverCheck(),            // audit: missing and repeated labels, reading order
        ],
        drawing: [
            DrawingGeometryCheck(),      // non-finite geometry, unbalanced groups in the drawing
            ContextLegibilityCheck(),    // tinted, glass and StandBy: contrast, opaque images, colour-only distinctions
            LiveActivityHeightCheck(),   // Live Activities taller than the system shows
            ColorVisionCheck(),          // audit: contrast and colour-only status with colour vision deficiencies
            ReduceTransparencyCheck(),   // audit: text that loses its contrast when materials turn opaque
            ContainerBackgroundCheck(),  // iOS 17's required containerBackground(for: .widget)
        ])

    /// These checks without the accessibility audit's.
    public var withoutAccessibilityAudit: CellChecks {
        CellChecks(layout: layout.filter { !$0.isAccessibilityAudit }, drawing: drawing.filter { !$0.isAccessibilityAudit })
    }
}
