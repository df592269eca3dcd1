import Foundation
import Testing
@testable import WidgetryEventKit
import WidgetryFoundation
import SwiftUI
import TipKit
import WidgetKit
import WidgetryPipeline

/// EventKit serves the events a fixture supplies; TipKit's declarations compile and draw nothing.
@Suite struct EventKitAndTipKitTests {
    @Test("Without a calendar fixture the store is empty and the widget shows its empty state")
    func emptyWithoutFixtures() throws {
        let rendered = CellPipeline().render(RegisteredWidget(AgendaWidget.self), in: WidgetCell(family: .systemMedium), output: .layout)
        let texts = try #require(rendered.layout).texts.map(\.text.string)
        #expect(texts == ["No events today"])
    }

    @Test("Events and calendars code saves stay in the store for the run: a saved event is read back by date, a removed one is gone")
    func savedEventsAreReadBack() async throws {
        // Shared calendar code (an EventKit helper package) makes its app calendar, adds an event, then lists the day.
        let store = EKEventStore()
        #expect(try await store.requestAccess(to: .event))
        let calendar = EKCalendar(for: .event, eventStore: store)
        calendar.title = "Shifts"
        calendar.source = store.defaultCalendarForNewEvents?.source ?? store.sources.first
        try store.saveCalendar(calendar, commit: true)
        #expect(store.calendar(withIdentifier: calendar.calendarIdentifier)?.title == "Shifts")
        #expect(calendar.source.sourceType == .local)

        let start = ISO8601DateFormatter().date(from: "2026-06-01T08:00:00Z")!
        let event = EKEvent(eventStore: store)
        event.title = "Early shift"
        event.startDate = start
        event.endDate = start.addingTimeInterval(8 * 3_600)
        event.calendar = calendar
        try store.save(event, span: .thisEvent, commit: true)
        let day = store.predicateForEvents(withStart: start.addingTimeInterval(-3_600), end: start.addingTimeInterval(86_400), calendars: [calendar])
        #expect(store.events(matching: day).map(\.title) == ["Early shift"])
        // Saving again replaces it (one event per identifier); removing takes it away.
        event.title = "Late shift"
        try store.save(event, span: .futureEvents)
        #expect(store.events(matching: day).map(\.title) == ["Late shift"])
        try store.remove(event, span: .thisEvent, commit: true)
        #expect(store.events(matching: day).isEmpty && store.event(withIdentifier: event.eventIdentifier) == nil)
        // Another store (another process's) has none of it.
        #expect(EKEventStore().calendar(withIdentifier: calendar.calendarIdentifier) == nil)
    }

    @Test("Fixture events are served by date range and calendar, with the calendar's colour")
    func fixtureEvents() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-eventkit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Calendar"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = """
        [{"title": "Standup", "start": "2026-05-28T09:00:00Z", "calendar": "Work", "color": "#FF0000"},
         {"title": "Dentist", "start": "2026-05-29T15:00:00Z", "end": "2026-05-29T16:00:00Z", "calendar": "Home"}]
        """
        try Data(json.utf8).write(to: folder.appendingPathComponent("Calendar/events.json"))
        let events = EKEventStore.loadFixtureEvents(from: AppFixtures(folder: folder))
        #expect(events.map(\.title) == ["Standup", "Dentist"])
        // No end given: an hour after the start.
        #expect(events[0].endDate.timeIntervalSince(events[0].startDate) == 3_600)
        #expect(events[0].calendar.cgColor.components == [1, 0, 0, 1])

        let store = EKEventStore()
        let day = ISO8601DateFormatter().date(from: "2026-05-28T00:00:00Z")!
        let predicate = store.predicateForEvents(withStart: day, end: day.addingTimeInterval(86_400), calendars: nil)
        #expect(events.filter { predicate.evaluate(with: $0) }.map(\.title) == ["Standup"])
    }

    @Test("A TipView draws nothing; a popover tip leaves its view as it is and says so once")
    func tipsAccepted() throws {
        let view = AnyView(VStack { Text("Agenda").popoverTip(AgendaTip()); TipView(AgendaTip()) }.containerBackground(.white, for: .widget))
        let rendered = CellPipeline().render(view, named: "tip", in: WidgetCell(family: .systemSmall), output: .layout)
        #expect(try #require(rendered.layout).texts.map(\.text.string) == ["Agenda"])
        #expect(rendered.findings.filter { $0.kind == .acceptedWithoutEffect && $0.message.contains("popoverTip") }.count == 1)
    }
}
