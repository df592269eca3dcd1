import Foundation
import WidgetryFindings
import WidgetryKit
import WidgetryUI

/// What a layout gives every cell that can share it: the layout and what depends on it alone.
struct SharedLayout {
    /// The cell the layout was made for.
    var cell: WidgetCell
    var layout: LayoutResult
    /// What each layout check (``CellChecks/layout``, in order) found.
    var diagnosedByCheck: [[Finding]]
    /// Where each view of the layout was written, for its findings.
    var sourceLines: FindingSourceLines
    /// What the layout with the interactive toggles flipped found, before leaving out what a cell already
    /// has; `nil` without such toggles.
    var otherToggleState: [Finding]?
    var tapTargets: TapTargetMap
    /// What VoiceOver reads, in order (``VoiceOverReader``); `nil` when the audit is off.
    var readingOrder: [VoiceOverElement]?

    /// What the layout checks found, in the checks' order.
    var diagnosed: [Finding] { diagnosedByCheck.flatMap(\.self) }

    /// Whether this is the layout `other` would get: everything the widget's environment is made of
    /// (``WidgetRenderer/environment(for:options:assets:now:)``) is the same, or differs only in values no
    /// view read — the presentation context's rendering mode and container background, the device when it
    /// gives the family the same size at the same scale, and a display setting that changes colours only
    /// (Increase Contrast, Reduce Transparency) when nothing built or drawn depended on either cell's setting
    /// (``LayoutResult/serves(_:madeWith:)``).
    /// `findingsOnly` asks whether the layout's findings are `other`'s (not its drawing): then the other
    /// appearance is served too when no view asked for the colour scheme, since colours change the drawing only.
    func serves(_ other: WidgetCell, findingsOnly: Bool = false) -> Bool {
        let sameAppearance = cell.environmentColorScheme == other.environmentColorScheme || (findingsOnly && !layout.readsColorScheme)
        guard sameAppearance, cell.layoutInputs == other.layoutInputs else { return false }
        if cell.device != other.device, layout.readsDeviceProfile { return false }
        if !layout.serves(other.displaySetting, madeWith: cell.displaySetting) { return false }
        let samePresentation = cell.context.renderingMode == other.context.renderingMode
            && cell.context.removesContainerBackground == other.context.removesContainerBackground
        return samePresentation || !layout.readsPresentationValues
    }
}
