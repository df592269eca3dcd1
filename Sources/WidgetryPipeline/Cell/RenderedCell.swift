import Foundation
import WidgetryFindings
import WidgetryGraphics
import WidgetryKit
import WidgetryUI

/// Everything one cell's pipeline run produced: what every command, the server, the gallery and the test
/// assertions read. Findings from every step (building, layout, drawing, the checks) are here, each with
/// its view's path; nothing a step learned is left in a side channel.
public struct RenderedCell: Sendable {
    /// The widget and the cell's coordinates.
    public var key: CellKey
    /// The cell.
    public var cell: WidgetCell
    /// Every finding of the cell, in the order the steps found them.
    public var findings: [Finding]
    /// Where taps go, under iOS's rules for the family; `nil` when the cell could not be rendered.
    public var tapTargets: TapTargetMap?
    /// What VoiceOver reads, in reading order (``VoiceOverReader``); `nil` when the cell could not be rendered.
    public var readingOrder: [VoiceOverElement]?
    /// The layout, kept when asked for (``CellPipeline/Output/layout``).
    public var layout: LayoutResult?
    /// The drawing, kept when asked for (``CellPipeline/Output/drawing``).
    public var displayList: DisplayList?
    /// The catalog the widget's images and colours came from; draw ``displayList`` with its `images`.
    public var assets: AssetCatalog
    /// For a cell rendered at a simulated time: what the timeline showed then (e.g. "entry 3").
    public var frameLabel: String?
    /// Why the cell could not be rendered at all (an unsupported family, a family the device lacks, a
    /// widget with nothing to show); also the first of ``findings``.
    public var failure: Finding?

    /// The findings at or above `severity`.
    public func findings(atOrAbove severity: Severity) -> [Finding] {
        findings.filter { $0.severity >= severity }
    }
}
