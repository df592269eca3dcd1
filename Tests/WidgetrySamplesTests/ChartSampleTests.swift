import Foundation
import Testing
import Widgetry
import WidgetryPipeline
import WidgetrySamples

/// The Swift Charts sample of issue 29: a week of stacked bars, a goal rule and weekday labels, in a medium
/// and a large widget.
@Suite struct ChartSampleTests {
    let widget = SampleWidgets.catalog.widget(named: "WeeklySteps")!

    func render(_ family: WidgetFamily, _ size: DynamicTypeSize = .large, context: PresentationContext? = nil) -> RenderedCell {
        CellPipeline().render(widget, in: WidgetCell(family: family, dynamicTypeSize: size, context: context), output: .layout)
    }

    @Test("Medium and large render visible bars, the goal and the weekday labels, without findings at Large")
    func renders() throws {
        for family in [WidgetFamily.systemMedium, .systemLarge] {
            let rendered = render(family)
            #expect(rendered.findings.isEmpty, "\(family): \(rendered.findings.map(\.message))")
            let layout = try #require(rendered.layout)
            let labels = layout.texts.map(\.text.string)
            // Seven days ending on the entry's day (Thursday 28 May 2026, UTC): Friday to Thursday.
            for day in ["Fri", "Sat", "Sun", "Mon", "Tue", "Wed", "Thu", "Goal"] { #expect(labels.contains(day), "\(family) lacks \(day)") }
            // 7 days × 2 series; a day without running has a zero-height bar.
            let bars = layout.allElements.filter { if case .shape(.roundedRectangle, _, _, _) = $0.content { $0.frame.width > 20 } else { false } }
            #expect(bars.count == 14)
            #expect(bars.filter { $0.frame.height > 10 }.count >= 7)
            #expect(labels.contains("Walking") == (family == .systemLarge))
        }
    }

    @Test("At accessibility sizes the weekday labels no longer fit their bands: truncated-text findings on them")
    func truncatedAtAccessibilitySizes() {
        let rendered = render(.systemMedium, .accessibility3)
        let truncated = rendered.findings.filter { $0.kind == .truncatedText }
        // Seven bands of 31.7 pt in the medium plot at AX3: “Fri”, the narrowest
        // label (F, r and i), fits with SF Pro's tracking; the six others need a second line.
        #expect(truncated.count == 6)
        #expect(!truncated.contains { $0.message.contains("“Fri”") })
        #expect(truncated.contains { $0.path.hasSuffix("Text(\"Mon\")[22]") || $0.message.contains("“Mon”") })
    }

    @Test("On the tinted Home Screen walking and running differ only by colour: reported; not in full colour")
    func colourOnlyWhenTinted() {
        let tinted = render(.systemLarge, context: .tinted)
        let found = tinted.findings.filter { $0.kind == .colorOnlyDistinction }
        #expect(found.contains { $0.message.contains("“Walking”, “Running”") })
        #expect(render(.systemLarge, context: .homeScreen).findings.filter { $0.kind == .colorOnlyDistinction }.isEmpty)
    }
}
