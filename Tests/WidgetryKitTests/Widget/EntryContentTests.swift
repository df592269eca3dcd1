import Foundation
import Testing
import WidgetryKit

/// `EntryContent` decides whether a placeholder can stand on the snapshot's layout, so a false "equal" would
/// hide the placeholder's own problems: every stored value counts, and what cannot be compared never is.
@Suite struct EntryContentTests {
    private struct Reading: Hashable { var label: String; var value: Double }
    private enum Trend: Hashable { case rising(by: Int), steady }
    private struct Entry {
        var date: Date
        var title: String
        var readings: [Reading]
        var trend: Trend
        var note: String?
    }
    private static let base = Entry(date: Date(timeIntervalSince1970: 1_780_000_000), title: "Trail", readings: [Reading(label: "km", value: 4.5)],
                                    trend: .rising(by: 2), note: nil)

    @Test("Equal entries have equal content; a change anywhere inside makes it differ")
    func valuesCount() throws {
        let content = try #require(EntryContent(of: Self.base))
        #expect(EntryContent(of: Self.base) == content)
        var changes: [Entry] = []
        var entry = Self.base; entry.title = "Trails"; changes.append(entry)
        entry = Self.base; entry.readings[0].value = 4.6; changes.append(entry)
        entry = Self.base; entry.trend = .rising(by: 3); changes.append(entry)
        entry = Self.base; entry.trend = .steady; changes.append(entry)
        entry = Self.base; entry.note = ""; changes.append(entry)
        // A thousandth of a second apart: dates are compared whole, not as printed.
        entry = Self.base; entry.date = Self.base.date.addingTimeInterval(0.001); changes.append(entry)
        for changed in changes { #expect(EntryContent(of: changed) != content, "\(changed)") }
    }

    @Test("A type's own == is not trusted: an entry equal by id but not in its fields differs")
    func ownEqualityIgnored() {
        struct Item: Hashable, Identifiable {
            let id: Int
            var title: String
            static func == (a: Item, b: Item) -> Bool { a.id == b.id }
            func hash(into hasher: inout Hasher) { hasher.combine(id) }
        }
        #expect(Item(id: 1, title: "a") == Item(id: 1, title: "b"))
        #expect(EntryContent(of: Item(id: 1, title: "a")) != EntryContent(of: Item(id: 1, title: "b")))
    }

    @Test("A class instance or a closure inside makes an entry incomparable")
    func incomparable() {
        final class Model { var title = "x" }
        struct WithClass { var model: Model }
        struct WithClosure { var format: (Int) -> String }
        #expect(EntryContent(of: WithClass(model: Model())) == nil)
        #expect(EntryContent(of: WithClosure(format: { "\($0)" })) == nil)
        #expect(EntryContent(of: Model()) == nil)
    }
}
