import Foundation
import Testing
import WidgetryGraphics
import WidgetryUI
@testable import WidgetryCharts

/// Every mark type, drawn in a 300 × 200 chart whose axes are hidden, so the plot is the whole canvas and
/// positions follow from the scales alone.
@Suite struct MarkTests {
    struct Sale: Identifiable { var id: String { name }; let name: String; let value: Int }
    let sales = [Sale(name: "A", value: 10), Sale(name: "B", value: 20), Sale(name: "C", value: 40)]

    @Test("BarMark: one bar per category, 80% of its band, from zero to the value")
    func verticalBars() {
        let chart = Chart(sales) { BarMark(x: .value("Name", $0.name), y: .value("Value", $0.value)) }
            .chartXAxis(.hidden).chartYAxis(.hidden)
        let bars = layout(chart).bars
        // y domain: 0…40 (zero included; nice step for 40 / 5 intervals is 10, and 40 is a multiple).
        // Bands: 300 / 3 = 100 pt; a bar is 80 pt wide, centred (10 pt either side).
        #expect(bars.count == 3)
        #expect(close(bars[0].frame, CGRect(x: 10, y: 150, width: 80, height: 50)))   // 10 / 40 of 200 pt
        #expect(close(bars[1].frame, CGRect(x: 110, y: 100, width: 80, height: 100)))  // 20 / 40
        #expect(close(bars[2].frame, CGRect(x: 210, y: 0, width: 80, height: 200)))    // 40 / 40
    }

    @Test("BarMark: categories on y make horizontal bars")
    func horizontalBars() {
        let chart = Chart(sales) { BarMark(x: .value("Value", $0.value), y: .value("Name", $0.name)) }
            .chartXAxis(.hidden).chartYAxis(.hidden)
        let bars = layout(chart).bars
        // Bands: 200 / 3 pt tall, the first category at the top; bars 80% of that, from x = 0.
        let band = 200.0 / 3
        #expect(close(bars[0].frame, CGRect(x: 0, y: 2 * band + band * 0.1, width: 75, height: band * 0.8)))
        #expect(close(bars[2].frame, CGRect(x: 0, y: band * 0.1, width: 300, height: band * 0.8)))
    }

