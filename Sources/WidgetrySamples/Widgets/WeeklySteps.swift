import Foundation
import Widgetry
import WidgetryCharts

/// One day of the steps sample: steps walked and run on that day.
public struct StepDay: Identifiable, Sendable {
    public var id: Date { date }
    public let date: Date
    public let walking: Int
    public let running: Int
}

/// The steps sample's entry: the last seven days and the daily goal.
public struct StepsEntry: TimelineEntry, Sendable {
    public let date: Date
    public let days: [StepDay]
    public let goal: Int
}

/// A week of steps ending on the entry's day; one entry a day.
public struct StepsProvider: TimelineProvider {
    public init() {}

    /// Gregorian in UTC, so the bars' days and the weekday labels are the same on every machine.
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    /// Seven days of made-up steps: a quiet weekend, a long run on the fourth day.
    static func entry(at date: Date) -> StepsEntry {
        let today = calendar.startOfDay(for: date)
        let walking = [6_200, 7_400, 5_100, 8_300, 6_900, 3_200, 4_400]
        let running = [1_800, 0, 2_600, 4_100, 0, 5_300, 900]
        let days = (0..<7).map { offset in
            StepDay(date: calendar.date(byAdding: .day, value: offset - 6, to: today)!, walking: walking[offset], running: running[offset])
        }
        return StepsEntry(date: date, days: days, goal: 8_000)
    }

    public func placeholder(in context: Context) -> StepsEntry { Self.entry(at: Date(timeIntervalSince1970: 1_780_000_000)) }
    public func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) { completion(placeholder(in: context)) }
    public func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
        completion(Timeline(entries: [Self.entry(at: SimulatedClock.currentDate)], policy: .atEnd))
    }
}

/// The week as stacked bars (walking and running told apart by colour alone, on purpose), the goal as a
/// dashed rule with its label, weekday labels under the bars.
struct WeeklyStepsView: View {
    let entry: StepsEntry
    @Environment(\.widgetFamily) var family

    var total: Int { entry.days.last.map { $0.walking + $0.running } ?? 0 }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(alignment: .firstTextBaseline) {
                Text("Steps").font(.headline)
                Spacer()
                Text("\(total) today").font(.caption).foregroundStyle(.secondary)
            }
            chart
        }
        .containerBackground(for: .widget) { Color(white: 0.98) }
    }

    var chart: some View {
        Chart {
            ForEach(entry.days) { day in
                BarMark(x: .value("Day", day.date, unit: .day, calendar: StepsProvider.calendar), y: .value("Steps", day.walking))
                    .foregroundStyle(by: .value("Kind", "Walking"))
                BarMark(x: .value("Day", day.date, unit: .day, calendar: StepsProvider.calendar), y: .value("Steps", day.running))
                    .foregroundStyle(by: .value("Kind", "Running"))
            }
            .cornerRadius(3)
            RuleMark(y: .value("Goal", entry.goal))
                .foregroundStyle(.gray)
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3]))
                .annotation(position: .top, alignment: .leading) {
                    Text("Goal").font(.caption2).foregroundStyle(.secondary)
                }
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: .day)) { _ in
                AxisValueLabel(format: Date.FormatStyle(timeZone: StepsProvider.calendar.timeZone).weekday(.abbreviated), centered: true)
            }
        }
        .chartYAxis {
            AxisMarks(values: .automatic(desiredCount: family == .systemLarge ? 5 : 3))
        }
        .chartForegroundStyleScale(["Walking": Color.blue, "Running": Color.green])
        .chartLegend(family == .systemLarge ? .visible : .hidden)
    }
}

/// The steps sample (medium and large): Swift Charts' bars, a goal rule and weekday labels, whose labels
/// truncate at accessibility text sizes and whose two series differ only by colour on a tinted Home Screen.
public struct WeeklyStepsWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "WeeklySteps", provider: StepsProvider()) { entry in
            WeeklyStepsView(entry: entry)
        }
        .configurationDisplayName("Weekly Steps")
        .description("A week of steps as bars, with the daily goal.")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}
