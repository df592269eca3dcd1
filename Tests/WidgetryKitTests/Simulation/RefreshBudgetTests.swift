import Foundation
import Testing
import WidgetryKit
import WidgetryReference

@Suite("Refresh budget")
struct RefreshBudgetTests {
    @Test("defaults are the conservative ends of Apple's published ranges")
    func defaults() {
        let budget = RefreshBudget()
        #expect(budget.dailyLimit == RefreshBudgetFacts.dailyReloadBudget.lowerBound)   // 40
        #expect(budget.minimumInterval == 15 * minute)                                   // 15 min
        #expect(budget.window == day)
        #expect(RefreshBudget.generous.dailyLimit == 70)
    }

    @Test("rules: minimum interval, then the rolling limit")
    func rules() {
        let budget = RefreshBudget(dailyLimit: 3, minimumInterval: 10 * minute, window: hour)
        let grants = [0.0, 600, 1_200].map { midnight.addingTimeInterval($0) }
        // Three grants in the last hour: refused until the first leaves the window at 3 600 s.
        let refused = budget.check(at: midnight.addingTimeInterval(1_800), grants: grants)
        #expect(refused?.refusal == .budgetExhausted)
        #expect(refused?.retryAt == midnight.addingTimeInterval(3_600))
        #expect(budget.check(at: midnight.addingTimeInterval(3_600), grants: grants) == nil)
        // Two grants: 5 min after the last is too soon; retry 10 min after it.
        let soon = budget.check(at: midnight.addingTimeInterval(900), grants: Array(grants.prefix(2)))
        #expect(soon?.refusal == .tooSoon)
        #expect(soon?.retryAt == midnight.addingTimeInterval(1_200))
        #expect(budget.remaining(at: midnight.addingTimeInterval(1_200), grants: grants) == 0)
        #expect(budget.remaining(at: midnight.addingTimeInterval(3_601), grants: grants) == 1)
    }

    @Test("exhaustion and recovery the next day")
    func exhaustionAndRecovery() {
        // One entry, next timeline 15 min later: grants every 900 s. The 40th grant is at 39 × 900 =
        // 35 100 s; the request at 36 000 s (10:00) finds 40 grants in the window and waits until the
        // grant at 0 leaves it, at 86 400 s (the next midnight).
        let provider = ClosureProvider { now, _ in Timeline(entries: [TestEntry(date: now)], policy: .after(now.addingTimeInterval(15 * minute))) }
        let run = simulate(provider, days: 2)
        let refusals = run.refusedReloads
        #expect(refusals.first?.date == midnight.addingTimeInterval(36_000))
        #expect(refusals.first?.refusal == .budgetExhausted)
        #expect(refusals.first?.retryAt == midnight.addingTimeInterval(day))
        #expect(refusals.first?.budgetLeft == 0)
        let recovery = run.reloads.first { $0.date == midnight.addingTimeInterval(day) }
        #expect(recovery?.granted == true)
        // Day 2 repeats day 1: 40 more grants (86 400 … 86 400 + 35 100), refused again at 122 400 s.
        #expect(run.grantedReloads.count == 80)
        #expect(refusals.map { $0.date.timeIntervalSince(midnight) } == [36_000, 122_400])
        // The content asked to be replaced at 36 000 s and was at 86 400 s: a 14 h stale period.
        let stale = run.findings(.staleContent).first
        #expect(stale?.count == 2)
        #expect(run.stalePeriods.first?.duration == 50_400)
        #expect(run.interval(at: 40_000)?.isStale == true)
        #expect(run.interval(at: 1_000)?.isStale == false)
    }

    @Test("app reloads spend the same budget")
    func appReloadsSpendBudget() {
        // A .never widget whose app reloads every 20 min from 00:20: the initial load plus 39 app
        // reloads (00:20 … 13:00) spend the 40; the app's request at 13:20 is refused until 24:00.
        let provider = ClosureProvider { now, _ in Timeline(entries: [TestEntry(date: now)], policy: .never) }
        let run = simulate(provider) { configuration in
            configuration.appActivity = (1...60).map { .reload(at: midnight.addingTimeInterval(Double($0) * 20 * minute), kind: "test") }
        }
        #expect(run.grantedReloads.count == 40)
        let firstRefusal = run.refusedReloads.first
        #expect(firstRefusal?.date == midnight.addingTimeInterval(40 * 20 * minute))
        #expect(firstRefusal?.reason == .app)
        #expect(firstRefusal?.refusal == .budgetExhausted)
        #expect(firstRefusal?.retryAt == midnight.addingTimeInterval(day))
    }
}
