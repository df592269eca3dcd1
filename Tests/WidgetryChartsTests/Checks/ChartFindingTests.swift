import Foundation
import Testing
import WidgetryFindings
import WidgetryUI
@testable import WidgetryCharts

/// Chart findings at layout: labels that collide or truncate, marks outside the plot, series told apart by
/// colour alone in the accented mode.
@Suite struct ChartFindingTests {
    let week = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    func weekChart() -> some View {
        Chart {
            ForEach(week, id: \.self) { day in BarMark(x: .value("Day", day), y: .value("Steps", 8_000)) }
        }
    }

    @Test("Weekday labels fit a 320 pt chart at Large and truncate at AX5: truncated-text findings on the labels")
    func truncatedLabels() {
        let large = layout(weekChart(), width: 320, height: 150)
        #expect(large.findings.isEmpty)
        #expect(large.texts.allSatisfy { !$0.text.measurement.isTruncated })
        let huge = layout(weekChart(), width: 320, height: 150) { $0.dynamicTypeSize = .accessibility5 }
        let truncated = huge.texts.filter { $0.text.measurement.isTruncated }.map(\.text.string)
        #expect(Set(week).isSubset(of: Set(truncated)))
    }

    @Test("y labels taller than their spacing overlap: an overlap finding naming them")
    func overlappingLabels() {
        let result = layout(weekChart(), width: 320, height: 90) { $0.dynamicTypeSize = .accessibility5 }
        let overlaps = result.findings.filter { $0.kind == .overlap }
        #expect(overlaps.contains { $0.message.contains("y-axis labels overlap") })
        let fine = layout(weekChart(), width: 320, height: 200)
        #expect(!fine.findings.contains { $0.kind == .overlap })
    }

    @Test("A value outside an explicit domain: a mark-outside-plot finding naming the mark")
    func markOutsidePlot() {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 5))
            BarMark(x: .value("Day", "Tue"), y: .value("Steps", 20))
        }.chartYScale(domain: 0...10)
        let findings = layout(chart).findings.filter { $0.kind == .markOutsidePlot }
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("BarMark(x: Tue, y: 20)") == true)
        #expect(layout(Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 5)) }.chartYScale(domain: 0...10)).findings.isEmpty)
    }

    @Test("Series by colour alone: a colour-only finding in the accented mode, none in full colour or with symbols")
    func colorOnly() {
        let lines = Chart {
            ForEach(["Walk", "Run"], id: \.self) { kind in
                LineMark(x: .value("x", 0), y: .value("y", 1)).foregroundStyle(by: .value("Kind", kind))
                LineMark(x: .value("x", 1), y: .value("y", kind == "Walk" ? 2 : 3)).foregroundStyle(by: .value("Kind", kind))
            }
        }
        let accented = layout(lines) { $0.widgetRenderingMode = .accented }
        #expect(accented.findings.filter { $0.kind == .colorOnlyDistinction }.count == 1)
        #expect(layout(lines).findings.filter { $0.kind == .colorOnlyDistinction }.isEmpty)

        let withSymbols = Chart {
            ForEach(["Walk", "Run"], id: \.self) { kind in
                LineMark(x: .value("x", 0), y: .value("y", 1)).foregroundStyle(by: .value("Kind", kind)).symbol(by: .value("Kind", kind))
                LineMark(x: .value("x", 1), y: .value("y", 2)).foregroundStyle(by: .value("Kind", kind)).symbol(by: .value("Kind", kind))
            }
        }
        #expect((layout(withSymbols) { $0.widgetRenderingMode = .accented }).findings.filter { $0.kind == .colorOnlyDistinction }.isEmpty)
    }
}
