import Foundation
import Testing
import WidgetryFindings
import WidgetryUI
@testable import WidgetryCharts

/// The legend: an entry per series under the plot, hidden on request, and a finding when it is cut.
@Suite struct LegendTests {
    func twoSeries(_ names: [String]) -> some View {
        Chart {
            ForEach(names, id: \.self) { name in
                BarMark(x: .value("Day", "Mon"), y: .value("Steps", 10)).foregroundStyle(by: .value("Kind", name))
            }
        }
    }

    @Test("One entry per series, in order, under the plot, each with its series' colour")
    func entries() {
        let result = layout(twoSeries(["Walking", "Running"]))
        let walking = result.labels.first { $0.string == "Walking" }!, running = result.labels.first { $0.string == "Running" }!
        #expect(walking.frame.minX < running.frame.minX)
        let mon = result.labels.first { $0.string == "Mon" }!
        #expect(walking.frame.minY > mon.frame.maxY)
        // The symbols: the bars' two colours (blue then green, Swift Charts' first two series colours).
        let symbols = result.shapes.filter { $0.frame.width == ChartLegendView.symbolSize && $0.frame.height == ChartLegendView.symbolSize }
        let bars = result.bars
        #expect(symbols.count == 2)
        #expect(symbols.map { "\(String(describing: $0.fill))" } == bars.map { "\(String(describing: $0.fill))" })
        #expect(result.findings.filter { $0.kind == .clippedLegend }.isEmpty)
    }

    @Test("chartLegend(.hidden) leaves it out; chartForegroundStyleScale sets the colours")
    func hiddenAndScale() {
        let hidden = layout(twoSeries(["Walking", "Running"]).chartLegend(.hidden))
        #expect(!hidden.labels.contains { $0.string == "Walking" })
        let scaled = layout(twoSeries(["Walking", "Running"]).chartForegroundStyleScale(["Walking": Color.red, "Running": Color.gray]))
        let reference = layout(Rectangle().fill(Color.red)).shapes[0].fill
        #expect("\(String(describing: scaled.bars[0].fill))" == "\(String(describing: reference))")
    }

    @Test("A legend wider than the chart is a clipped-legend finding")
    func clipped() {
        let names = ["Walking briskly", "Running uphill", "Cycling to work", "Swimming laps"]
        let result = layout(twoSeries(names), width: 200, height: 150)
        let findings = result.findings.filter { $0.kind == .clippedLegend }
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("200 pt wide") == true)
    }

    @Test("A legend taller than the room the plot needs leaves no plot: a clipped-legend finding")
    func noRoom() {
        let result = layout(twoSeries(["A", "B"]), width: 300, height: 40) { $0.dynamicTypeSize = .accessibility5 }
        #expect(result.findings.contains { $0.kind == .clippedLegend })
    }
}
