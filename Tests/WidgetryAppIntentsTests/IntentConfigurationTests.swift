import Dispatch
import Foundation
import Testing
import WidgetryKit
import WidgetryPipeline
import WidgetryReference
import WidgetrySiriKit
import WidgetryUI

// What Xcode generates from an .intentdefinition file, with `@objc(…)` and `@NSManaged` written as Linux
// needs them (no Objective-C runtime): plain properties with initial values.

public enum Sport: Int {
    case unknown = 0
    case football = 1
    case tennis = 2
}

public class Player: INObject {}

public class ConfigurationIntent: INIntent {
    public var sport: Sport = .unknown
    public var player: Player?
}

public class ConfigurationIntentResponse: INIntentResponse {}

class IntentHandler: INExtension {
    override func handler(for intent: INIntent) -> Any { self }

    func providePlayerOptionsCollection(for intent: ConfigurationIntent, with completion: @escaping (INObjectCollection<Player>?, Error?) -> Void) {
        let players = [Player(identifier: "1", display: "Ada"), Player(identifier: "2", display: "Grace")]
        completion(INObjectCollection(sections: [INObjectSection(title: "Favourites", items: players)]), nil)
    }
}

struct SportEntry: TimelineEntry {
    let date: Date
    let sport: String
    let player: String
}

struct SportProvider: IntentTimelineProvider {
    static let start = Date(timeIntervalSince1970: 1_780_000_000)

    func placeholder(in context: Context) -> SportEntry { SportEntry(date: Self.start, sport: "Loading", player: "") }

    func getSnapshot(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (SportEntry) -> Void) {
        let entry = SportEntry(date: Self.start, sport: "\(configuration.sport)", player: configuration.player?.displayString ?? "Anyone")
        // Answers later, from another thread, as a provider that loads data does.
        nonisolated(unsafe) let completion = completion
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.01) { completion(entry) }
    }

    func getTimeline(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (Timeline<SportEntry>) -> Void) {
        getSnapshot(for: configuration, in: context) { completion(Timeline(entries: [$0], policy: .never)) }
    }
}

struct SportView: View {
    let entry: SportEntry

    var body: some View {
        VStack {
            Text(entry.sport)
            Text(entry.player)
        }
    }
}

struct SportWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: "Sport", intent: ConfigurationIntent.self, provider: SportProvider()) { entry in
            SportView(entry: entry)
        }
        .configurationDisplayName("Sport")
        .supportedFamilies([.systemSmall])
    }
}

@Suite struct IntentConfigurationTests {
    @Test func aGeneratedIntentConfigurationRenders() {
        let cell = CellPipeline().render(RegisteredWidget(SportWidget.self), in: smallCell, output: .layout)
        #expect(cell.failure == nil)
        // ConfigurationIntent() leaves sport at .unknown and player empty: generated code has no defaults.
        #expect(texts(of: cell) == ["unknown", "Anyone"])
    }

    @Test func theModifiersSetTheOptions() throws {
        let descriptor = try #require(SportWidget().body.descriptor)
        #expect(descriptor.options.displayName == "Sport")
        #expect(descriptor.options.supportedFamilies == [.systemSmall])
        #expect(descriptor.timelineRequirement.silence == "getTimeline(for:in:completion:) did not call its completion")
    }

    @Test func aSuppliedIntentIsRendered() throws {
        let configuration = try #require(SportWidget().body as Any as? IntentConfiguration<ConfigurationIntent, SportView>)
        let intent = ConfigurationIntent()
        intent.sport = .tennis
        intent.player = Player(identifier: "2", display: "Grace")
        let snapshot = configuration.descriptor(using: intent).snapshot(smallContext)
        #expect(snapshot.delivered)
        #expect(texts(of: snapshot.view) == ["tennis", "Grace"])
    }

    @Test func aSnapshotThatNeverCompletesGivesThePlaceholder() {
        let configuration = IntentConfiguration(kind: "Silent", intent: ConfigurationIntent.self, provider: SilentProvider()) { entry in
            Text(entry.sport)
        }.snapshotTimeLimit(0.1)
        let snapshot = configuration.descriptor(using: ConfigurationIntent()).snapshot(smallContext)
        #expect(!snapshot.delivered)
        #expect(texts(of: snapshot.view) == ["Loading"])
    }

    @Test func objectsAndCollections() {
        var offered: INObjectCollection<Player>?
        IntentHandler().providePlayerOptionsCollection(for: ConfigurationIntent()) { collection, _ in offered = collection }
        #expect(offered?.allItems.map(\.displayString) == ["Ada", "Grace"])
        #expect(offered?.sections.first?.title == "Favourites")
        #expect(Player(identifier: "1", display: "Ada") == Player(identifier: "1", display: "Ada"))
        #expect(Player(identifier: "1", display: "Ada") != Player(identifier: "2", display: "Ada"))
        #expect(INIntentResolutionResult.needsValue().outcome == .needsValue)
        #expect(IntentHandler().handler(for: ConfigurationIntent()) is IntentHandler)
    }
}

struct SilentProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> SportEntry { SportProvider().placeholder(in: context) }
    func getSnapshot(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (SportEntry) -> Void) {}
    func getTimeline(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (Timeline<SportEntry>) -> Void) {}
}
