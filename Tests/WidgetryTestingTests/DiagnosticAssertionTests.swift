import Foundation
import Testing
import Widgetry
import WidgetryTesting

private struct CleanWidget: Widget {
    struct Entry: TimelineEntry { let date: Date }
    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry(date: Date(timeIntervalSince1970: 0)) }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(placeholder(in: context)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            completion(Timeline(entries: [placeholder(in: context)], policy: .never))
        }
    }
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Clean", provider: Provider()) { _ in
            Text("Hi").font(.headline).containerBackground(.white, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

@Suite struct DiagnosticAssertionTests {
    @Test("A clean widget passes across every text size and appearance")
    func cleanWidgetPasses() {
        let report = assertNoDiagnostics(CleanWidget.self)
        // One device × the widget's one family (systemSmall) × 9 widget text sizes (Large…AX5): 4 Home Screen
        // contexts × 2 appearances, plus StandBy day and night, dark only.
        #expect(report.cellCount == 9 * (4 * 2 + 2))
    }

    @Test("A slice can name contexts and locales: each is a coordinate of every cell")
    func contextsAndLocales() {
        let slice = MatrixSlice(sizes: [.large], appearances: [.light], contexts: [.tinted], locales: [.pseudo(.doubleLength), .pseudo(.bounded)])
        let report = assertNoDiagnostics(CleanWidget.self, in: slice)
        // One family × one size × one appearance × one context × two pseudo-locales.
        #expect(report.cellCount == 2)
    }

    @Test("A view that truncates at large sizes fails the assertion with the grouped problems")
    func truncatingViewFails() {
        withKnownIssue {
            assertNoDiagnostics(Text("A headline far too long for one line of a small widget").lineLimit(1), family: .systemSmall,
                                in: MatrixSlice(sizes: [.large, .accessibility5], appearances: [.light]))
        }
    }

    @Test("Severity threshold: warnings pass an error-only assertion")
    func severityThreshold() {
        let found = assertNoDiagnostics(Text("A headline far too long for one line of a small widget").lineLimit(1), family: .systemSmall,
                                        in: MatrixSlice(sizes: [.large], appearances: [.light]), atOrAbove: .error)
        #expect(found.isEmpty)
    }
}
