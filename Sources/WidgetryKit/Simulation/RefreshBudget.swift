import Foundation
import WidgetryReference

/// The model of WidgetKit's timeline reload budget the simulated host enforces.
///
/// Apple publishes typical figures, not rules (``RefreshBudgetFacts``, from Apple's "Keeping a widget up
/// to date" and WWDC21 "Principles of great widgets"): a widget the user views often gets **40–70
/// reloads per 24 hours**, which works out to **one every 15–60 minutes**, in a window that does not
/// necessarily reset at midnight, separately for each widget instance. The model turns that into two
/// rules, checked for each reload request:
/// 1. at most `dailyLimit` granted reloads in any `window` (rolling: a grant frees up `window` after it);
/// 2. at least `minimumInterval` between granted reloads.
///
/// The defaults take the conservative end of each published range, so a widget that works in the
/// simulation works for users who look at it less often: 40 per day (the low end of 40–70) and 15
/// minutes (the low end of 15–60, and the cadence Apple's documentation engineer suggested instead of
/// per-minute reloads, developer.apple.com/forums/thread/653265). 24 h / 40 = 36 minutes is the
/// average spacing a widget can sustain all day; the 15-minute floor lets it spend faster for a while.
/// Every reload counts, app-triggered ones included (the model assumes the app is in the background,
/// since reloads while it is in the foreground are free, `RefreshBudgetFacts.reloadsNotCountedAgainstBudget`).
public struct RefreshBudget: Sendable, Hashable, Codable {
    /// Granted reloads allowed in any `window`. Default 40: the low end of `RefreshBudgetFacts.dailyReloadBudget`.
    public var dailyLimit: Int
    /// The least time between two granted reloads, in seconds. Default 900 (15 minutes): the low end of
    /// `RefreshBudgetFacts.typicalReloadInterval`.
    public var minimumInterval: TimeInterval
    /// The rolling window the limit applies to, in seconds. Default 86 400 (24 hours).
    public var window: TimeInterval

    /// A budget model; the defaults are the conservative published figures.
    public init(dailyLimit: Int = RefreshBudgetFacts.dailyReloadBudget.lowerBound,
                minimumInterval: TimeInterval = RefreshBudgetFacts.typicalReloadInterval.lowerBound,
                window: TimeInterval = 86_400) {
        self.dailyLimit = max(0, dailyLimit)
        self.minimumInterval = max(0, minimumInterval)
        self.window = max(1, window)
    }

    /// 40 reloads a day, at least 15 minutes apart: the default.
    public static let conservative = RefreshBudget()
    /// 70 reloads a day, at least 15 minutes apart: the high end of Apple's figures, for a widget the
    /// user looks at all the time.
    public static let generous = RefreshBudget(dailyLimit: RefreshBudgetFacts.dailyReloadBudget.upperBound)
    /// No limits, as while debugging from Xcode (developer.apple.com/forums/thread/653265).
    public static let unlimited = RefreshBudget(dailyLimit: .max, minimumInterval: 0)

    /// Why a reload was refused.
    public enum Refusal: String, Sendable, Hashable, Codable {
        /// Asked for sooner than `minimumInterval` after the previous granted reload.
        case tooSoon
        /// `dailyLimit` reloads already granted in the last `window`.
        case budgetExhausted
    }

    /// Whether a reload at `date` is allowed after the granted reloads `grants` (oldest first); if not,
    /// why, and the earliest date it would be.
    public func check(at date: Date, grants: [Date]) -> (refusal: Refusal, retryAt: Date)? {
        let windowStart = date.addingTimeInterval(-window)
        // A grant leaves the window exactly `window` after it was made, hence `>`.
        let inWindow = grants.filter { $0 > windowStart && $0 <= date }
        if inWindow.count >= dailyLimit {
            // The earliest moment the count drops below the limit: when the oldest grant that must
            // expire does; also respect the minimum interval from the latest grant.
            let mustExpire = inWindow[inWindow.count - dailyLimit]
            var retry = mustExpire.addingTimeInterval(window)
            if let last = grants.last { retry = max(retry, last.addingTimeInterval(minimumInterval)) }
            return (.budgetExhausted, retry)
        }
        if let last = grants.last, date.timeIntervalSince(last) < minimumInterval {
            return (.tooSoon, last.addingTimeInterval(minimumInterval))
        }
        return nil
    }

    /// Reloads left at `date` after `grants`.
    public func remaining(at date: Date, grants: [Date]) -> Int {
        let windowStart = date.addingTimeInterval(-window)
        return max(0, dailyLimit - grants.filter { $0 > windowStart && $0 <= date }.count)
    }
}
