import Foundation
import WidgetryFindings
import WidgetryKit
import WidgetryReference
import WidgetryUI

/// 2026-06-01 00:00:00 UTC: every simulation in these tests starts here, so times in derivations are
/// plain offsets from midnight.
let midnight = Date(timeIntervalSince1970: 1_780_272_000)
let minute: TimeInterval = 60
let hour: TimeInterval = 3_600
let day: TimeInterval = 86_400

/// A test entry: a date and a label.
struct TestEntry: TimelineEntry, Sendable {
    var date: Date
    var label = ""
}

/// A provider built from a closure that receives the simulated "now" and returns the timeline, or
/// `nil` to never call the completion.
struct ClosureProvider: TimelineProvider, Sendable {
    let make: @Sendable (Date, Int) -> Timeline<TestEntry>?
    let calls = CallCounter()

    func placeholder(in context: Context) -> TestEntry { TestEntry(date: SimulatedClock.currentDate, label: "placeholder") }
    func getSnapshot(in context: Context, completion: @escaping (TestEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<TestEntry>) -> Void) {
        if let timeline = make(SimulatedClock.currentDate, calls.next()) { completion(timeline) }
    }
}

/// Counts provider calls (the provider is a value; the counter is shared by its copies).
final class CallCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func next() -> Int { lock.lock(); defer { lock.unlock() }; count += 1; return count - 1 }
}

/// The view every test widget shows.
func entryView(_ entry: TestEntry) -> some View { Text(entry.label) }

/// A source for `provider` through the real WidgetKit-shaped path: StaticConfiguration → descriptor.
func source(_ provider: ClosureProvider, kind: String = "test") -> TimelineSource {
    TimelineSource(descriptor: StaticConfiguration(kind: kind, provider: provider) { entryView($0) }.descriptor!)
}

/// Runs `provider` for `days` days from midnight. Tests never wait for completions (callback providers
/// complete synchronously or never).
func simulate(_ provider: ClosureProvider, days: Double = 1, kind: String = "test",
              configure: (inout SimulationConfiguration) -> Void = { _ in }) -> SimulationRun {
    var configuration = SimulationConfiguration(completionWait: 0)
    configure(&configuration)
    let simulator = WidgetHostSimulator(source: source(provider, kind: kind), family: .systemSmall,
                                        displaySize: CGSize(width: 170, height: 170), configuration: configuration)
    return simulator.run(start: midnight, duration: days * day)
}

/// `count` entries `spacing` seconds apart from `now`.
func entries(from now: Date, count: Int, spacing: TimeInterval) -> [TestEntry] {
    (0..<count).map { TestEntry(date: now.addingTimeInterval(Double($0) * spacing), label: "entry \($0)") }
}

/// The daily-quote shape: 24 hourly entries, then a new timeline at the end.
let dailyQuote = ClosureProvider { now, _ in Timeline(entries: entries(from: now, count: 24, spacing: hour), policy: .atEnd) }

/// The per-second shape: a minute of entries one second apart, then a new timeline at the end.
let perSecond = ClosureProvider { now, _ in Timeline(entries: entries(from: now, count: 60, spacing: 1), policy: .atEnd) }

extension SimulationRun {
    /// The findings of `kind`.
    func findings(_ kind: FindingKind) -> [Finding] { findings.filter { $0.kind == kind } }
    /// Seconds since midnight of each granted reload.
    var grantOffsets: [TimeInterval] { grantedReloads.map { $0.date.timeIntervalSince(midnight) } }
    /// Entries on screen for some time, over every timeline.
    var shownCount: Int { timelines.reduce(0) { $0 + $1.shown.filter { $0 }.count } }
    /// What is on screen at `offset` seconds after midnight.
    func interval(at offset: TimeInterval) -> DisplayInterval? {
        let date = midnight.addingTimeInterval(offset)
        return intervals.first { $0.start <= date && date < $0.end }
    }
}
