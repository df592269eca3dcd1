import SwiftUI
import WidgetKit

/// The care streak the app writes to the app group. The app always writes the file before the widget
/// can be added, so the widget reads it without a fallback — on iOS.
struct Streak: Codable {
    var days: Int
    var longest: Int
}

struct StreakEntry: TimelineEntry {
    let date: Date
    let streak: Streak
}

struct StreakProvider: TimelineProvider {
    func placeholder(in context: Context) -> StreakEntry {
        StreakEntry(date: Plant.referenceDate, streak: Streak(days: 12, longest: 30))
    }

    func getSnapshot(in context: Context, completion: @escaping (StreakEntry) -> Void) {
        completion(StreakEntry(date: Plant.referenceDate, streak: loadStreak()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StreakEntry>) -> Void) {
        let entry = StreakEntry(date: Plant.referenceDate, streak: loadStreak())
        completion(Timeline(entries: [entry], policy: .after(Plant.referenceDate.addingTimeInterval(6 * 3_600))))
    }

    private func loadStreak() -> Streak {
        let url = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: PlantStore.appGroup)!
            .appendingPathComponent("streak.json")
        let data = try! Data(contentsOf: url)
        return try! JSONDecoder().decode(Streak.self, from: data)
    }
}

struct StreakWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "StreakWidget", provider: StreakProvider()) { entry in
            VStack(alignment: .leading, spacing: 2) {
                Text("Care streak")
                    .font(.caption)
                    .lineLimit(1)
                    .minimumScaleFactor(0.7)
                    .foregroundStyle(.secondary)
                Text("\(entry.streak.days)")
                    .font(.system(size: 44, weight: .bold, design: .rounded))
                    .minimumScaleFactor(0.5)
                Text("Longest: \(entry.streak.longest) days")
                    .font(.caption2)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
                    .minimumScaleFactor(0.6)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            // Three lines fill a small widget; beyond xxLarge the count would push the rest out.
            .dynamicTypeSize(...DynamicTypeSize.xxLarge)
            .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Care Streak")
        .description("Days in a row you cared for your plants.")
        .supportedFamilies([.systemSmall])
    }
}
