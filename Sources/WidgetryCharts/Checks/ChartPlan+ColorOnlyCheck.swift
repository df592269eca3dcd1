import Foundation
import WidgetryFindings
import WidgetryUI

/// The chart checks that need no layout: series told apart by colour alone. Those that need the layout
/// (labels that collide, a legend without room) are made while placing, in ``ChartLayout``; labels that
/// truncate or leave the widget are reported by the text checks every view's text goes through.
extension ChartPlan {
    /// Series told apart by colour alone (`foregroundStyle(by:)` without a symbol, dash or label per series):
    /// in the accented rendering mode every series is drawn in one colour and cannot be told apart
    /// (Apple, "Optimizing your widget for accented rendering mode and Liquid Glass"; HIG, Charts: "don't
    /// rely solely on color to convey information").
    func checkColorOnlySeries(_ marks: [ChartMark]) {
        guard series.count >= 2 else { return }
        let symbols = Set(series.map { $0.symbol?.name ?? "" })
        let dashes = Set(series.map { value in marks.first { $0.series == value.value }?.lineStyle.map { "\($0.dash)" } ?? "" })
        let annotated = series.allSatisfy { value in marks.contains { $0.series == value.value && !$0.annotations.isEmpty } }
        guard symbols.count < series.count, dashes.count < series.count, !annotated else { return }
        let names = series.map { "“\($0.value.readable)”" }.joined(separator: ", ")
        findings.append(Finding(kind: .colorOnlyDistinction, severity: .warning,
                                message: "the chart's series \(names) are told apart only by colour (foregroundStyle(by:)); in the accented rendering mode they are all drawn in one colour",
                                suggestion: "add .symbol(by:) or a lineStyle per series, label them with annotations, or check widgetRenderingMode and show fewer series"))
    }
}
