import Foundation
import WidgetryFindings
import WidgetryGraphics
import WidgetryKit
import WidgetryReference
import WidgetryUI

/// What a layout check reads: a laid-out widget and what the pipeline worked out from the layout alone. The
/// pipeline runs layout checks once per layout, and every cell that shares the layout (another device with the
/// same widget size, another presentation context when no view asked) shares their findings.
public struct LaidOutCell: Sendable {
    /// The placed views, with the findings their building and placing reported.
    public var layout: LayoutResult
    /// The widget's family; `nil` for content that is not a widget's (a Today extension's view).
    public var family: WidgetFamily?
    /// Where taps go (``TapTargetMap``); `nil` for content that is not a widget's.
    public var tapTargets: TapTargetMap?
    /// What VoiceOver reads, in order (``VoiceOverReader``).
    public var readingOrder: [VoiceOverElement]
    /// Whether the widget is laid out right to left for the cell's reader.
    public var isRightToLeft: Bool

    /// What the checks read of `layout`.
    public init(layout: LayoutResult, family: WidgetFamily?, tapTargets: TapTargetMap?, readingOrder: [VoiceOverElement] = [],
                isRightToLeft: Bool = false) {
        self.layout = layout
        self.family = family
        self.tapTargets = tapTargets
        self.readingOrder = readingOrder
        self.isRightToLeft = isRightToLeft
    }
}

/// What a drawing check reads: one cell as its presentation context draws it.
public struct DrawnCell: Sendable {
    /// The name the cell reports (the widget's kind, or a preview's name).
    public var widget: String
    /// The laid-out widget.
    public var layout: LayoutResult
    /// Its drawing in the cell's context (``WidgetRenderer/displayList(for:cell:backgroundRemovable:)``).
    public var drawing: DisplayList
    /// The cell.
    public var cell: WidgetCell
    /// What the widget's configuration says (supported families, a removable background, …).
    public var options: WidgetOptions
    /// The widget's images, colours and strings.
    public var assets: AssetCatalog
    /// Whether the view is a widget's content (not a plain view's preview): the checks of widget-only rules run.
    public var isWidget: Bool
}

/// A check of a laid-out widget (text truncated or clipped, tap targets, VoiceOver). Add one by writing a
/// type in `Checks/` and listing it in ``CellChecks/standard``.
public protocol LayoutCheck: Sendable {
    /// Whether the check is part of the accessibility audit, which `CellPipeline.runsAccessibilityAudit`
    /// turns off (to measure what it costs).
    var isAccessibilityAudit: Bool { get }
    /// Whether the check's findings depend on the colours the layout paints. A layout recoloured for its Increase
    /// Contrast or dark twin (``LayoutResult/recoloured(for:)``) has the twin's geometry, text and labels, so only the
    /// checks that read colours are run on it again; the others' findings are the twin's.
    var readsColors: Bool { get }
    /// The problems in `laidOut`.
    func findings(in laidOut: LaidOutCell) -> [Finding]
}

/// A check of a cell as drawn in its presentation context (colours, backdrops, the container background).
/// Add one by writing a type in `Checks/` and listing it in ``CellChecks/standard``.
public protocol DrawingCheck: Sendable {
    /// Whether the check is part of the accessibility audit (see ``LayoutCheck/isAccessibilityAudit``).
    var isAccessibilityAudit: Bool { get }
    /// The problems in `drawn`.
    func findings(in drawn: DrawnCell) -> [Finding]
}

extension LayoutCheck {
    public var isAccessibilityAudit: Bool { false }
}

extension DrawingCheck {
    public var isAccessibilityAudit: Bool { false }
}
