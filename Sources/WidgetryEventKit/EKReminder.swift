import Foundation
import WidgetryFoundation

/// A reminder, as EventKit's `EKReminder`: what a widget's intents and shared code write and read. Linux has no
/// reminders database: a store holds the reminders code saved during the run (``EKEventStore/save(_:commit:)``), so a
/// provider that adds one and then fetches them sees it, as on a device; none come from elsewhere.
open class EKReminder: NSObject, @unchecked Sendable {
    /// The title.
    public var title: String!
    /// Notes.
    public var notes: String?
    /// The reminder list it belongs to.
    public var calendar: EKCalendar!
    /// When it is due (a date, with or without a time).
    public var dueDateComponents: DateComponents?
    /// When work on it starts.
    public var startDateComponents: DateComponents?
    /// 0 for none, 1 (high) … 9 (low), as iCalendar's PRIORITY.
    public var priority = 0
    /// When it was completed; setting it completes the reminder, clearing it reopens it.
    public var completionDate: Date? {
        didSet { if (completionDate != nil) != isCompleted { isCompleted = completionDate != nil } }
    }
    /// Whether it is done; completing it sets ``completionDate`` to now.
    public var isCompleted = false {
        didSet {
            if isCompleted, completionDate == nil { completionDate = Date() }
            if !isCompleted, completionDate != nil { completionDate = nil }
        }
    }
    /// Its alarms, in the order added.
    public private(set) var alarms: [EKAlarm]?
    /// A stable identifier.
    public let calendarItemIdentifier: String
    /// The identifier the list's server gives it (its identifier here, as for a local list).
    public var calendarItemExternalIdentifier: String! { calendarItemIdentifier }

    /// A new reminder in `eventStore`, not yet saved.
    public init(eventStore: EKEventStore) {
        calendarItemIdentifier = UUID().uuidString
        super.init()
    }

    /// Adds an alarm.
    public func addAlarm(_ alarm: EKAlarm) { alarms = (alarms ?? []) + [alarm] }
    /// Removes an alarm.
    public func removeAlarm(_ alarm: EKAlarm) { alarms?.removeAll { $0 === alarm } }
    /// Whether it has alarms.
    public var hasAlarms: Bool { !(alarms ?? []).isEmpty }
}

/// When a reminder or event alerts, as EventKit's `EKAlarm`: at a date, or an offset from its start or due date.
open class EKAlarm: NSObject, @unchecked Sendable {
    /// The moment it fires, for an absolute alarm.
    public var absoluteDate: Date?
    /// Seconds from the item's start or due date (negative: before), for a relative alarm.
    public var relativeOffset: TimeInterval

    /// An alarm at `date`.
    public init(absoluteDate date: Date) {
        absoluteDate = date
        relativeOffset = 0
        super.init()
    }

    /// An alarm `offset` seconds from the item's date.
    public init(relativeOffset offset: TimeInterval) {
        relativeOffset = offset
        super.init()
    }

    /// Alarms are equal when they fire at the same moment or offset, as EventKit compares them.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? EKAlarm else { return false }
        return other.absoluteDate == absoluteDate && other.relativeOffset == relativeOffset
    }

    open override var hash: Int { absoluteDate.hashValue ^ relativeOffset.hashValue }
}

// Reminders in the store, as EventKit's reminder API: fetched asynchronously, by predicate.
extension EKEventStore {
    /// The list new reminders go in: the store's first calendar, else a "Reminders" list, as a device's default.
    public func defaultCalendarForNewReminders() -> EKCalendar? {
        calendars(for: .reminder).first ?? EKCalendar(title: "Reminders", color: "#FF9500")
    }

    /// Reminders in `calendars` (every list when nil).
    public func predicateForReminders(in calendars: [EKCalendar]?) -> NSPredicate {
        Self.reminderPredicate(calendars) { _ in true }
    }

    /// Open reminders due in `startDate`…`endDate` (either end open when nil).
    public func predicateForIncompleteReminders(withDueDateStarting startDate: Date?, ending endDate: Date?,
                                                calendars: [EKCalendar]?) -> NSPredicate {
        Self.reminderPredicate(calendars) { reminder in
            guard !reminder.isCompleted else { return false }
            let due = reminder.dueDateComponents.flatMap { Calendar.current.date(from: $0) }
            if startDate == nil, endDate == nil { return true }
            guard let due else { return false }
            return (startDate.map { due >= $0 } ?? true) && (endDate.map { due <= $0 } ?? true)
        }
    }

    /// Reminders completed in `startDate`…`endDate` (either end open when nil).
    public func predicateForCompletedReminders(withCompletionDateStarting startDate: Date?, ending endDate: Date?,
                                               calendars: [EKCalendar]?) -> NSPredicate {
        Self.reminderPredicate(calendars) { reminder in
            guard let done = reminder.completionDate else { return false }
            return (startDate.map { done >= $0 } ?? true) && (endDate.map { done <= $0 } ?? true)
        }
    }

    private static func reminderPredicate(_ calendars: [EKCalendar]?, _ matches: @escaping (EKReminder) -> Bool) -> NSPredicate {
        let identifiers = calendars.map { Set($0.map(\.calendarIdentifier)) }
        return NSPredicate { object, _ in
            guard let reminder = object as? EKReminder else { return false }
            if let identifiers, !identifiers.contains(reminder.calendar?.calendarIdentifier ?? "") { return false }
            return matches(reminder)
        }
    }

    /// Calls `completion` with the saved reminders matching `predicate`; returns a value for `cancelFetchRequest(_:)`.
    @discardableResult
    public func fetchReminders(matching predicate: NSPredicate, completion: @escaping ([EKReminder]?) -> Void) -> Any {
        let reminders = changes.withLock { $0.reminders }.filter { predicate.evaluate(with: $0) }
        completion(reminders)
        return UUID()
    }

    /// Stops a fetch: every fetch here has already answered.
    public func cancelFetchRequest(_ fetchIdentifier: Any) {}

    /// Saves `reminder` (adds it, or replaces the saved one of its identifier).
    public func save(_ reminder: EKReminder, commit: Bool) throws {
        if reminder.calendar == nil { reminder.calendar = defaultCalendarForNewReminders() }
        changes.withLock { changes in
            changes.reminders.removeAll { $0.calendarItemIdentifier == reminder.calendarItemIdentifier }
            changes.reminders.append(reminder)
        }
    }

    /// Removes `reminder` from the store.
    public func remove(_ reminder: EKReminder, commit: Bool) throws {
        changes.withLock { $0.reminders.removeAll { $0.calendarItemIdentifier == reminder.calendarItemIdentifier } }
    }
}
