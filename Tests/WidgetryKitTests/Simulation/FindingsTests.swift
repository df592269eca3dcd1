import Foundation
import Testing
import WidgetryKit

@Suite("Findings")
struct FindingsTests {
    @Test("a per-second timeline: unshown entries, refusals, a long stale period and the .timer suggestion")
    func perSecondProvider() {
        let run = simulate(perSecond)
        // Each timeline: entries at +0 … +59 s. Entry 0 renders at once; the next render may come 60 s
        // later, by when entry 59 is due: entries 1 … 58 (58 per timeline) are never shown.
        // .atEnd asks at +59 s, too soon after the grant at +0: refused, retried at +900 s. So grants
        // come every 900 s: 0, 900, …, 35 100 (40 = the daily budget); the request at 35 159 s finds
        // the budget spent and waits until 86 400 s.
        #expect(run.grantedReloads.count == 40)
        #expect(run.timelines.count == 40)
        #expect(run.shownCount == 80)
        let neverShown = run.findings(.entriesNeverShown)
        #expect(neverShown.first?.count == 40 * 58)
        #expect(neverShown.first?.severity == .warning)
        #expect(neverShown.first?.suggestion.contains("Text(date, style: .timer)") == true)
        #expect(run.findings(.reloadsTooSoon).first?.count == 39)
        let exhausted = run.refusedReloads.last
        #expect(exhausted?.date == midnight.addingTimeInterval(35_159))
        #expect(exhausted?.refusal == .budgetExhausted)
        #expect(exhausted?.retryAt == midnight.addingTimeInterval(day))
        #expect(run.findings(.budgetExhausted).count == 1)
        // Stale: 39 periods of 841 s (+59 s … +900 s), then 35 159 s … 86 400 s = 51 241 s, the only
        // one over the one-hour threshold.
        #expect(run.stalePeriods.count == 40)
        #expect(run.stalePeriods.last?.duration == 51_241)
        #expect(run.findings(.staleContent).first?.count == 1)
        #expect(run.worstSeverity == .warning)
        // What the user sees in the first quarter hour: entry 0 for 60 s, entry 59 until 900 s.
        #expect(run.interval(at: 30)?.entry == 0)
        #expect(run.interval(at: 61)?.entry == 59)
        #expect(run.interval(at: 61)?.isStale == true)
        #expect(run.interval(at: 901)?.timeline == 1)
    }

    @Test("a daily-quote provider (hourly entries, .atEnd) has no findings")
    func dailyQuoteHasNoFindings() {
        // 24 hourly entries; .atEnd asks at 23 h, granted at once: two timelines in the day. The
        // first timeline's 23 h entry is replaced at once by the second's first (also 23 h), so 23 + 1
        // entries are shown, each for an hour.
        let run = simulate(dailyQuote)
        #expect(run.grantOffsets == [0, 23 * hour])
        #expect(run.shownCount == 24)
        #expect(run.intervals.count == 24)
        #expect(run.findings.isEmpty)
        #expect(run.stalePeriods.isEmpty)
    }

    @Test("minute-by-minute entries are shown, with a spacing note")
    func minuteEntries() {
        // 30 entries a minute apart: each is due exactly one render interval after the previous render,
        // so all are shown; 60 s is under the 5-minute community guidance: a note, not a warning.
        let provider = ClosureProvider { now, _ in Timeline(entries: entries(from: now, count: 30, spacing: minute), policy: .atEnd) }
        let run = simulate(provider, days: 0.25)
        #expect(run.findings(.entriesNeverShown).isEmpty)
        #expect(run.findings(.entriesTooClose).first?.severity == .info)
        #expect(run.worstSeverity == .info)
    }

    @Test("entries dated in the past when delivered are never shown")
    func pastEntries() {
        // The provider dates its entries an hour before "now" (as one reading the wrong clock would):
        // only the last, already due, shows.
        let provider = ClosureProvider { now, _ in
            Timeline(entries: entries(from: now.addingTimeInterval(-hour), count: 6, spacing: 10 * minute), policy: .after(now.addingTimeInterval(hour)))
        }
        let run = simulate(provider, days: 0.5)
        let past = run.findings(.entriesPastWhenDelivered).first
        // 12 timelines × 5 entries behind the already-due last one.
        #expect(past?.count == 12 * 5)
        #expect(past?.suggestion.contains("SimulatedClock.currentDate") == true)
    }
}
