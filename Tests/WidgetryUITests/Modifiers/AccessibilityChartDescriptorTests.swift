import Foundation
import Testing
@testable import WidgetryUI

/// A bar chart that describes itself for VoiceOver's audio graphs, as a water tracker's trends view does (our own code).
struct IntakeBars: View, AXChartDescriptorRepresentable {
    let days: [(String, Double)] = [("Mon", 1.5), ("Tue", 2.25)]

    var body: some View {
        HStack(alignment: .bottom, spacing: 4) {
            ForEach(days, id: \.0) { day in
                Rectangle().frame(width: 20, height: day.1 * 20).accessibilityChartDescriptor(self)
            }
        }
    }

    func makeChartDescriptor() -> AXChartDescriptor {
        let xAxis = AXCategoricalDataAxisDescriptor(attributedTitle: NSAttributedString(string: "Day"), categoryOrder: days.map(\.0))
        let yAxis = AXNumericDataAxisDescriptor(title: "Litres", range: 0...3, gridlinePositions: [1, 2]) { "\($0) L" }
        let series = AXDataSeriesDescriptor(attributedName: NSAttributedString(string: ""), isContinuous: false,
                                            dataPoints: days.map { AXDataPoint(x: $0.0, y: $0.1) })
        return AXChartDescriptor(attributedTitle: NSAttributedString(string: "Intake"), summary: nil, xAxis: xAxis, yAxis: yAxis,
                                 additionalAxes: [], series: [series])
    }
}

@Suite struct AccessibilityChartDescriptorTests {
    @Test("accessibilityChartDescriptor draws nothing differently; the descriptor keeps the chart's axes and points")
    func chartDescriptor() {
        let described = layout(IntakeBars())
        let plain = layout(HStack(alignment: .bottom, spacing: 4) {
            Rectangle().frame(width: 20, height: 30)
            Rectangle().frame(width: 20, height: 45)
        })
        #expect(described.root.frame == plain.root.frame)
        let chart = IntakeBars().makeChartDescriptor()
        #expect(chart.title == "Intake")
        #expect((chart.xAxis as? AXCategoricalDataAxisDescriptor)?.categoryOrder == ["Mon", "Tue"])
        #expect(chart.yAxis?.valueDescriptionProvider(2) == "2.0 L")
        #expect(chart.series.first?.dataPoints.map(\.xValue.category) == ["Mon", "Tue"])
        #expect(chart.series.first?.dataPoints.compactMap(\.yValue?.number) == [1.5, 2.25])
    }
}
