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
