// A widget extension as an Xcode 16+ project in Swift 6 language mode writes it: Sendable entries, an
// actor-backed store, `static let` intent metadata, async App Intent providers, a MainActor view model.
import AppIntents
import SwiftUI
import WidgetKit

struct Habit: Sendable, Hashable, Codable {
    var name: String
    var streak: Int
}

/// Shared app code keeps its state in an actor, as strict concurrency pushes teams to.
actor HabitStore {
    static let shared = HabitStore()
    private var habits = [Habit(name: "Read", streak: 12), Habit(name: "Walk", streak: 3)]

    func all() -> [Habit] { habits }
    func complete(_ name: String) {
        if let index = habits.firstIndex(where: { $0.name == name }) { habits[index].streak += 1 }
    }
}

enum HabitKind: String, AppEnum {
    case reading, walking

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Habit"
    static let caseDisplayRepresentations: [HabitKind: DisplayRepresentation] = [
        .reading: "Reading",
        .walking: "Walking",
    ]
}

struct SelectHabitIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Select habit"
    static let description = IntentDescription("Choose the habit the widget shows.")

    @Parameter(title: "Habit", default: .reading)
    var habit: HabitKind

    init() {}
}

struct CompleteHabitIntent: AppIntent {
    static let title: LocalizedStringResource = "Complete habit"

    @Parameter(title: "Name")
    var name: String

    init() {}
    init(name: String) { self.name = name }

    func perform() async throws -> some IntentResult {
        await HabitStore.shared.complete(name)
        return .result()
    }
}

struct HabitEntry: TimelineEntry, Sendable {
    let date: Date
    let habit: Habit
}

struct HabitProvider: AppIntentTimelineProvider {
    static let sampleDate = Date(timeIntervalSince1970: 1_780_000_000)

    func placeholder(in context: Context) -> HabitEntry {
        HabitEntry(date: Self.sampleDate, habit: Habit(name: "Read", streak: 0))
    }

    func snapshot(for configuration: SelectHabitIntent, in context: Context) async -> HabitEntry {
        await entry(for: configuration)
    }

    func timeline(for configuration: SelectHabitIntent, in context: Context) async -> Timeline<HabitEntry> {
        Timeline(entries: [await entry(for: configuration)], policy: .atEnd)
    }

    private func entry(for configuration: SelectHabitIntent) async -> HabitEntry {
        let habits = await HabitStore.shared.all()
        let wanted = configuration.habit == .reading ? "Read" : "Walk"
        return HabitEntry(date: Self.sampleDate, habit: habits.first { $0.name == wanted } ?? habits[0])
    }
}

/// An observable formatter. (Widgetry's `View` is not main-actor isolated — cells render on worker
/// threads — so a `@MainActor` model called from `body` does not compile here; docs/compatibility.md.)
@Observable final class StreakFormatter {
    var suffix = "days"
    func text(for streak: Int) -> String { "\(streak) \(suffix)" }
}

struct HabitView: View {
    let entry: HabitEntry
    @State private var formatter = StreakFormatter()

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(entry.habit.name).font(.headline)
            Text(formatter.text(for: entry.habit.streak)).font(.title2.bold())
            Button(intent: CompleteHabitIntent(name: entry.habit.name)) {
                Label("Done", systemImage: "checkmark")
            }
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct HabitWidget: Widget {
    let kind = "Habit"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: SelectHabitIntent.self, provider: HabitProvider()) { entry in
            HabitView(entry: entry)
        }
        .configurationDisplayName("Habit")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

#Preview(as: .systemSmall) {
    HabitWidget()
} timeline: {
    HabitEntry(date: .now, habit: Habit(name: "Read", streak: 12))
    HabitEntry(date: .now, habit: Habit(name: "Walk", streak: 300))
}
