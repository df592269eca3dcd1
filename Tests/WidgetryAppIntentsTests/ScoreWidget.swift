import Foundation
import WidgetryAppIntents
import WidgetryKit
import WidgetryUI

// An App-Intent-configured widget written as an app would write it (Xcode's template, with an enum and
// an entity parameter and a provider that awaits its data). Titles are computed properties so the file
// also compiles in Swift 6 mode.

enum Team: String, AppEnum {
    case home, away, neutral

    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Team" }
    static var caseDisplayRepresentations: [Team: DisplayRepresentation] {
        [.home: "Home", .away: DisplayRepresentation(title: "Away", subtitle: "On the road", image: .init(systemName: "airplane")),
         .neutral: "Neutral"]
    }
}

struct CityEntity: AppEntity {
    let id: String
    let name: String

    static let all = [CityEntity(id: "lis", name: "Lisbon"), CityEntity(id: "osl", name: "Oslo")]

    static var typeDisplayRepresentation: TypeDisplayRepresentation { "City" }
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
    static var defaultQuery: CityQuery { CityQuery() }
}

struct CityQuery: EntityQuery {
    func entities(for identifiers: [CityEntity.ID]) async throws -> [CityEntity] {
        CityEntity.all.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [CityEntity] { CityEntity.all }

    func defaultResult() async -> CityEntity? {
        try? await Task.sleep(for: .milliseconds(5))
        return CityEntity.all.first
    }
}

struct ScoreIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Select Team" }
    static var description: IntentDescription { IntentDescription("Shows a team's score.", categoryName: "Sports") }

    @Parameter(title: "Team", default: .away)
    var team: Team

    @Parameter(title: "City")
    var city: CityEntity?

    @Parameter(title: "Show details", default: true)
    var showDetails: Bool

    static var parameterSummary: some ParameterSummary {
        When(\.$showDetails, .equalTo, true) {
            Summary("Show \(\.$team) in \(\.$city)") {
                \.$showDetails
            }
        } otherwise: {
            Summary("Show \(\.$team)")
        }
    }
}

struct ScoreEntry: TimelineEntry {
    let date: Date
    let configuration: ScoreIntent
    let isPlaceholder: Bool
}

struct ScoreProvider: AppIntentTimelineProvider {
    static let start = Date(timeIntervalSince1970: 1_780_000_000)

    func placeholder(in context: Context) -> ScoreEntry {
        ScoreEntry(date: Self.start, configuration: ScoreIntent(), isPlaceholder: true)
    }

    func snapshot(for configuration: ScoreIntent, in context: Context) async -> ScoreEntry {
        // As a provider that fetches its data would: it suspends before answering.
        try? await Task.sleep(for: .milliseconds(10))
        return ScoreEntry(date: Self.start, configuration: configuration, isPlaceholder: false)
    }

    func timeline(for configuration: ScoreIntent, in context: Context) async -> Timeline<ScoreEntry> {
        let entries = (0..<3).map { hour in
            ScoreEntry(date: Self.start.addingTimeInterval(Double(hour) * 3_600), configuration: configuration, isPlaceholder: false)
        }
        return Timeline(entries: entries, policy: .atEnd)
    }

    func recommendations() -> [AppIntentRecommendation<ScoreIntent>] {
        [AppIntentRecommendation(intent: ScoreIntent(), description: "Away team")]
    }
}

struct ScoreView: View {
    let entry: ScoreEntry

    var body: some View {
        VStack {
            if entry.isPlaceholder {
                Text("Loading")
            } else {
                Text(entry.configuration.team.rawValue)
                Text(entry.configuration.city?.name ?? "No city")
            }
        }
    }
}

struct ScoreWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Score", intent: ScoreIntent.self, provider: ScoreProvider()) { entry in
            ScoreView(entry: entry)
        }
        .configurationDisplayName("Score")
        .description("Your team's score.")
        .supportedFamilies([.systemSmall, .systemMedium])
        .contentMarginsDisabled()
        .promptsForUserConfiguration()
    }
}

/// A provider whose snapshot does not answer for an hour.
struct StalledProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> ScoreEntry { ScoreProvider().placeholder(in: context) }

    func snapshot(for configuration: ScoreIntent, in context: Context) async -> ScoreEntry {
        try? await Task.sleep(for: .seconds(3_600))
        return ScoreEntry(date: ScoreProvider.start, configuration: configuration, isPlaceholder: false)
    }

    func timeline(for configuration: ScoreIntent, in context: Context) async -> Timeline<ScoreEntry> {
        Timeline(entries: [await snapshot(for: configuration, in: context)], policy: .never)
    }
}

/// The stalled provider, giving up after 0.5 s instead of the default 10 s: long enough that a request that does not
/// wait is told from one that does on a busy machine, short enough for a unit test.
struct StalledWidget: Widget {
    static let timeLimit: TimeInterval = 0.5

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Stalled", intent: ScoreIntent.self, provider: StalledProvider()) { entry in
            ScoreView(entry: entry)
        }
        .providerTimeLimit(Self.timeLimit)
    }
}
