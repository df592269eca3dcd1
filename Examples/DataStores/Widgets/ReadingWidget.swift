import SwiftData
import SwiftUI
import WidgetKit

struct ReadingEntry: TimelineEntry {
    let date: Date
    let books: [BookSummary]
}

struct BookSummary: Identifiable {
    let id: String
    let title: String
    let author: String
    let progress: Double
}

struct ReadingProvider: TimelineProvider {
    func placeholder(in context: Context) -> ReadingEntry { ReadingEntry(date: .now, books: []) }

    func getSnapshot(in context: Context, completion: @escaping (ReadingEntry) -> Void) { completion(entry()) }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ReadingEntry>) -> Void) {
        completion(Timeline(entries: [entry()], policy: .atEnd))
    }

    private func entry() -> ReadingEntry {
        guard let container = ReadingStore.container else { return ReadingEntry(date: .now, books: []) }
        var descriptor = FetchDescriptor<Book>(
            predicate: #Predicate { !$0.isFinished && $0.pagesRead > 0 },
            sortBy: [SortDescriptor(\.lastOpened, order: .reverse)]
        )
        descriptor.fetchLimit = 3
        let books = (try? ModelContext(container).fetch(descriptor)) ?? []
        return ReadingEntry(date: .now, books: books.map {
            BookSummary(id: $0.title, title: $0.title, author: $0.author, progress: $0.progress)
        })
    }
}

struct ReadingView: View {
    let entry: ReadingEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Currently reading").font(.headline)
            if entry.books.isEmpty {
                Text("Open a book in the app to see it here.")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            ForEach(entry.books) { book in
                VStack(alignment: .leading, spacing: 2) {
                    Text(book.title).font(.subheadline).lineLimit(1)
                    ProgressView(value: book.progress)
                    Text("\(book.author) · \(Int(book.progress * 100))%")
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
            }
        }
        .containerBackground(.background, for: .widget)
    }
}

struct ReadingWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Reading", provider: ReadingProvider()) { entry in
            ReadingView(entry: entry)
        }
        .configurationDisplayName("Reading")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}
