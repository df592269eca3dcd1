import Foundation
import Testing
import WidgetryFoundation

/// `date as CVarArg` and `id as CVarArg`, as Core Data code passes a day's start or a record's identifier to a predicate.
@Suite struct BridgedValueFormatArgumentTests {
    @Test("A predicate over dates and identifiers takes them as CVarArg and compares the values")
    func predicateArguments() {
        let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
        let id = UUID()
        let after = NSPredicate(format: "takenAt >= %@", start as CVarArg)
        #expect(after.evaluate(with: ["takenAt": start.addingTimeInterval(60)]))
        #expect(!after.evaluate(with: ["takenAt": start.addingTimeInterval(-60)]))
        let same = NSPredicate(format: "id == %@", id as CVarArg)
        #expect(same.evaluate(with: ["id": id.uuidString]))
        #expect(!same.evaluate(with: ["id": UUID().uuidString]))
    }

    @Test("%@ writes a date and an identifier as their descriptions, as iOS writes the bridged objects")
    func formatted() {
        let id = UUID()
        #expect(String(format: "record %@", id as CVarArg) == "record \(id.uuidString)")
        let date = Date(timeIntervalSince1970: 0)
        // NSDate's description on iOS: "yyyy-MM-dd HH:mm:ss +0000", in UTC.
        #expect(String(format: "at %@", date as CVarArg) == "at 1970-01-01 00:00:00 +0000")
    }
}
