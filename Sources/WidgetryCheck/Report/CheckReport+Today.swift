import Foundation
import WidgetryFindings
import WidgetryPipeline
import WidgetryToday

extension CheckReport {
    /// The report of a Today widget's scenario, in the same shape as a matrix check: each distinct
    /// finding once, with the steps (and their text sizes) where it occurs. A Today widget has no
    /// WidgetKit family, so `family` is `"today"` and each problem lists its ``Problem/steps``.
    public init(today widget: String, results: [TodayStepResult], pipeline: CellPipeline = CellPipeline()) {
        cellCount = results.count
        failures = []
        var problems: [Problem] = []
        for (index, result) in results.enumerated() {
            guard let state = result.state else { continue }
            let step = "\(index + 1). \(result.step)"
            for finding in pipeline.findings(for: state) {
                if let existing = problems.firstIndex(where: { $0.kind == finding.kind && $0.path == finding.path }) {
                    problems[existing].steps?.append(step)
                    problems[existing].severity = max(problems[existing].severity, finding.severity)
                } else {
                    problems.append(Problem(widget: widget, family: "today", kind: finding.kind, severity: finding.severity,
                                            path: finding.path, message: finding.message, suggestion: finding.suggestion,
                                            firstSizeCategory: state.dynamicTypeSize.argumentName, cells: [], steps: [step]))
                }
            }
        }
        self.problems = problems.sorted { $0.severity > $1.severity }
    }
}
