import Foundation
import Testing
@testable import WidgetryFoundation

/// A widget's fetch sorted by an optional attribute, as Core Data generates `Date?` for a timestamp.
@Suite struct OptionalKeyPathSortTests {
    final class Reminder: NSObject {
        let dueDate: Date?
        let title: String
        init(_ title: String, due: TimeInterval?) { self.title = title; self.dueDate = due.map(Date.init(timeIntervalSince1970:)) }
    }

    let reminders = [Reminder("later", due: 500), Reminder("undated", due: nil), Reminder("sooner", due: 100)]

    @Test func ascendingPutsObjectsWithoutAValueFirstThenByValue() {
        let byDate = NSSortDescriptor(keyPath: \Reminder.dueDate, ascending: true)
        // SQLite, Core Data's store, orders NULL before every value.
        #expect(reminders.sorted { byDate.compare($0, to: $1) == .orderedAscending }.map(\.title) == ["undated", "sooner", "later"])
    }

    @Test func descendingReversesThatOrder() {
        let byDate = NSSortDescriptor(keyPath: \Reminder.dueDate, ascending: false)
        #expect(reminders.sorted { byDate.compare($0, to: $1) == .orderedAscending }.map(\.title) == ["later", "sooner", "undated"])
    }

    @Test func aNonOptionalKeyPathStillUsesFoundationsOwnSort() {
        let byTitle = NSSortDescriptor(keyPath: \Reminder.title, ascending: true)
        #expect(reminders.sorted { byTitle.compare($0, to: $1) == .orderedAscending }.map(\.title) == ["later", "sooner", "undated"])
    }
}
