import SwiftUI
import WidgetKit

struct PantryEntry: TimelineEntry {
    let date: Date
    let items: [(name: String, expires: Date)]
}

struct PantryProvider: TimelineProvider {
    static let today = Date(timeIntervalSince1970: 1_780_000_000)

    func placeholder(in context: Context) -> PantryEntry { PantryEntry(date: Self.today, items: []) }

    func getSnapshot(in context: Context, completion: @escaping (PantryEntry) -> Void) { completion(entry()) }

    func getTimeline(in context: Context, completion: @escaping (Timeline<PantryEntry>) -> Void) {
        completion(Timeline(entries: [entry()], policy: .after(Self.today.addingTimeInterval(6 * 3_600))))
    }

    private func entry() -> PantryEntry {
        let items = PantryStore.shared.expiringSoon(before: Self.today.addingTimeInterval(7 * 86_400), limit: 4)
        return PantryEntry(date: Self.today, items: items.map { ($0.name ?? "Item", $0.expiresOn ?? Self.today) })
    }
}

struct PantryView: View {
    let entry: PantryEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Label("Use soon", systemImage: "clock")
                .font(.headline)
            if entry.items.isEmpty {
                Text("Nothing expires this week.")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            ForEach(entry.items, id: \.name) { item in
                HStack {
                    Text(item.name).lineLimit(1)
                    Spacer()
                    Text(item.expires, style: .date)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
        }
        .containerBackground(.background, for: .widget)
    }
}

struct PantryWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Pantry", provider: PantryProvider()) { entry in
            PantryView(entry: entry)
        }
        .configurationDisplayName("Pantry")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
