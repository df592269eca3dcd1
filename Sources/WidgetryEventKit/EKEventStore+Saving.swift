import Foundation

/// Whether a change to a repeating event applies to this occurrence or to it and those after, as EventKit's `EKSpan`.
public enum EKSpan: Int, Sendable, Hashable {
    case thisEvent
    case futureEvents
}

/// Where calendars live (an iCloud or Exchange account, the device), as EventKit's `EKSource`.
open class EKSource: NSObject, @unchecked Sendable {
    /// The account's name.
    public let title: String
    /// A stable identifier.
    public let sourceIdentifier: String
    /// What kind of account it is.
    public let sourceType: EKSourceType

    init(title: String, sourceType: EKSourceType) {
        self.title = title
        sourceIdentifier = title
        self.sourceType = sourceType
        super.init()
    }

    /// The calendars on a device with no account: the one source every store has here.
    static let onDevice = EKSource(title: "On My iPhone", sourceType: .local)
}

/// The kinds of calendar account, as EventKit's `EKSourceType`.
public enum EKSourceType: Int, Sendable, Hashable {
    case local, exchange, calDAV, mobileMe, subscribed, birthdays
}

// Writing to the store, as a widget's intents and shared calendar code do (`try store.save(event, span: .thisEvent)`).
// Linux has no calendar database: what is saved lives in the store for the rest of the run, so a provider that saves
// an event and then reads the day's events sees it, as on a device; nothing is written anywhere.
extension EKEventStore {
    /// The sources of the store's calendars: the device's own.
    public var sources: [EKSource] { [EKSource.onDevice] }

    /// Saves `event` (adds it, or replaces the saved event of its identifier), giving a new event an identifier.
    public func save(_ event: EKEvent, span: EKSpan, commit: Bool = true) throws {
        if event.eventIdentifier == nil { event.eventIdentifier = UUID().uuidString }
        if event.calendar == nil { event.calendar = defaultCalendarForNewEvents }
        changes.withLock { changes in
            changes.events.removeAll { $0.eventIdentifier == event.eventIdentifier }
            changes.events.append(event)
        }
    }

    /// Removes `event` from the store.
    public func remove(_ event: EKEvent, span: EKSpan, commit: Bool = true) throws {
        changes.withLock { changes in
            changes.events.removeAll { $0.eventIdentifier == event.eventIdentifier }
            changes.removed.insert(event.eventIdentifier ?? "")
        }
    }

    /// Saves `calendar`, so `calendars(for:)` lists it.
    public func saveCalendar(_ calendar: EKCalendar, commit: Bool) throws {
        changes.withLock { changes in
            changes.calendars.removeAll { $0.calendarIdentifier == calendar.calendarIdentifier }
            changes.calendars.append(calendar)
        }
    }

    /// Removes `calendar` and its events.
    public func removeCalendar(_ calendar: EKCalendar, commit: Bool) throws {
        changes.withLock { changes in
            changes.calendars.removeAll { $0.calendarIdentifier == calendar.calendarIdentifier }
            changes.events.removeAll { $0.calendar?.calendarIdentifier == calendar.calendarIdentifier }
        }
    }

    /// Commits the changes saved with `commit: false`: they are already in the store here.
    public func commit() throws {}

    /// The calendar with `identifier`, saved or named by a fixture event.
    public func calendar(withIdentifier identifier: String) -> EKCalendar? {
        calendars(for: .event).first { $0.calendarIdentifier == identifier }
    }
}

extension EKCalendar {
    /// A new calendar for `entityType` in `eventStore`'s device source, with a new identifier; saved with
    /// ``EKEventStore/saveCalendar(_:commit:)``.
    public convenience init(for entityType: EKEntityType, eventStore: EKEventStore) {
        self.init(title: "", color: "")
        calendarIdentifier = UUID().uuidString
    }
}
