import Foundation
import WidgetryFoundation

/// A calendar event, as EventKit's: the properties widgets read.
open class EKEvent: NSObject, @unchecked Sendable {
    /// The title.
    public var title: String!
    /// When it starts.
    public var startDate: Date!
    /// When it ends.
    public var endDate: Date!
    /// Whether it lasts all day.
    public var isAllDay: Bool
    /// Where it takes place.
    public var location: String?
    /// Notes.
    public var notes: String?
    /// The calendar it belongs to.
    public var calendar: EKCalendar!
    /// A stable identifier.
    public var eventIdentifier: String!
    /// The identifier of the event in this store (its event identifier here).
    public var calendarItemIdentifier: String { eventIdentifier }
    /// The identifier the calendar's server gives the event (its event identifier here, as for a local calendar).
    public var calendarItemExternalIdentifier: String! { eventIdentifier }
    /// The start of this occurrence of a repeating event (fixture events do not repeat: their start).
    public var occurrenceDate: Date! { startDate }
    /// Whether this occurrence was edited apart from its series (never: fixture events do not repeat).
    public var isDetached: Bool { false }
    /// How the event repeats (nil: fixture events do not repeat).
    public var recurrenceRules: [EKRecurrenceRule]?
    /// Whether it repeats.
    public var hasRecurrenceRules: Bool { !(recurrenceRules ?? []).isEmpty }

    /// An empty event, as `EKEvent(eventStore:)` makes.
    public init(eventStore: EKEventStore) {
        isAllDay = false
        eventIdentifier = UUID().uuidString
        super.init()
    }

    init(fixture: EKFixtureEvent) {
        title = fixture.title
        startDate = fixture.start
        endDate = fixture.end ?? fixture.start.addingTimeInterval(3_600)
        isAllDay = fixture.allDay ?? false
        location = fixture.location
        calendar = EKCalendar(title: fixture.calendar ?? "Calendar", color: fixture.color ?? "#1BADF8")
        eventIdentifier = fixture.id ?? "\(fixture.title)@\(fixture.start.timeIntervalSince1970)"
        super.init()
    }
}

/// A calendar, as EventKit's.
open class EKCalendar: NSObject, @unchecked Sendable {
    /// The calendar's name.
    public var title: String
    /// A stable identifier (the title, for fixture calendars).
    public var calendarIdentifier: String
    /// The calendar's colour.
    public var cgColor: CGColor!
    /// The account it lives in: the device's for every calendar here.
    public var source: EKSource! = EKSource.onDevice
    /// Whether events can be added to it.
    public var allowsContentModifications: Bool { true }

    init(title: String, color: String) {
        self.title = title
        calendarIdentifier = title
        cgColor = Self.color(hex: color)
        super.init()
    }

    /// `#RRGGBB`; other strings give iOS's default calendar blue (#1BADF8).
    static func color(hex: String) -> CGColor {
        let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        guard digits.count == 6, let value = Int(digits, radix: 16) else { return CGColor(red: 0x1B / 255, green: 0xAD / 255, blue: 0xF8 / 255, alpha: 1) }
        return CGColor(red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255, blue: CGFloat(value & 0xFF) / 255, alpha: 1)
    }
}

/// One event in `Fixtures/Calendar/events.json`: `title` and `start` (ISO 8601) are required; `end`
/// defaults to an hour later; `calendar` and `color` (`#RRGGBB`) name its calendar.
struct EKFixtureEvent: Codable, Sendable {
    var id: String?
    var title: String
    var start: Date
    var end: Date?
    var allDay: Bool?
    var location: String?
    var calendar: String?
    var color: String?
}

/// How an event repeats, as EventKit's `EKRecurrenceRule`: kept as code sets it (fixture events do not repeat).
open class EKRecurrenceRule: NSObject, @unchecked Sendable {
    /// Daily, weekly, monthly or yearly.
    public let frequency: EKRecurrenceFrequency
    /// Every how many periods.
    public let interval: Int
    /// When it stops; `nil` for never.
    public let recurrenceEnd: EKRecurrenceEnd?
    /// The weekdays it falls on (weekly, monthly and yearly rules).
    public let daysOfTheWeek: [EKRecurrenceDayOfWeek]?
    /// The days of the month (1…31, −1 the last), for monthly rules.
    public let daysOfTheMonth: [NSNumber]?
    /// The months (1…12), for yearly rules.
    public let monthsOfTheYear: [NSNumber]?
    /// The weeks of the year (1…53, negative from the end), for yearly rules.
    public let weeksOfTheYear: [NSNumber]?
    /// The days of the year (1…366, negative from the end), for yearly rules.
    public let daysOfTheYear: [NSNumber]?
    /// Which of the matching occurrences in a period count (1 the first, −1 the last).
    public let setPositions: [NSNumber]?

