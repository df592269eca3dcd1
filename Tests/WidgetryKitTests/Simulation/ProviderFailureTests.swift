import Foundation
import Testing
import WidgetryKit
import WidgetryUI

@Suite("Provider failures")
struct ProviderFailureTests {
    @Test("a provider that never completes: placeholder, timeout, retries")
    func neverCompletes() {
        // Every attempt times out; the host retries after max(30 s timeout, 15 min interval) = 900 s,
        // so attempts at 0, 900, … until the 40-reload budget is spent.
        let run = simulate(ClosureProvider { _, _ in nil })
        #expect(run.grantedReloads.count == 40)
        #expect(run.grantedReloads.allSatisfy { $0.result == .timedOut })
        #expect(run.findings(.providerTimedOut).first?.severity == .error)
        #expect(run.findings(.providerTimedOut).first?.count == 40)
        let placeholder = run.findings(.placeholderTooLong).first
        #expect(placeholder?.severity == .error)
        #expect(run.intervals.count == 1 && run.intervals[0].isPlaceholder)
    }

    @Test("a provider that stops completing keeps the last good entry on screen")
    func stopsCompleting() {
        // Call 0 delivers one entry and asks again in an hour; every later call never completes.
        let provider = ClosureProvider { now, call in
            call == 0 ? Timeline(entries: [TestEntry(date: now, label: "good")], policy: .after(now.addingTimeInterval(hour))) : nil
        }
        let run = simulate(provider)
        #expect(run.timelines.count == 1)
        // The good entry stays for the whole day; from 1 h on it is stale (23 h > the 1 h threshold).
        #expect(run.intervals.allSatisfy { $0.timeline == 0 && $0.entry == 0 })
        #expect(run.interval(at: 2 * hour)?.isStale == true)
        #expect(run.stalePeriods.first?.start == midnight.addingTimeInterval(hour))
        #expect(run.findings(.staleContent).count == 1)
        #expect(run.findings(.providerTimedOut).first?.severity == .error)
        #expect(run.findings(.placeholderTooLong).isEmpty)
    }

    @Test("an empty timeline keeps the previous content")
    func emptyTimeline() {
        // Call 0: one entry, .after(1 h). Later calls: no entries, .after(1 h): 23 empty timelines.
        let provider = ClosureProvider { now, call in
            Timeline(entries: call == 0 ? [TestEntry(date: now)] : [], policy: .after(now.addingTimeInterval(hour)))
        }
        let run = simulate(provider)
        #expect(run.grantOffsets == (0..<24).map { Double($0) * hour })
        #expect(run.findings(.emptyTimeline).first?.count == 23)
        #expect(run.intervals.allSatisfy { $0.timeline == 0 && $0.entry == 0 })
    }

    @Test("entries out of order are sorted and reported")
    func outOfOrder() {
        let provider = ClosureProvider { now, _ in
            Timeline(entries: [TestEntry(date: now.addingTimeInterval(2 * hour), label: "c"), TestEntry(date: now, label: "a"),
                               TestEntry(date: now.addingTimeInterval(hour), label: "b")], policy: .never)
        }
        let run = simulate(provider)
        #expect(run.timelines[0].wasOutOfOrder)
        #expect(run.timelines[0].entryDates == [0, hour, 2 * hour].map { midnight.addingTimeInterval($0) })
        #expect(run.intervals.map(\.duration) == [hour, hour, 22 * hour])
        #expect(run.findings(.entriesOutOfOrder).first?.severity == .warning)
    }

    @Test("an async provider that throws is reported; one that succeeds is shown")
    func asyncProvider() {
        struct Offline: Error, CustomStringConvertible { var description: String { "offline" } }
        let failing = TimelineSource.async(kind: "async", placeholder: TestEntry(date: midnight),
                                           timeline: { _ in throw Offline() }, content: { entryView($0) })
        let simulator = WidgetHostSimulator(source: failing, family: .systemSmall, displaySize: CGSize(width: 170, height: 170),
                                            configuration: SimulationConfiguration(completionWait: 5))
        let run = simulator.run(start: midnight, duration: hour)
        // Attempts at 0, 15 min, 30 min, 45 min: each throws.
        #expect(run.grantedReloads.count == 4)
        #expect(run.grantedReloads.allSatisfy { $0.result == .failed && $0.error == "offline" })
        #expect(run.findings(.providerFailed).first?.severity == .error)

        let working = TimelineSource.async(kind: "async", placeholder: TestEntry(date: midnight), timeline: { _ in
            // The async provider reads the simulated clock too.
            let now = SimulatedClock.currentDate
            return Timeline(entries: entries(from: now, count: 4, spacing: 15 * minute), policy: .atEnd)
        }, content: { entryView($0) })
        let good = WidgetHostSimulator(source: working, family: .systemSmall, displaySize: CGSize(width: 170, height: 170),
                                       configuration: SimulationConfiguration(completionWait: 5)).run(start: midnight, duration: hour)
        #expect(good.grantOffsets == [0, 45 * minute])
        #expect(good.findings.filter { $0.severity > .info }.isEmpty)
    }
}
