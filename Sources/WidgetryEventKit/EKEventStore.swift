import Foundation
import Synchronization
import WidgetryFoundation

/// What code saved to or removed from a store during the run.
struct EKStoreChanges {
    var events: [EKEvent] = []
    var reminders: [EKReminder] = []
    var removed: Set<String> = []
    var calendars: [EKCalendar] = []
}

/// EventKit's store, as calendar widgets use it. Linux has no calendar database: the store reads the
/// events a team supplies as a fixture (`Fixtures/Calendar/events.json`, see ``EKFixtureEvent``) and is
/// otherwise empty; access is reported as granted so widget code takes its normal path.
open class EKEventStore: NSObject, @unchecked Sendable {
    private let fixtureEvents: [EKEvent]
    /// Events and calendars saved by code (``save(_:span:commit:)``), kept for the rest of the run.
    let changes = Mutex(EKStoreChanges())

    /// A store over the run's fixtures (`--fixtures DIR`).
    public override init() {
        fixtureEvents = Self.loadFixtureEvents(from: AppFixtures.current)
        super.init()
    }

    /// The fixture events of `fixtures`; none when the file is absent. A file that cannot be read is
    /// reported on standard error with its path and the expected shape, and gives no events.
    static func loadFixtureEvents(from fixtures: AppFixtures) -> [EKEvent] {
        let file = fixtures.folder.appendingPathComponent("Calendar/events.json")
        guard let data = FileManager.default.contents(atPath: file.path) else { return [] }
        do {
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            return try decoder.decode([EKFixtureEvent].self, from: data).map(EKEvent.init(fixture:))
        } catch {
            FileHandle.standardError.write(Data("warning: \(file.path): not a list of events (\(error)); write [{\"title\": …, \"start\": \"2026-05-28T09:00:00Z\", \"end\": …}]\n".utf8))
            return []
        }
    }

    /// Access as the system would report it; Widgetry answers `.fullAccess` so widget code runs its normal path.
    public class func authorizationStatus(for entityType: EKEntityType) -> EKAuthorizationStatus { .fullAccess }

    /// Asks for full calendar access (iOS 17); granted.
    public func requestFullAccessToEvents() async throws -> Bool { true }

    /// Asks for full reminders access (iOS 17); granted.
    public func requestFullAccessToReminders() async throws -> Bool { true }

    /// Asks for access (before iOS 17); granted.
    public func requestAccess(to entityType: EKEntityType, completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completion(true, nil)
    }

    /// Asks for access (before iOS 17), as Swift imports the completion-handler method for `await`; granted.
    public func requestAccess(to entityType: EKEntityType) async throws -> Bool { true }

    /// The calendars the fixture events name (each once, in order).
    public func calendars(for entityType: EKEntityType) -> [EKCalendar] {
        var seen = Set<String>()
        let saved = changes.withLock { $0.calendars }
        return (fixtureEvents.compactMap(\.calendar) + saved).filter { seen.insert($0.calendarIdentifier).inserted }
    }

    /// The fixture events not removed, and those code saved.
    private var allEvents: [EKEvent] {
        let (saved, removed) = changes.withLock { ($0.events, $0.removed) }
        let savedIdentifiers = Set(saved.compactMap(\.eventIdentifier))
        return fixtureEvents.filter { !removed.contains($0.eventIdentifier ?? "") && !savedIdentifiers.contains($0.eventIdentifier ?? "") } + saved
    }

    /// The default calendar for new events: the first calendar, if any.
    public var defaultCalendarForNewEvents: EKCalendar? { calendars(for: .event).first }

    /// A predicate for events overlapping `startDate`…`endDate`, optionally in `calendars`.
    public func predicateForEvents(withStart startDate: Date, end endDate: Date, calendars: [EKCalendar]?) -> NSPredicate {
        let identifiers = calendars.map { Set($0.map(\.calendarIdentifier)) }
        return NSPredicate { object, _ in
            guard let event = object as? EKEvent else { return false }
            if let identifiers, !identifiers.contains(event.calendar?.calendarIdentifier ?? "") { return false }
            return event.startDate < endDate && event.endDate > startDate
        }
    }

    /// The events (fixtures and those saved) matching `predicate`, sorted by start date.
    public func events(matching predicate: NSPredicate) -> [EKEvent] {
        allEvents.filter { predicate.evaluate(with: $0) }.sorted { $0.startDate < $1.startDate }
    }

    /// The event with `identifier`, if a fixture has it.
    public func event(withIdentifier identifier: String) -> EKEvent? {
        allEvents.first { $0.eventIdentifier == identifier }
    }
}

/// Calendar events or reminders.
public enum EKEntityType: Sendable, Hashable { case event, reminder }

/// Calendar access, as EventKit reports it.
public enum EKAuthorizationStatus: Int, Sendable, Hashable {
    case notDetermined, restricted, denied, fullAccess, writeOnly
    /// Before iOS 17; the same value as `fullAccess`.
    public static let authorized = EKAuthorizationStatus.fullAccess
}
