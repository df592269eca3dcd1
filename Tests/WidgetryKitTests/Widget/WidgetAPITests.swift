import Foundation
import Testing
import WidgetryKit
import WidgetryReference
import WidgetryUI

struct QuoteWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "quote", provider: dailyQuote) { entryView($0) }
            .configurationDisplayName("Quote")
            .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct QuotePreviews: PreviewProvider {
    static var previews: some View {
        Group {
            Text("small").previewContext(WidgetPreviewContext(family: .systemSmall))
            Text("medium").previewContext(WidgetPreviewContext(family: .systemMedium))
        }
    }
}

struct UnmarkedPreviews: PreviewProvider {
    static var previews: some View { Text("plain") }
}

@Suite("WidgetKit API")
struct WidgetAPITests {
    @Test("previewContext marks gallery entries")
    func previews() {
        let entries = QuotePreviews.previewEntries
        #expect(entries.map(\.family) == [.systemSmall, .systemMedium])
        #expect(entries.map(\.index) == [0, 1])
        let plain = UnmarkedPreviews.previewEntries
        #expect(plain.count == 1 && plain[0].family == nil)
    }

    @Test("WidgetCenter outside a simulation logs the request")
    func widgetCenterLog() {
        WidgetCenter.shared.reloadTimelines(ofKind: "api-test-kind")
        #expect(WidgetCenter.shared.recordedReloads.contains { $0.kind == "api-test-kind" })
    }

    @Test("Simulation.run: registered widget, table, JSON, chart and filmstrip")
    func simulationEntryPoints() throws {
        let widget = RegisteredWidget(QuoteWidget.self)
        let (run, filmstrip) = try Simulation.runWithFilmstrip(widget: widget, family: .systemMedium, days: 1, start: midnight)
        #expect(run.kind == "quote" && run.family == "systemMedium")
        // 24 hourly changes: one frame each (the 23 h reload shows a new first entry, a change too).
        #expect(run.moments.count == 24)
        #expect(filmstrip.count == 24)
        #expect(filmstrip.first?.isPlaceholder == false)
        #expect(filmstrip.map(\.date) == run.moments)

        let table = run.table()
        #expect(table.contains("reload initial ✓"))
        #expect(table.contains("no findings"))

        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let decoded = try decoder.decode(SimulationRun.self, from: run.jsonData())
        #expect(decoded.reloads == run.reloads)
        #expect(decoded.intervals == run.intervals)

        let svg = SimulationChart.svg(run)
        #expect(svg.hasPrefix("<svg"))
        #expect(svg.contains("budget left"))

        #expect(throws: Simulation.Failure.self) {
            try Simulation.run(widget: widget, family: .systemLarge, start: midnight)
        }
    }

    @Test("the per-second sample's table shows refusals")
    func perSecondTable() {
        let table = simulate(perSecond).table()
        #expect(table.contains("refused (too soon)"))
        #expect(table.contains("refused (budget spent)"))
        #expect(table.contains(".timer"))
    }
}
