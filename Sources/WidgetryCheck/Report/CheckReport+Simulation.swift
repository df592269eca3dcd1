import Foundation
import WidgetryFindings
import WidgetryKit
import WidgetryReference

extension CheckReport {
    /// The report of a simulated timeline, in the same shape as a matrix check: each finding of the run
    /// (reloads asked too often, a provider that timed out, stale content) once, for the widget and family
    /// simulated, so `simulate` writes JSON, JUnit, SARIF and baselines as `check` does. A run is one cell.
    public init(simulation run: SimulationRun, widget: String, family: WidgetFamily) {
        cellCount = 1
        failures = []
        problems = run.findings.map { finding in
            Problem(widget: widget, family: family.caseName, kind: finding.kind, severity: finding.severity, path: finding.path,
                    message: finding.message, suggestion: finding.suggestion, firstSizeCategory: DynamicTypeSize.large.argumentName,
                    cells: [], steps: nil)
        }.sorted { $0.severity > $1.severity }
    }
}
