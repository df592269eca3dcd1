// A calendar widget as real extensions write it: EventKit for the events, a TipKit tip declared in
// shared app code, calendar colours through CGColor. Swift 5 language mode.
import EventKit
import SwiftUI
import TipKit
import WidgetKit

struct AgendaTip: Tip {
    var title: Text { Text("Add the agenda to your Home Screen") }
    var message: Text? { Text("See your next meeting at a glance.") }
}

struct AgendaEntry: TimelineEntry {
    let date: Date
    let events: [EKEvent]
}

struct AgendaProvider: TimelineProvider {
    let store: EKEventStore
    static let day = Date(timeIntervalSince1970: 1_780_000_000)

    func placeholder(in context: Context) -> AgendaEntry { AgendaEntry(date: Self.day, events: []) }

    func getSnapshot(in context: Context, completion: @escaping (AgendaEntry) -> Void) {
        completion(entry())
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<AgendaEntry>) -> Void) {
        completion(Timeline(entries: [entry()], policy: .after(Self.day.addingTimeInterval(3_600))))
    }

    func entry() -> AgendaEntry {
        guard EKEventStore.authorizationStatus(for: .event) == .fullAccess else { return AgendaEntry(date: Self.day, events: []) }
        let predicate = store.predicateForEvents(withStart: Self.day, end: Self.day.addingTimeInterval(86_400), calendars: nil)
        return AgendaEntry(date: Self.day, events: store.events(matching: predicate))
    }
}

struct AgendaView: View {
    let entry: AgendaEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            if entry.events.isEmpty {
                Text("No events today")
            }
            ForEach(entry.events, id: \.eventIdentifier) { event in
                HStack {
                    RoundedRectangle(cornerRadius: 2)
                        .fill(Color(cgColor: event.calendar.cgColor))
                        .frame(width: 4)
                    Text(event.title)
                }
            }
        }
        .containerBackground(.background, for: .widget)
    }
}

struct AgendaWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Agenda", provider: AgendaProvider(store: EKEventStore())) { entry in
            AgendaView(entry: entry)
        }
        .supportedFamilies([.systemMedium])
    }
}