    /// A rule repeating every `interval` periods of `frequency`.
    public convenience init(recurrenceWith frequency: EKRecurrenceFrequency, interval: Int, end: EKRecurrenceEnd?) {
        self.init(recurrenceWith: frequency, interval: interval, daysOfTheWeek: nil, daysOfTheMonth: nil, monthsOfTheYear: nil,
                  weeksOfTheYear: nil, daysOfTheYear: nil, setPositions: nil, end: end)
    }

    /// A rule with the days, months, weeks and positions it falls on, as EventKit's full initializer (an RRULE's
    /// `BYDAY`, `BYMONTHDAY`, `BYMONTH`, `BYWEEKNO`, `BYYEARDAY`, `BYSETPOS`). `required`, as an Objective-C
    /// initializer is callable through the class (`self.init(recurrenceWith:…)` in a class factory method).
    public required init(recurrenceWith type: EKRecurrenceFrequency, interval: Int, daysOfTheWeek: [EKRecurrenceDayOfWeek]?,
                daysOfTheMonth: [NSNumber]?, monthsOfTheYear: [NSNumber]?, weeksOfTheYear: [NSNumber]?,
                daysOfTheYear: [NSNumber]?, setPositions: [NSNumber]?, end: EKRecurrenceEnd?) {
        frequency = type
        self.interval = interval
        self.daysOfTheWeek = daysOfTheWeek
        self.daysOfTheMonth = daysOfTheMonth
        self.monthsOfTheYear = monthsOfTheYear
        self.weeksOfTheYear = weeksOfTheYear
        self.daysOfTheYear = daysOfTheYear
        self.setPositions = setPositions
        recurrenceEnd = end
        super.init()
    }
}

/// A day of the week, as EventKit's `EKWeekday` (Sunday is 1, as Foundation's calendar counts).
public enum EKWeekday: Int, Sendable {
    case sunday = 1, monday, tuesday, wednesday, thursday, friday, saturday
}

/// A weekday in a recurrence, optionally its nth in the period ("the second Tuesday", −1 "the last"), as EventKit's
/// `EKRecurrenceDayOfWeek`.
open class EKRecurrenceDayOfWeek: NSObject, @unchecked Sendable {
    /// The weekday.
    public let dayOfTheWeek: EKWeekday
    /// Which one in the period; 0 for every one.
    public let weekNumber: Int

    /// Every `dayOfTheWeek`.
    public convenience init(_ dayOfTheWeek: EKWeekday) { self.init(dayOfTheWeek: dayOfTheWeek, weekNumber: 0) }
    /// The `weekNumber`th `dayOfTheWeek` of the period.
    public init(dayOfTheWeek: EKWeekday, weekNumber: Int) {
        self.dayOfTheWeek = dayOfTheWeek
        self.weekNumber = weekNumber
        super.init()
    }
}

/// A repeating event's period, as EventKit's `EKRecurrenceFrequency`.
public enum EKRecurrenceFrequency: Int, Sendable {
    case daily = 0, weekly, monthly, yearly
}

/// When a repeating event stops, as EventKit's `EKRecurrenceEnd`.
open class EKRecurrenceEnd: NSObject, @unchecked Sendable {
    /// The last date, if it ends on one.
    public let endDate: Date?
    /// How many times, if it ends after a count.
    public let occurrenceCount: Int
    /// Ends on `endDate`.
    public init(end endDate: Date) { self.endDate = endDate; occurrenceCount = 0; super.init() }
    /// Ends after `occurrenceCount` occurrences.
    public init(occurrenceCount: Int) { endDate = nil; self.occurrenceCount = occurrenceCount; super.init() }
}

extension NSNotification.Name {
    /// Posted when the calendar database changes, as EventKit's `EKEventStoreChanged` (never here: the fixture events
    /// do not change while a widget is checked).
    public static let EKEventStoreChanged = NSNotification.Name("EKEventStoreChangedNotification")
}
