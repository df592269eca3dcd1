import Foundation
import Testing
import WidgetryKit
import WidgetryPipeline
import WidgetryReference
import WidgetryUI

/// A widget that shows a different, longer label when the system renders it accented (tinted and glass Home
/// Screens), as widgets that adapt to `widgetRenderingMode` do.
struct RenderingModeLabelWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "mode-label", provider: OneEntryProvider()) { _ in
            ModeLabel().containerBackground(Color.blue, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

private struct ModeLabel: View {
    @Environment(\.widgetRenderingMode) private var renderingMode

    var body: some View {
        Text(renderingMode == .accented ? "Accented: a label long enough to need three lines" : "Full colour")
    }
}

/// The same widget without asking for the rendering mode.
struct PlainLabelWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "plain-label", provider: OneEntryProvider()) { _ in
            Text("Full colour").containerBackground(Color.blue, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

@Suite struct SharedContextLayoutTests {
    private let contexts: [PresentationContext] = [.homeScreen, .tinted, .clearGlass, .standBy]

    private func cells() -> [WidgetCell] {
        contexts.map { WidgetCell(family: .systemSmall, dynamicTypeSize: .large, colorScheme: .dark, context: $0) }
    }

    @Test("A widget that reads widgetRenderingMode is laid out per context, and its accented label is the one tinted cells show")
    func readingWidgetIsLaidOutPerContext() throws {
        let rendered = CellPipeline().render(RegisteredWidget(RenderingModeLabelWidget.self), inContextsOf: cells(), output: .layout)
        let layouts = try rendered.map { try #require($0.layout) }
        #expect(layouts.allSatisfy { $0.readsPresentationValues })
        #expect(layouts[0].texts.map(\.text.string) == ["Full colour"])
        #expect(layouts[1].texts.first?.text.string.hasPrefix("Accented") == true)
        #expect(layouts[2].texts.first?.text.string.hasPrefix("Accented") == true)
        // StandBy renders in full colour (PresentationContext.renderingMode).
        #expect(layouts[3].texts.map(\.text.string) == ["Full colour"])
    }

    @Test("A widget that reads neither value shares one layout, and each context still gets its own drawing and checks")
    func plainWidgetSharesItsLayout() throws {
        let shared = CellPipeline().render(RegisteredWidget(PlainLabelWidget.self), inContextsOf: cells(), output: [.layout, .drawing])
        let alone = cells().map { CellPipeline().render(RegisteredWidget(PlainLabelWidget.self), in: $0, output: [.layout, .drawing]) }
        #expect(shared.allSatisfy { $0.layout?.readsPresentationValues == false })
        for (together, single) in zip(shared, alone) {
            #expect(together.key == single.key)
            #expect(together.findings == single.findings)
            #expect(together.displayList == single.displayList)
        }
        // The container background is removed on tinted, glass and StandBy screens: their drawings differ from the Home Screen's.
        #expect(shared[1].displayList != shared[0].displayList)
        #expect(shared[3].displayList != shared[0].displayList)
    }
}
