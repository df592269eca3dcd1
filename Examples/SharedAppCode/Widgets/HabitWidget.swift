import SwiftUI
import WidgetKit

// The provider as Xcode's widget template writes it: `Timeline<Entry>` in `getTimeline`, with `Entry`
// inferred from the other requirements, and the view in another file naming `HabitProvider.Entry`.
struct HabitProvider: TimelineProvider {
    func placeholder(in context: Context) -> HabitEntry {
        HabitEntry(date: Date(), done: 2, goal: 5, affirmation: "Small steps still count.")
    }

    func getSnapshot(in context: Context, completion: @escaping (HabitEntry) -> ()) {
        completion(entry(at: Date()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
        let now = Date()
        let entries = (0..<3).map { entry(at: now.addingTimeInterval(Double($0) * 3_600)) }
        completion(Timeline(entries: entries, policy: .atEnd))
    }

    private func entry(at date: Date) -> HabitEntry {
        let store = HabitStore()
        return HabitEntry(date: date, done: store.completedToday, goal: store.dailyGoal, affirmation: store.affirmation)
    }
}

struct HabitEntry: TimelineEntry {
    let date: Date
    let done: Int
    let goal: Int
    let affirmation: String
}

struct HabitWidget: Widget {
    let kind = "HabitWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: HabitProvider()) { entry in
            HabitWidgetView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Habits")
        .description("Today's habits at a glance.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

@main
struct HabitWidgets: WidgetBundle {
    var body: some Widget {
        HabitWidget()
    }
}
