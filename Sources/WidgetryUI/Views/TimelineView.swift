import Foundation

/// When a ``TimelineView`` redraws, as SwiftUI's `TimelineSchedule`.
public protocol TimelineSchedule {
    /// The schedule's date at or before `now` (the date a view drawn at `now` shows); `now` when there is
    /// none. Not SwiftUI API: Widgetry draws one moment, so it needs only that date.
    func _date(at now: Date) -> Date
}

/// Every minute, on the minute, as SwiftUI's `EveryMinuteTimelineSchedule`.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}
    /// The start of `now`'s minute.
    public func _date(at now: Date) -> Date { Date(timeIntervalSinceReferenceDate: (now.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60) }
}

/// Every `interval` from `startDate`, as SwiftUI's `PeriodicTimelineSchedule`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let startDate: Date
    let interval: TimeInterval
    /// A schedule from `startDate`, every `interval` seconds.
    public init(from startDate: Date, by interval: TimeInterval) { self.startDate = startDate; self.interval = interval }
    /// The last period start at or before `now`.
    public func _date(at now: Date) -> Date {
        guard interval > 0, now > startDate else { return now < startDate ? now : startDate }
        return startDate.addingTimeInterval((now.timeIntervalSince(startDate) / interval).rounded(.down) * interval)
    }
}

/// At the given dates, as SwiftUI's `ExplicitTimelineSchedule`.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries
    /// A schedule of `dates`.
    public init(_ dates: Entries) { self.dates = dates }
    /// The latest date at or before `now`; `now` when all are later.
    public func _date(at now: Date) -> Date { dates.filter { $0 <= now }.max() ?? now }
}

/// As often as animation needs, as SwiftUI's `AnimationTimelineSchedule`.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// A schedule at most every `minimumInterval` seconds, optionally paused.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {}
    /// `now` itself.
    public func _date(at now: Date) -> Date { now }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// Every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { .init() }
}
extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule { .init(from: startDate, by: interval) }
}
extension TimelineSchedule {
    /// At the given dates.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> { .init(dates) }
}
extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// As often as animation needs.
    public static var animation: AnimationTimelineSchedule { .init() }
    /// At most every `minimumInterval` seconds, optionally paused.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        .init(minimumInterval: minimumInterval, paused: paused)
    }
}

/// What a ``TimelineView``'s content is drawn for, as SwiftUI's `TimelineViewDefaultContext`.
public struct TimelineViewDefaultContext: Sendable {
    /// How often the view updates, as SwiftUI's `TimelineView.Context.Cadence`.
    public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
    /// The date the content shows.
    public let date: Date
    /// How often the view updates.
    public let cadence: Cadence
}

/// A view redrawn on a schedule, as SwiftUI's `TimelineView`. A render draws one moment: the content gets
/// the schedule's date at or before the environment's `now` (the widget entry's date), as a widget's
/// TimelineView shows it when WidgetKit renders the entry.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    /// What the content is drawn for.
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (Context) -> Content
    @Environment(\.now) private var now

    /// Content redrawn on `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule; self.content = content
    }

    /// The content at the schedule's date for `now`.
    public var body: some View {
        content(Context(date: schedule._date(at: now), cadence: schedule is EveryMinuteTimelineSchedule ? .minutes : .live))
    }
}
