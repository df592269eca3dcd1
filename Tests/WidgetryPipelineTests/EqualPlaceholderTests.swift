import Foundation
import Testing
import WidgetryKit
import WidgetryPipeline
import WidgetryReference
import WidgetryUI

/// A widget whose placeholder entry is its snapshot entry, but which shows other, longer text when drawn as
/// a placeholder — as widgets that check `redactionReasons` do.
private struct RedactionAwareWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "redaction-aware", provider: OneEntryProvider()) { _ in
            RedactionAwareLabel().containerBackground(.white, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

private struct RedactionAwareLabel: View {
    @Environment(\.redactionReasons) private var reasons

    var body: some View {
        Text(reasons.contains(.placeholder) ? "Loading the latest departures from every nearby stop…" : "Bus 12")
            .lineLimit(1)
    }
}

/// The equal-placeholder rule over every sample is in WidgetrySamplesTests (`EqualPlaceholderSampleTests`).
@Suite struct EqualPlaceholderTests {
    @Test("A view that asks for redactionReasons still has its placeholder laid out")
    func redactionAwareStillChecked() {
        let rendered = CellPipeline().render(RegisteredWidget(RedactionAwareWidget.self), in: WidgetCell(family: .systemSmall))
        // "Bus 12" fits; the placeholder's 53-character line cannot fit a small widget's one line.
        #expect(rendered.findings.contains { $0.kind == .truncatedText && $0.message.hasPrefix("in the placeholder") })
        #expect(!rendered.findings.contains { $0.kind == .truncatedText && !$0.message.hasPrefix("in the placeholder") })
    }
}
