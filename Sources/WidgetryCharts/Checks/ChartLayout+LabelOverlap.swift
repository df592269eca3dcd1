import Foundation
import WidgetryFindings
import WidgetryUI

extension ChartLayout {
    /// Labels of one axis whose frames cover each other (beyond half a point).
    static func overlaps(_ labels: [(name: String, frame: CGRect)], axis: String) -> [Finding] {
        var pairs: [String] = []
        for (i, a) in labels.enumerated() {
            for b in labels[(i + 1)...] {
                let overlap = a.frame.intersection(b.frame)
                if !overlap.isNull, overlap.width > 0.5, overlap.height > 0.5 { pairs.append("“\(a.name)” and “\(b.name)”") }
            }
        }
        guard !pairs.isEmpty else { return [] }
        return [Finding(kind: .overlap, severity: .warning,
                        message: "\(pairs.count) pair\(pairs.count == 1 ? "" : "s") of \(axis)-axis labels overlap (\(pairs.prefix(3).joined(separator: "; ")))",
                        suggestion: "show fewer axis values (AxisMarks(values: .automatic(desiredCount:)) or a stride), or shorter labels at large text sizes")]
    }
}
