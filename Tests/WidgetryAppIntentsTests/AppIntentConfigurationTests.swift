import Foundation
import Testing
import WidgetryAppIntents
import WidgetryFindings
import WidgetryKit
import WidgetryPipeline
import WidgetryReference
import WidgetryUI

@Suite struct AppIntentConfigurationTests {
    /// ScoreWidget's configuration, as its concrete type.
    var configuration: AppIntentConfiguration<ScoreIntent, ScoreView> {
        get throws { try #require(ScoreWidget().body as Any as? AppIntentConfiguration<ScoreIntent, ScoreView>) }
    }

    @Test func theDefaultConfigurationRendersThroughThePipeline() throws {
        let cell = CellPipeline().render(RegisteredWidget(ScoreWidget.self), in: smallCell, output: .layout)
        #expect(cell.failure == nil)
        // `team` has `default: .away`; `city` has none, so it gets CityQuery.defaultResult(), the first of
        // CityEntity.all: Lisbon.
        #expect(texts(of: cell) == ["away", "Lisbon"])
    }

    @Test func theModifiersSetTheOptions() throws {
        let descriptor = try #require(ScoreWidget().body.descriptor)
        #expect(descriptor.kind == "Score")
        #expect(descriptor.options.displayName == "Score")
        #expect(descriptor.options.description == "Your team's score.")
        #expect(descriptor.options.supportedFamilies == [.systemSmall, .systemMedium])
        // A provider that never delivers is reported in its own method's terms: an App Intent provider has no
        // completion to call, its async timeline(for:in:) does not return.
        #expect(descriptor.timelineRequirement.silence == "timeline(for:in:) did not return")
        #expect(descriptor.options.contentMarginsDisabled)
    }

    @Test func anUnsupportedFamilyIsAFailedCell() {
        // ScoreWidget lists small and medium only.
        let cell = CellPipeline().render(RegisteredWidget(ScoreWidget.self), in: WidgetCell(family: .systemLarge))
        #expect(cell.failure?.kind == .unsupportedFamily)
    }

    @Test func aSuppliedIntentIsRendered() throws {
        let intent = ScoreIntent()
        intent.team = .home
        intent.city = CityEntity.all[1]
        let descriptor = try configuration.descriptor(using: intent)
        let snapshot = descriptor.snapshot(smallContext)
        #expect(snapshot.delivered)
        // The values set above: home, and the second city, Oslo.
        #expect(texts(of: snapshot.view) == ["home", "Oslo"])
    }

    @Test func aParameterSetToNilIsNotFilledWithTheDefaultResult() throws {
        let intent = ScoreIntent()
        intent.city = nil
        let snapshot = try configuration.descriptor(using: intent).snapshot(smallContext)
        #expect(texts(of: snapshot.view) == ["away", "No city"])
    }

    @Test func theTimelineCarriesTheDefaultConfiguration() async throws {
        let descriptor = try #require(ScoreWidget().body.descriptor)
        let rendered: [(Date, [String])] = await withCheckedContinuation { continuation in
            descriptor.timeline(smallContext) { entries, _ in
                continuation.resume(returning: entries.map { ($0.entry.date, texts(of: $0.view())) })
            }
        }
        // ScoreProvider.timeline gives three hourly entries from ScoreProvider.start.
        #expect(rendered.map(\.0) == [0, 1, 2].map { ScoreProvider.start.addingTimeInterval(Double($0) * 3_600) })
        #expect(rendered.allSatisfy { $0.1 == ["away", "Lisbon"] })
    }

    @Test func aSimulatedTimelineRunsTheProviderAtTheSimulatedInstant() {
        let start = CellPipeline.defaultTimelineStart
        // The host asks for the first timeline at the start; ClockProvider stamps its entry with
        // SimulatedClock.currentDate, read inside the provider's task.
        let cell = CellPipeline().render(RegisteredWidget(ClockWidget.self), in: smallCell, at: start.addingTimeInterval(60), output: .layout)
        #expect(cell.failure == nil)
        #expect(texts(of: cell) == ["\(Int(start.timeIntervalSince1970))"])
    }

    private static func seconds(_ duration: Duration) -> TimeInterval {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    @Test func aProviderThatNeverAnswersGivesThePlaceholderAndAFinding() throws {
        let descriptor = try #require(StalledWidget().body.descriptor)
        // The monotonic clock the wait itself uses, not the wall clock.
        let started = ContinuousClock.now
        let snapshot = descriptor.snapshot(smallContext)
        let waited = Self.seconds(ContinuousClock.now - started)
        #expect(!snapshot.delivered)
        #expect(texts(of: snapshot.view) == ["Loading"])
        #expect(snapshot.entry.findings.map(\.kind) == [.providerTimedOut])
        #expect(snapshot.entry.findings.first?.message.contains("0.5 s") == true)
        // It waited the 0.5 s limit, not the provider's hour; 5 s leaves room for a loaded machine.
        #expect(waited >= StalledWidget.timeLimit && waited < 5)
    }

    @Test func aTimelineThatNeverComesHoldsTheHostOnce() throws {
        let descriptor = try #require(StalledWidget().body.descriptor)
        var delivered = 0
        func ask() -> TimeInterval {
            Self.seconds(ContinuousClock().measure { descriptor.timeline(smallContext) { _, _ in delivered += 1 } })
        }
        let first = ask(), second = ask()
        // The first request waits the 0.5 s limit; after that time-out the descriptor stops waiting.
        #expect(first >= StalledWidget.timeLimit && first < 5)
        #expect(second < StalledWidget.timeLimit)
        #expect(delivered == 0)
    }

    @Test func theStalledWidgetRendersItsPlaceholderThroughThePipeline() {
        let cell = CellPipeline().render(RegisteredWidget(StalledWidget.self), in: smallCell, output: .layout)
        #expect(cell.failure == nil)
        #expect(texts(of: cell) == ["Loading"])
        // The provider's time-out reaches the cell, so reports and --fail-on see it.
        #expect(cell.findings.contains { $0.kind == .providerTimedOut })
    }

    @Test func aRequiredEntityWithoutADefaultGivesThePlaceholderAndAFinding() throws {
        let descriptor = try #require(StationWidget().body.descriptor)
        let snapshot = descriptor.snapshot(smallContext)
        #expect(!snapshot.delivered)
        #expect(texts(of: snapshot.view) == ["No station yet"])
        let finding = try #require(snapshot.entry.findings.first)
        #expect(finding.kind == .providerFailed)
        #expect(finding.message.contains("'Station'"))
    }

    @Test func aRequiredEntityWithoutADefaultGivesAPlaceholderTimelineAtOnce() async throws {
        // The provider is never asked, so nothing can be late: the timeline is the placeholder, now (the snapshot
        // carries the missing value's finding) — not a provider that "did not return" after the probe's wait.
        let descriptor = try #require(StationWidget().body.descriptor)
        let started = ContinuousClock.now
        let (shown, policy): ([String], TimelineReloadPolicy) = await withCheckedContinuation { continuation in
            descriptor.timeline(smallContext) { entries, policy in
                continuation.resume(returning: (entries.flatMap { texts(of: $0.view()) }, policy))
            }
        }
        #expect(shown == ["No station yet"] && policy == .never)
        // Well under the descriptor's own time limit (its default is 30 s, ProviderCall's wait).
        #expect(ContinuousClock.now - started < .seconds(10))
    }

    @Test func aPreviewEntryIsShownWithTheContent() throws {
        let descriptor = try #require(ScoreWidget().body.descriptor)
        let intent = ScoreIntent()
        intent.team = .neutral
        let view = try #require(descriptor.entryView(ScoreEntry(date: .now, configuration: intent, isPlaceholder: false)))
        // No city was set or resolved for this intent: the view says so.
        #expect(texts(of: view) == ["neutral", "No city"])
    }

    @Test func theProviderOffersItsRecommendations() {
        let recommendations = ScoreProvider().recommendations()
        #expect(recommendations.map(\.description) == ["Away team"])
        #expect(recommendations.first?.intent.team == .away)
    }
}

// A required entity parameter whose query has no default result: nothing to configure a new widget with.

struct StationEntity: AppEntity {
    let id: Int
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Station" }
    var displayRepresentation: DisplayRepresentation { "Station \(id)" }
    static var defaultQuery: StationQuery { StationQuery() }
}

struct StationQuery: EntityQuery {
    func entities(for identifiers: [Int]) async throws -> [StationEntity] { identifiers.map(StationEntity.init) }
}

struct StationIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Station" }
    @Parameter(title: "Station") var station: StationEntity
}

struct StationEntry: TimelineEntry {
    let date: Date
    let station: Int?
}

struct StationProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> StationEntry { StationEntry(date: .now, station: nil) }
    func snapshot(for configuration: StationIntent, in context: Context) async -> StationEntry {
        StationEntry(date: .now, station: configuration.station.id)
    }
    func timeline(for configuration: StationIntent, in context: Context) async -> Timeline<StationEntry> {
        Timeline(entries: [await snapshot(for: configuration, in: context)], policy: .never)
    }
}

struct StationWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Station", intent: StationIntent.self, provider: StationProvider()) { entry in
            Text(entry.station.map { "Station \($0)" } ?? "No station yet")
        }
    }
}

// A provider that reads the simulated clock, as providers that want deterministic simulations do.

struct ClockEntry: TimelineEntry {
    let date: Date
}

struct ClockProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> ClockEntry { ClockEntry(date: .distantPast) }
    func snapshot(for configuration: ScoreIntent, in context: Context) async -> ClockEntry { ClockEntry(date: SimulatedClock.currentDate) }
    func timeline(for configuration: ScoreIntent, in context: Context) async -> Timeline<ClockEntry> {
        Timeline(entries: [ClockEntry(date: SimulatedClock.currentDate)], policy: .never)
    }
}

struct ClockWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Clock", intent: ScoreIntent.self, provider: ClockProvider()) { entry in
            Text("\(Int(entry.date.timeIntervalSince1970))")
        }
    }
}
