import Foundation
import WidgetryKit
import WidgetryUI

/// The simulated host at scale: a week for 100 widgets of four timeline shapes (daily quote, per-second,
/// every 15 minutes, app-driven), the figure issue 6 asks for ("takes seconds, not minutes").
enum TimelineBenchmark {
    static func run(_ settings: BenchmarkSettings) -> [BenchmarkRow] {
        let widgets = settings.quick ? 8 : 100, days = 7.0
        let start = Date(timeIntervalSince1970: 1_780_272_000)
        let clock = ContinuousClock()
        var reloads = 0
        let elapsed = clock.measure {
            for index in 0..<widgets {
                let simulator = WidgetHostSimulator(source: source(shape: index % 4, start: start), family: .systemSmall,
                                                    displaySize: CGSize(width: 170, height: 170),
                                                    configuration: configuration(shape: index % 4, start: start, days: days))
                reloads += simulator.run(start: start, duration: days * 86_400).reloads.count
            }
        }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        return [
            BenchmarkRow(key: "timeline.week", group: "timeline", name: "timeline: simulate 1 week × \(widgets) widgets", value: seconds, unit: "s",
                         note: "four timeline shapes: hourly, per-second, every 15 min, app-driven every 10 min"),
            BenchmarkRow(key: "timeline.widget-days", group: "timeline", name: "timeline: simulated widget-days", value: Double(widgets) * days / seconds,
                         unit: "days/s"),
            BenchmarkRow(key: "timeline.reloads", group: "timeline", name: "timeline: reload requests handled", value: Double(reloads) / seconds,
                         unit: "requests/s"),
        ]
    }

    private struct Entry: TimelineEntry, Sendable { var date: Date }

    private struct Provider: TimelineProvider, Sendable {
        let shape: Int
        func placeholder(in context: Context) -> Entry { Entry(date: SimulatedClock.currentDate) }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(placeholder(in: context)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            let now = SimulatedClock.currentDate
            switch shape {
            case 0: completion(Timeline(entries: (0..<24).map { Entry(date: now.addingTimeInterval(Double($0) * 3_600)) }, policy: .atEnd))
            case 1: completion(Timeline(entries: (0..<60).map { Entry(date: now.addingTimeInterval(Double($0))) }, policy: .atEnd))
            case 2: completion(Timeline(entries: [Entry(date: now)], policy: .after(now.addingTimeInterval(900))))
            default: completion(Timeline(entries: [Entry(date: now)], policy: .never))
            }
        }
    }

    private static func source(shape: Int, start: Date) -> TimelineSource {
        TimelineSource(descriptor: StaticConfiguration(kind: "bench", provider: Provider(shape: shape)) { _ in Text("x") }.descriptor!)
    }

    /// The app-driven shape reloads every 10 minutes from the app.
    private static func configuration(shape: Int, start: Date, days: Double) -> SimulationConfiguration {
        var configuration = SimulationConfiguration(completionWait: 0)
        if shape == 3 {
            configuration.appActivity = stride(from: 600.0, to: days * 86_400, by: 600).map { .reload(at: start.addingTimeInterval($0), kind: "bench") }
        }
        return configuration
    }
}