    @Test("BarMark: series stack, and position(by:) sets them side by side")
    func stackedAndGrouped() {
        let stacked = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 30)).foregroundStyle(by: .value("Kind", "Walk"))
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 10)).foregroundStyle(by: .value("Kind", "Run"))
        }.chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden)
        let bars = layout(stacked).bars
        // Domain 0…40: the first from 0 to 30 (150 pt), the second from 30 to 40 on top of it.
        #expect(close(bars[0].frame, CGRect(x: 30, y: 50, width: 240, height: 150)))
        #expect(close(bars[1].frame, CGRect(x: 30, y: 0, width: 240, height: 50)))

        let grouped = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 30)).position(by: .value("Kind", "Walk"))
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 10)).position(by: .value("Kind", "Run"))
        }.chartXAxis(.hidden).chartYAxis(.hidden)
        let side = layout(grouped).bars
        // Domain 0…30 (rough step 6 → 10): the bar slot (240 pt) is split in two 120 pt bars.
        #expect(close(side[0].frame, CGRect(x: 30, y: 0, width: 120, height: 200)))
        #expect(close(side[1].frame, CGRect(x: 150, y: 200 - 200.0 / 3, width: 120, height: 200.0 / 3)))
    }

    @Test("BarMark: dates binned by day span their day")
    func dateBins() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let start = Date(timeIntervalSince1970: 1_780_012_800) // 2026-05-29 00:00 UTC
        let chart = Chart {
            ForEach(0..<4) { day in
                BarMark(x: .value("Day", start.addingTimeInterval(Double(day) * 86_400 + 3_600), unit: .day, calendar: calendar),
                        y: .value("Steps", 10))
            }
        }.chartXAxis(.hidden).chartYAxis(.hidden)
        let bars = layout(chart).bars
        // Four whole days over 300 pt: 75 pt per day, bars 60 pt wide.
        #expect(bars.map(\.frame.minX).map { ($0 * 100).rounded() / 100 } == [7.5, 82.5, 157.5, 232.5])
        #expect(bars.allSatisfy { abs($0.frame.width - 60) < 0.01 })
    }

    @Test("LineMark: one path through the points in data order")
    func line() {
        let chart = Chart {
            LineMark(x: .value("x", 0), y: .value("y", 0))
            LineMark(x: .value("x", 1), y: .value("y", 5))
            LineMark(x: .value("x", 2), y: .value("y", 10))
        }.chartXAxis(.hidden).chartYAxis(.hidden)
        let paths = layout(chart).shapes.filter { $0.stroke != nil }
        // x 0…2 (rough step 0.4 → 0.5, bounds already multiples), y 0…10 (rough step 2).
        #expect(paths.count == 1)
        let points = paths[0].points
        #expect(points.count == 3)
        #expect(close(points[0], CGPoint(x: 0, y: 200)) && close(points[1], CGPoint(x: 150, y: 100)) && close(points[2], CGPoint(x: 300, y: 0)))
    }

    @Test("LineMark: interpolationMethod(.stepEnd) draws steps; catmullRom draws curves")
    func interpolation() {
        let steps = Chart {
            LineMark(x: .value("x", 0), y: .value("y", 0)).interpolationMethod(.stepEnd)
            LineMark(x: .value("x", 2), y: .value("y", 10)).interpolationMethod(.stepEnd)
        }.chartXAxis(.hidden).chartYAxis(.hidden)
        let points = layout(steps).shapes.filter { $0.stroke != nil }[0].points
        // From (0, 200) across to (300, 200), then up to (300, 0).
        #expect(points.count == 3 && close(points[1], CGPoint(x: 300, y: 200)))

        let curve = Chart {
            LineMark(x: .value("x", 0), y: .value("y", 0)).interpolationMethod(.catmullRom)
            LineMark(x: .value("x", 2), y: .value("y", 10)).interpolationMethod(.catmullRom)
        }.chartXAxis(.hidden).chartYAxis(.hidden)
        guard case .path(let data) = layout(curve).shapes.filter({ $0.stroke != nil })[0].kind else { Issue.record("no path"); return }
        #expect(data.elements.contains { if case .curve = $0 { true } else { false } })
    }

    @Test("AreaMark: a closed outline down to zero")
    func area() {
        let chart = Chart {
            AreaMark(x: .value("x", 0), y: .value("y", 10))
            AreaMark(x: .value("x", 2), y: .value("y", 10))
        }.chartXAxis(.hidden).chartYAxis(.hidden)
        let areas = layout(chart).shapes.filter { if case .path = $0.kind { $0.fill != nil } else { false } }
        #expect(areas.count == 1)
        let points = areas[0].points
        // Top edge at y = 10 (the top of 0…10), bottom edge along zero.
        #expect(points.contains { close($0, CGPoint(x: 0, y: 0)) } && points.contains { close($0, CGPoint(x: 300, y: 200)) })
        guard case .path(let data) = areas[0].kind else { return }
        #expect(data.elements.last == .closeSubpath)
    }

    @Test("PointMark: a symbol 8 pt across centred on the point; symbol(by:) gives each series its shape")
    func points() {
        let chart = Chart {
            PointMark(x: .value("x", 1), y: .value("y", 5)).symbol(by: .value("Kind", "a"))
            PointMark(x: .value("x", 2), y: .value("y", 10)).symbol(by: .value("Kind", "b"))
        }.chartXScale(domain: 0...2).chartXAxis(.hidden).chartYAxis(.hidden)
        let symbols = layout(chart).shapes
        #expect(symbols.count == 2)
        #expect(close(symbols[0].frame, CGRect(x: 146, y: 96, width: 8, height: 8)))
        // The first value gets a circle (an ellipse path), the second a square (four corners).
        #expect(symbols[0].points.count != symbols[1].points.count)
    }

    @Test("RuleMark: a line across the plot at its value, dashed by lineStyle, with its annotation above")
    func rule() {
        let chart = Chart {
            BarMark(x: .value("Name", "A"), y: .value("Value", 10))
            RuleMark(y: .value("Goal", 5)).lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 2]))
                .annotation(position: .top, alignment: .leading) { Text("Goal") }
        }.chartXAxis(.hidden).chartYAxis(.hidden)
        let result = layout(chart)
        let rules = result.shapes.filter { $0.stroke != nil }
        #expect(rules.count == 1)
        #expect(close(rules[0].points[0], CGPoint(x: 0, y: 100)) && close(rules[0].points[1], CGPoint(x: 300, y: 100)))
        let goal = try! #require(result.labels.first { $0.string == "Goal" })
        #expect(abs(goal.frame.maxY - 98) < 0.01)  // 2 pt above the rule
        #expect(goal.frame.minX == 0)
    }

    @Test("RectangleMark: a rectangle spanning two intervals")
    func rectangle() {
        let chart = Chart {
            RectangleMark(xStart: .value("x", 0), xEnd: .value("x", 1), yStart: .value("y", 0), yEnd: .value("y", 5))
        }.chartXScale(domain: 0...2).chartYScale(domain: 0...10).chartXAxis(.hidden).chartYAxis(.hidden)
        let bars = layout(chart).bars
        #expect(bars.count == 1 && close(bars[0].frame, CGRect(x: 0, y: 100, width: 150, height: 100)))
    }

    @Test("SectorMark: slices share the circle by their values, clockwise from 12 o'clock, without axes")
    func sectors() {
        let chart = Chart {
            SectorMark(angle: .value("Share", 1)).foregroundStyle(by: .value("Kind", "a"))
            SectorMark(angle: .value("Share", 3), innerRadius: .ratio(0.5)).foregroundStyle(by: .value("Kind", "b"))
        }.chartLegend(.hidden)
        let result = layout(chart)
        let slices = result.shapes.filter { if case .path = $0.kind { true } else { false } }
        #expect(slices.count == 2)
        #expect(result.texts.isEmpty)  // no axis labels for a pie
        // The circle: radius 100 around (150, 100). The first slice (a quarter) runs from 12 to 3 o'clock and
        // back to the centre.
        let first = slices[0].points
        #expect(first.contains { close($0, CGPoint(x: 150, y: 0)) })
        #expect(first.contains { close($0, CGPoint(x: 250, y: 100)) })
        #expect(first.contains { close($0, CGPoint(x: 150, y: 100)) })
        // The donut slice stops at half the radius: it never reaches the centre.
        #expect(!slices[1].points.contains { close($0, CGPoint(x: 150, y: 100)) })
    }
}

