import Foundation
import Synchronization
import Testing
import WidgetryKit
import WidgetryReference

/// App code asks WidgetKit which widgets are placed (`getCurrentConfigurations`, iOS 17's
/// `currentConfigurations()`) — typically in a provider, to decide what shared data to refresh. Widgetry's host places
/// the widget it runs, so that code finds it, as it would on a Home Screen holding that widget.
@Suite struct WidgetCenterConfigurationsTests {
    /// What the provider saw, as "kind/family" strings.
    final class Seen: Sendable {
        let values = Mutex<[String]>([])
        func add(_ infos: [WidgetInfo]) { values.withLock { $0.append(contentsOf: infos.map { "\($0.kind)/\($0.family)" }) } }
    }

    /// A provider that asks with the completion-handler form, as apps written before iOS 17 do.
    struct AskingProvider: TimelineProvider {
        let seen: Seen
        func placeholder(in context: Context) -> TestEntry { TestEntry(date: SimulatedClock.currentDate) }
        func getSnapshot(in context: Context, completion: @escaping (TestEntry) -> Void) { completion(placeholder(in: context)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<TestEntry>) -> Void) {
            WidgetCenter.shared.getCurrentConfigurations { result in
                if case .success(let infos) = result { seen.add(infos) }
            }
            completion(Timeline(entries: [placeholder(in: context)], policy: .never))
        }
    }

    @Test("A provider that asks which widgets are placed finds the widget being run, with its kind and family")
    func providerFindsItsOwnWidget() {
        let seen = Seen()
        let descriptor = StaticConfiguration(kind: "inbox", provider: AskingProvider(seen: seen)) { entryView($0) }.descriptor!
        let simulator = WidgetHostSimulator(source: TimelineSource(descriptor: descriptor), family: .systemMedium,
                                            displaySize: CGSize(width: 364, height: 170),
                                            configuration: SimulationConfiguration(completionWait: 0))
        _ = simulator.run(start: midnight, duration: hour)
        // `.never`: the provider is asked once, at the start.
        #expect(seen.values.withLock { $0 } == ["inbox/systemMedium"])
    }

    @Test("The async form answers the same inside an async provider's task, and nothing outside a provider")
    func asyncFormAndOutside() async throws {
        #expect(try await WidgetCenter.shared.currentConfigurations().isEmpty)
        var outside: [WidgetInfo]?
        WidgetCenter.shared.getCurrentConfigurations { outside = try? $0.get() }
        #expect(outside?.isEmpty == true)

        let seen = Seen()
        let source = TimelineSource.async(kind: "steps", placeholder: TestEntry(date: midnight), timeline: { _ in
            seen.add(try await WidgetCenter.shared.currentConfigurations())
            return Timeline(entries: [TestEntry(date: SimulatedClock.currentDate)], policy: .never)
        }, content: { entryView($0) })
        let simulator = WidgetHostSimulator(source: source, family: .accessoryRectangular,
                                            displaySize: CGSize(width: 172, height: 76),
                                            configuration: SimulationConfiguration(completionWait: 5))
        _ = simulator.run(start: midnight, duration: hour)
        #expect(seen.values.withLock { $0 } == ["steps/accessoryRectangular"])
        let info = WidgetInfo(kind: "steps", family: .systemSmall)
        #expect(info.description == "WidgetInfo(kind: steps, family: systemSmall)")
    }
}
