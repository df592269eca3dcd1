import Foundation
import Testing
import WidgetryUI
@testable import WidgetryCharts

/// Scales: category order, zero and nice bounds, explicit domains and ranges, and the axis labels they give.
@Suite struct ScaleTests {
    @Test("Categories keep their first appearance's order; an explicit domain reorders them")
    func categoryOrder() {
        let bars = Chart {
            BarMark(x: .value("N", "B"), y: .value("V", 1))
            BarMark(x: .value("N", "A"), y: .value("V", 1))
        }
        let natural = layout(bars.chartXAxis(.hidden).chartYAxis(.hidden)).bars
        #expect(natural[0].frame.minX < natural[1].frame.minX)  // B first
        let reordered = layout(bars.chartXScale(domain: ["A", "B"]).chartXAxis(.hidden).chartYAxis(.hidden)).bars
        #expect(reordered[0].frame.minX > reordered[1].frame.minX)  // A first now
    }

    @Test("Numbers include zero by default; .automatic(includesZero: false) keeps the data's nice extent")
    func zero() {
        let points = Chart {
            PointMark(x: .value("x", 0), y: .value("y", 50))
            PointMark(x: .value("x", 1), y: .value("y", 90))
        }
        let withZero = ChartScale.resolve(data: [ChartDatum(value: .number(50)), ChartDatum(value: .number(90))], configuration: ScaleConfiguration(),
                                          explicitAxisValues: [], desiredCount: nil, roundBounds: (nil, nil), minimumStride: nil, includesZeroByDefault: true)
        #expect(withZero.kind == .continuous(lower: 0, upper: 100, isDate: false))
        var configuration = ScaleConfiguration()
        configuration.domain = AutomaticScaleDomain.automatic(includesZero: false)._domain
        let withoutZero = ChartScale.resolve(data: [ChartDatum(value: .number(50)), ChartDatum(value: .number(90))], configuration: configuration,
                                             explicitAxisValues: [], desiredCount: nil, roundBounds: (nil, nil), minimumStride: nil, includesZeroByDefault: true)
        // 50…90 spans 40: rough step 8, so 10; bounds already multiples.
        #expect(withoutZero.kind == .continuous(lower: 50, upper: 90, isDate: false))
        // Drawn: the 50 point sits on the bottom edge without zero.
        let drawn = layout(points.chartYScale(domain: .automatic(includesZero: false)).chartXAxis(.hidden).chartYAxis(.hidden)).shapes
        #expect(abs(drawn[0].frame.midY - 200) < 0.01)
    }

    @Test("An explicit domain is used as given, without rounding; a range pads the plot")
    func explicitDomainAndRange() {
        let chart = Chart { BarMark(x: .value("N", "A"), y: .value("V", 30)) }
            .chartYScale(domain: 0...120).chartXScale(range: .plotDimension(padding: 20)).chartXAxis(.hidden).chartYAxis(.hidden)
        let bar = layout(chart).bars[0]
        // 30 of 120 is a quarter of 200 pt; the one band is 300 − 2 × 20 pt wide, the bar 80% of it.
        #expect(close(bar.frame, CGRect(x: 20 + 26, y: 150, width: 208, height: 50)))
    }

    @Test("Axis values from AxisMarks(values:) widen an automatic domain")
    func axisValuesWidenTheDomain() {
        let chart = Chart { BarMark(x: .value("N", "A"), y: .value("V", 30)) }
            .chartYAxis { AxisMarks(values: [0, 50, 100]) }.chartXAxis(.hidden)
        let result = layout(chart)
        #expect(result.labels.map(\.string) == ["0", "50", "100"])
        // The bar (30) is 30% of the plot's height.
        let plotHeight = result.labels.first { $0.string == "0" }!.frame.midY - result.labels.first { $0.string == "100" }!.frame.midY
        #expect(abs(result.bars[0].frame.height - plotHeight * 0.3) < 0.01)
    }

    @Test("The default y axis is on the trailing edge with nice values; the x axis under the plot with categories")
    func defaultAxes() {
        let chart = Chart {
            BarMark(x: .value("N", "Mon"), y: .value("V", 70))
            BarMark(x: .value("N", "Tue"), y: .value("V", 93))
        }
        let result = layout(chart)
        let strings = result.labels.map(\.string)
        #expect(strings == ["Mon", "Tue", "0", "20", "40", "60", "80", "100"])
        let plotMaxX = result.bars.map(\.frame.maxX).max()!
        let yLabels = result.labels.filter { Double($0.string) != nil }
        #expect(yLabels.allSatisfy { $0.frame.minX > plotMaxX })
        let mon = result.labels.first { $0.string == "Mon" }!
        #expect(mon.frame.minY > result.bars[0].frame.maxY)
        #expect(abs(mon.frame.midX - result.bars[0].frame.midX) < 0.5)  // centred under its bar
    }

    @Test("AxisValueLabel(format:) writes dates with the format; stride(by: .day) puts one at each day")
    func dateLabels() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let monday = Date(timeIntervalSince1970: 1_779_667_200) // Monday 2026-05-25 00:00 UTC
        let chart = Chart {
            ForEach(0..<3) { day in
                BarMark(x: .value("Day", monday.addingTimeInterval(Double(day) * 86_400), unit: .day, calendar: calendar), y: .value("V", 5))
            }
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: .day)) { _ in
                AxisValueLabel(format: Date.FormatStyle(timeZone: calendar.timeZone).weekday(.abbreviated), centered: true)
            }
        }
        .chartYAxis(.hidden)
        let result = layout(chart)
        #expect(result.labels.map(\.string) == ["Mon", "Tue", "Wed"])
        for (label, bar) in zip(result.labels, result.bars) { #expect(abs(label.frame.midX - bar.frame.midX) < 0.5) }
    }
}

/// What the axes accept beyond text, and what is drawn differently from a device.
@Suite struct AxisLabelViewTests {
    @Test("AxisValueLabel { … } with a view of its own draws that view (both lines of a two-line label)")
    func viewLabel() {
        let chart = Chart { BarMark(x: .value("N", "A"), y: .value("V", 1)) }
            .chartXAxis {
                AxisMarks { _ in
                    AxisValueLabel { VStack { Text("Mon"); Text("25") } }
                }
            }
            .chartYAxis(.hidden)
        #expect(layout(chart).labels.map(\.string) == ["Mon", "25"])
    }

    @Test("A log scale is drawn linear, with an info finding")
    func logScale() {
        let chart = Chart { BarMark(x: .value("N", "A"), y: .value("V", 100)) }.chartYScale(domain: 1...1000, type: .log)
        let notes = layout(chart).findings.filter { $0.kind == .acceptedWithoutEffect }
        #expect(notes.count == 1 && notes[0].message.contains("chartYScale(type: .log)"))
    }
}
