import Charts
import Foundation
import SwiftUI
import Testing
import WidgetKit
import WidgetryPipeline

// A widget written as for iOS: `import Charts` beside SwiftUI and WidgetKit, a data-driven `Chart` with
// `ForEach`, a line with symbols and an area, axes and scales set with the chart modifiers.
struct TemperatureReading: Identifiable {
    let hour: Int
    let celsius: Double
    var id: Int { hour }
}

struct TemperatureEntry: TimelineEntry {
    let date: Date
    let readings: [TemperatureReading]
}

struct TemperatureProvider: TimelineProvider {
    static let readings = [(6, 9.5), (9, 13.0), (12, 18.5), (15, 21.0), (18, 16.0), (21, 12.5)].map { TemperatureReading(hour: $0.0, celsius: $0.1) }
    func placeholder(in context: Context) -> TemperatureEntry { TemperatureEntry(date: Date(), readings: Self.readings) }
    func getSnapshot(in context: Context, completion: @escaping (TemperatureEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<TemperatureEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct TemperatureChartView: View {
    let entry: TemperatureEntry
    var body: some View {
        Chart(entry.readings) { reading in
            AreaMark(x: .value("Hour", reading.hour), y: .value("°C", reading.celsius))
                .foregroundStyle(.orange.opacity(0.2))
                .interpolationMethod(.catmullRom)
            LineMark(x: .value("Hour", reading.hour), y: .value("°C", reading.celsius))
                .foregroundStyle(.orange)
                .interpolationMethod(.catmullRom)
                .symbol(.circle)
        }
        .chartYScale(domain: .automatic(includesZero: false))
        .chartXScale(domain: 6...21)
        .chartXAxis {
            AxisMarks(values: [6, 12, 18]) { value in
                AxisGridLine()
                AxisTick()
                AxisValueLabel { Text("\(value.as(Int.self) ?? 0):00") }
            }
        }
        .chartYAxis { AxisMarks(position: .leading) }
        .chartPlotStyle { plot in plot.background(Color.gray.opacity(0.05)) }
        .containerBackground(for: .widget) { Color.white }
    }
}

struct TemperatureWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Temperature", provider: TemperatureProvider()) { TemperatureChartView(entry: $0) }
            .supportedFamilies([.systemMedium])
    }
}

// Bars by day with weekday labels written by a date format style, and a pie: the other common widget charts.
struct WeekAndShareView: View {
    let start = Date(timeIntervalSince1970: 1_779_667_200) // Monday 25 May 2026, 00:00 UTC
    var body: some View {
        VStack {
            Chart {
                ForEach(0..<7, id: \.self) { day in
                    BarMark(x: .value("Day", start.addingTimeInterval(Double(day) * 86_400), unit: .day), y: .value("Steps", 1_000 * (day + 1)))
                        .foregroundStyle(.mint.gradient)
                        .cornerRadius(2)
                }
            }
            .chartXAxis {
                AxisMarks(values: .stride(by: .day)) { _ in
                    AxisValueLabel(format: .dateTime.weekday(.narrow), centered: true)
                }
            }
            Chart {
                SectorMark(angle: .value("Share", 3), innerRadius: .ratio(0.6), angularInset: 1).foregroundStyle(by: .value("Kind", "Done"))
                SectorMark(angle: .value("Share", 1), innerRadius: .ratio(0.6), angularInset: 1).foregroundStyle(by: .value("Kind", "Left"))
            }
            .chartLegend(.hidden)
        }
    }
}

@Suite struct ChartsFacadeTests {
    @Test("Date-format axis labels and a donut compile as written for iOS and draw")
    func weekAndShare() throws {
        let rendered = CellPipeline().render(AnyView(WeekAndShareView()), named: "week", in: WidgetCell(family: .systemLarge), output: .layout)
        let layout = try #require(rendered.layout)
        // Seven narrow weekday labels, and the y axis: 0…7,000 has a nice step of 2,000 (7,000 / 5 = 1,400), so
        // 0…8,000 with five values, each a label and a grid line. Shapes: 7 bars, 5 grid lines, 2 sectors.
        #expect(layout.texts.count == 7 + 5)
        #expect(layout.texts.suffix(5).map(\.text.string) == ["0", "2,000", "4,000", "6,000", "8,000"])
        #expect(layout.allElements.filter { if case .shape(_, let fill?, nil, _) = $0.content { fill != nil } else { false } }.count == 7 + 2)
        #expect(layout.allElements.filter { if case .shape(_, nil, let stroke?, _) = $0.content { stroke != nil } else { false } }.count == 5)
    }

    @Test("A widget file importing Charts compiles through the facade and draws its chart")
    func chartWidgetRenders() throws {
        let rendered = CellPipeline().render(RegisteredWidget(TemperatureWidget.self), in: WidgetCell(family: .systemMedium), output: .layout)
        #expect(rendered.findings.isEmpty, "\(rendered.findings.map(\.message))")
        let labels = try #require(rendered.layout).texts.map(\.text.string)
        // The three x values as the label closure writes them; y values on the leading edge.
        #expect(labels.filter { $0.hasSuffix(":00") } == ["6:00", "12:00", "18:00"])
        #expect(labels.contains("10") && labels.contains("20"))
    }
}
