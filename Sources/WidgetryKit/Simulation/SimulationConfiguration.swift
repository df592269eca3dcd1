import Foundation

/// The simulated host's parameters: the budget model, how it renders and waits, and the thresholds
/// findings are judged by. Every default is documented with its source or marked as Widgetry's choice.
public struct SimulationConfiguration: Sendable {
    /// The reload budget model; conservative published figures by default (see ``RefreshBudget``).
    public var budget: RefreshBudget
    /// The least time between two renders of the widget, in seconds. Default 60.
    ///
    /// Apple documents that "view updates may happen later than an entry's date"
    /// (developer.apple.com/documentation/widgetkit/timelinereloadpolicy) and publishes no rate. Widgetry's
    /// model: the Home Screen re-renders a widget's archived view at most once a minute, so an entry due
    /// less than a minute after the previous render is coalesced (the latest due entry is shown at the
    /// next render) and never appears. One minute is the granularity of the non-updating `.time` date
    /// style, so minute-by-minute timelines show every entry and per-second timelines do not.
    public var renderInterval: TimeInterval
    /// Simulated seconds after which a provider that has not called its completion is given up on.
    /// Default 30: Widgetry's choice (Apple publishes no figure); only the findings' times depend on it.
    public var providerTimeout: TimeInterval
    /// Real seconds the host waits for a completion that was not called synchronously (an async
    /// provider). Default 0.25. Callback providers that complete at once never wait.
    public var completionWait: TimeInterval
    /// Stale periods (the provider asked for new content and did not get it) longer than this are
    /// reported, in seconds. Default 3600 (one hour).
    public var staleThreshold: TimeInterval
    /// A placeholder shown longer than this is reported, in seconds. Default 300 (five minutes).
    public var placeholderThreshold: TimeInterval
    /// Entries closer together than this draw a note, in seconds. Default 300: the "at least 5 minutes
    /// apart" advice in Reference/today-widget.json `otherLimits_unverified` (community sources, not in
    /// Apple's documentation, hence only a note).
    public var recommendedEntrySpacing: TimeInterval
    /// What the app does during the simulation, such as calling `WidgetCenter.shared.reloadTimelines(ofKind:)`.
    public var appActivity: [AppActivity]

    /// A configuration; every parameter defaults as documented on its property.
    public init(budget: RefreshBudget = .conservative, renderInterval: TimeInterval = 60,
                providerTimeout: TimeInterval = 30, completionWait: TimeInterval = 0.25,
                staleThreshold: TimeInterval = 3_600, placeholderThreshold: TimeInterval = 300,
                recommendedEntrySpacing: TimeInterval = 300, appActivity: [AppActivity] = []) {
        self.budget = budget; self.renderInterval = max(0, renderInterval); self.providerTimeout = max(0, providerTimeout)
        self.completionWait = max(0, completionWait); self.staleThreshold = staleThreshold
        self.placeholderThreshold = placeholderThreshold; self.recommendedEntrySpacing = recommendedEntrySpacing
        self.appActivity = appActivity
    }
}

/// Something the containing app does at a simulated instant. Calls to ``WidgetCenter`` made inside
/// `action` become app-triggered reload requests, which spend from the widget's budget.
public struct AppActivity: Sendable {
    /// When the app acts.
    public var date: Date
    /// What it does; runs with ``SimulatedClock/currentDate`` reading `date`.
    public var action: @Sendable () -> Void

    /// An activity running `action` at `date`.
    public init(at date: Date, action: @escaping @Sendable () -> Void) { self.date = date; self.action = action }

    /// The app calls `WidgetCenter.shared.reloadTimelines(ofKind:)` at `date`.
    public static func reload(at date: Date, kind: String) -> AppActivity {
        AppActivity(at: date) { WidgetCenter.shared.reloadTimelines(ofKind: kind) }
    }

    /// The app calls `WidgetCenter.shared.reloadAllTimelines()` at `date`.
    public static func reloadAll(at date: Date) -> AppActivity {
        AppActivity(at: date) { WidgetCenter.shared.reloadAllTimelines() }
    }
}
