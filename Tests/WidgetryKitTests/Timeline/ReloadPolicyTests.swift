import Foundation
import Testing
import WidgetryKit

@Suite("Reload policies")
struct ReloadPolicyTests {
    @Test("atEnd: a new timeline when the last entry's date passes")
    func atEnd() {
        // Four entries 30 min apart (0, 30, 60, 90 min): .atEnd asks at 90 min = 5 400 s. 5 400 s is
        // above the 15-min minimum and 86 400 / 5 400 = 16 reloads a day is under 40, so every request
        // is granted: grants at 0, 5 400, …, 15 × 5 400 = 81 000.
        let provider = ClosureProvider { now, _ in Timeline(entries: entries(from: now, count: 4, spacing: 30 * minute), policy: .atEnd) }
        let run = simulate(provider)
        #expect(run.grantOffsets == (0..<16).map { Double($0) * 5_400 })
        #expect(run.refusedReloads.isEmpty)
        // .atEnd asks at the last entry's date and the host answers at once, so each timeline's 90-min
        // entry is replaced by the next timeline's first entry the moment it is due: 3 entries shown per
        // timeline, 16 × 3 = 48 (the last timeline's 90-min entry falls at the end, 86 400 s).
        #expect(run.shownCount == 48)
        #expect(run.intervals.allSatisfy { $0.duration == 30 * minute })
        #expect(run.findings.isEmpty)
    }

    @Test("after(date): a new timeline at that date")
    func after() {
        // One entry, next timeline an hour later: 24 grants in a day (0 h … 23 h), each entry on
        // screen for exactly an hour.
        let provider = ClosureProvider { now, _ in Timeline(entries: [TestEntry(date: now)], policy: .after(now.addingTimeInterval(hour))) }
        let run = simulate(provider)
        #expect(run.grantOffsets == (0..<24).map { Double($0) * hour })
        #expect(run.intervals.count == 24)
        #expect(run.intervals.allSatisfy { $0.duration == hour && !$0.isStale })
        #expect(run.findings.isEmpty)
    }

    @Test("after(date) sooner than the minimum interval waits for it")
    func afterTooSoon() {
        // .after(now + 1 min): the request at 60 s is refused (15 min since the grant at 0 not yet
        // passed) and retried at 900 s; so grants come every 900 s.
        let provider = ClosureProvider { now, _ in Timeline(entries: [TestEntry(date: now)], policy: .after(now.addingTimeInterval(minute))) }
        let run = simulate(provider, days: 0.5)
        let first = run.refusedReloads.first
        #expect(first?.date == midnight.addingTimeInterval(60))
        #expect(first?.refusal == .tooSoon)
        #expect(first?.retryAt == midnight.addingTimeInterval(900))
        // 12 h = 43 200 s: grants at 0, 900, …, 35 100 (40 grants); the request at 35 160 s finds the
        // budget spent.
        #expect(run.grantOffsets.prefix(3) == [0, 900, 1_800])
        #expect(run.grantedReloads.count == 40)
        #expect(run.findings(.reloadsTooSoon).first?.count == 39)
        #expect(run.findings(.budgetExhausted).count == 1)
    }

    @Test("never: only the first timeline, then only app reloads")
    func never() {
        let provider = ClosureProvider { now, _ in Timeline(entries: [TestEntry(date: now)], policy: .never) }
        let quiet = simulate(provider)
        #expect(quiet.grantOffsets == [0])
        #expect(quiet.intervals.count == 1 && quiet.intervals[0].duration == day)
        #expect(quiet.findings.isEmpty)

        // App reloads at 2 h (granted), 2 h 05 (too soon: retried at 2 h 15, 15 min after 2 h) and
        // 10 h (granted).
        let run = simulate(provider) {
            $0.appActivity = [.reload(at: midnight.addingTimeInterval(2 * hour), kind: "test"),
                              .reload(at: midnight.addingTimeInterval(2 * hour + 5 * minute), kind: "test"),
                              .reloadAll(at: midnight.addingTimeInterval(10 * hour)),
                              .reload(at: midnight.addingTimeInterval(11 * hour), kind: "another-widget")]
        }
        #expect(run.grantOffsets == [0, 2 * hour, 2 * hour + 15 * minute, 10 * hour])
        #expect(run.grantedReloads.dropFirst().allSatisfy { $0.reason == .app })
        #expect(run.refusedReloads.map { $0.date.timeIntervalSince(midnight) } == [2 * hour + 5 * minute])
        #expect(run.timelines.count == 4)
    }

    @Test("requestedReload follows the policy")
    func requestedReload() {
        let date = midnight.addingTimeInterval(hour)
        #expect(TimelineReloadPolicy.atEnd.requestedReload(lastEntryDate: date) == date)
        #expect(TimelineReloadPolicy.never.requestedReload(lastEntryDate: date) == nil)
        #expect(TimelineReloadPolicy.after(midnight).requestedReload(lastEntryDate: date) == midnight)
    }
}
