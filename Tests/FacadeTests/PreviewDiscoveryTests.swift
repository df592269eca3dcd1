import Testing
import SwiftUI
import WidgetKit
import WidgetryPipeline

/// `#Preview` declarations in this target's files are found in the test binary and render as cells.
@Suite struct PreviewDiscoveryTests {
    private var countdownPreviews: [WidgetPreview] {
        DiscoveredPreviews.widgets.filter { $0.fileID.hasSuffix("CountdownWidget.swift") }
    }

    @Test func everyWidgetPreviewIsFoundWithItsFamilyAndLine() {
        // CountdownWidget.swift declares two widget previews: an unnamed small one and a named medium one.
        let previews = countdownPreviews.sorted { $0.line < $1.line }
        #expect(previews.map(\.family) == [.systemSmall, .systemMedium])
        #expect(previews.map(\.name) == [nil, "From the provider"])
        #expect(previews[0].title.hasPrefix("CountdownWidget.swift:"))
    }

    @Test func aTimelinePreviewYieldsOneViewPerListedEntry() throws {
        let preview = try #require(countdownPreviews.first { $0.name == nil })
        let timeline = preview.makeTimeline()
        #expect(timeline.problem == nil)
        #expect(timeline.kind == "Countdown")
        // Two entries are listed in the `timeline:` closure.
        #expect(timeline.entries.count == 2)
    }

    @Test func aProviderPreviewYieldsTheProvidersTimeline() throws {
        let preview = try #require(countdownPreviews.first { $0.name == "From the provider" })
        // CountdownProvider.getTimeline delivers three daily entries.
        #expect(preview.makeTimeline().entries.count == 3)
    }

    @Test func aViewPreviewMarkedWithAContextIsAWidgetCellInThatFamily() throws {
        let preview = try #require(DiscoveredPreviews.views.first { $0.name == "Entry view" })
        #expect(preview.makeEntries().map(\.family) == [.systemSmall])
    }

    @Test func anEntryMacroValueReachesTheView() throws {
        let preview = try #require(countdownPreviews.first { $0.name == nil })
        let view = try #require(preview.makeTimeline().entries.last?.view)
        let cell = CellPipeline().render(view, named: "Countdown", in: WidgetCell(family: .systemSmall), output: .layout)
        let layout = try #require(cell.layout)
        // The second entry says "1 days" (the literal's interpolation) in the @Entry default, orange.
        let texts = layout.texts.map(\.text.string)
        #expect(texts.contains("1 days"))
        #expect(texts.contains("Marathon day"))
    }

    @Test("@Previewable state declared in a #Preview body holds its initial value in the preview's picture")
    func previewableState() throws {
        let preview = try #require(DiscoveredPreviews.views.first { $0.name == "Previewable state" })
        let entry = try #require(preview.makeEntries().first)
        let cell = CellPipeline().render(entry.view, named: "Countdown", in: WidgetCell(family: .systemSmall), output: .layout)
        let texts = try #require(cell.layout).texts.map(\.text.string)
        #expect(texts.contains("Trip"))
        #expect(texts.contains { $0.contains("12") })
    }
}
