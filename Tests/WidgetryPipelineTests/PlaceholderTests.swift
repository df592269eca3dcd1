import Foundation
import Testing
import WidgetryFindings
import WidgetryKit
import WidgetryPipeline
import WidgetryUI

/// A provider whose placeholder shows different (longer) sample text than its entries, as providers do
/// when the placeholder is written once with made-up data.
private struct LongPlaceholderProvider: TimelineProvider {
    struct Entry: TimelineEntry { let date: Date; let title: String }
    static let date = Date(timeIntervalSince1970: 1_780_000_000)
    func placeholder(in context: Context) -> Entry {
        Entry(date: Self.date, title: "Quarterly planning review with the whole product organisation and guests")
    }
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(Entry(date: Self.date, title: "Standup")) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
        completion(Timeline(entries: [Entry(date: Self.date, title: "Standup")], policy: .never))
    }
}

private struct MeetingWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Meeting", provider: LongPlaceholderProvider()) { entry in
            Text(entry.title).lineLimit(1).containerBackground(.white, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

@Suite struct PlaceholderTests {
    @Test("A placeholder that truncates where the entries fit is reported, said to be the placeholder's")
    func placeholderTruncates() {
        let cell = WidgetCell(family: .systemSmall)
        let rendered = CellPipeline().render(RegisteredWidget(MeetingWidget.self), in: cell)
        let placeholderFindings = rendered.findings.filter { $0.message.hasPrefix("in the placeholder") }
        // "Standup" fits a small widget's 170 pt width on one line; the 75-character title cannot.
        #expect(placeholderFindings.contains { $0.kind == .truncatedText })
        #expect(!rendered.findings.contains { $0.kind == .truncatedText && !$0.message.hasPrefix("in the placeholder") })
    }

    @Test("With placeholder checks off, only the snapshot entry is checked")
    func placeholderChecksOff() {
        var pipeline = CellPipeline()
        pipeline.checksPlaceholders = false
        let rendered = pipeline.render(RegisteredWidget(MeetingWidget.self), in: WidgetCell(family: .systemSmall))
        #expect(!rendered.findings.contains { $0.message.hasPrefix("in the placeholder") })
    }

    @Test("A placeholder showing the entry's own data adds no repeated findings")
    func samePlaceholderNotRepeated() {
        struct Tight: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Tight", provider: OneEntryProvider()) { _ in
                    Text("A heading far too long for one line of a small widget").lineLimit(1).containerBackground(.white, for: .widget)
                }
                .supportedFamilies([.systemSmall])
            }
        }
        let rendered = CellPipeline().render(RegisteredWidget(Tight.self), in: WidgetCell(family: .systemSmall))
        #expect(rendered.findings.filter { $0.kind == .truncatedText }.count == 1)
        #expect(!rendered.findings.contains { $0.message.hasPrefix("in the placeholder") })
    }
}
