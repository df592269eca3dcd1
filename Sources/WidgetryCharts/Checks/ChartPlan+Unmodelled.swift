import Foundation
import WidgetryFindings
import WidgetryUI

extension ChartPlan {
    /// Scale types drawn linear here (log, square root, symmetric log, power): an info finding each, as for
    /// every API accepted without its effect, so a report says where the picture differs from a device.
    func noteUnmodelledScales(_ configuration: ChartConfiguration) {
        for (axis, type) in [("chartXScale", configuration.xScale.type), ("chartYScale", configuration.yScale.type)] {
            guard let type, !["linear", "date", "category"].contains(type.name) else { continue }
            findings.append(Finding(kind: .acceptedWithoutEffect, severity: .info,
                                    message: "\(axis)(type: .\(type.name)) has no effect in Widgetry's render: the scale is drawn linear",
                                    suggestion: "check this chart on a device, or in a later Widgetry that models the scale type"))
        }
    }
}
