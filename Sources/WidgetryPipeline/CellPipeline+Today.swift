import Foundation
import WidgetryFindings
import WidgetryToday

extension CellPipeline {
    /// A Today widget's state after a scenario step, checked as a widget cell is: the host's findings
    /// (sizes asked in the wrong mode, content taller than granted) and the same checks on the laid-out
    /// content as `check` runs (text truncated, cut off or lost outside the granted height, overlaps) — the
    /// layout checks outside the accessibility audit, since a Today widget is no widget family's.
    public func findings(for state: TodayHostState) -> [Finding] {
        let content = LaidOutCell(layout: state.layout, family: nil, tapTargets: nil)
        return state.hostFindings + checks.withoutAccessibilityAudit.layout.flatMap { $0.findings(in: content) }
    }
}
