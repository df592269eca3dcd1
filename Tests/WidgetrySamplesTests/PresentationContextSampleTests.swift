import Foundation
import Testing
import Widgetry
import WidgetryCheck
import WidgetryPipeline
import WidgetrySamples

/// The samples of issue 16: the tinted-Home-Screen failure and its fix, and a toggle whose other state
/// does not fit.
@Suite struct PresentationContextSampleTests {
    private func report(_ name: String, contexts: [PresentationContext]? = nil) -> CheckReport {
        let widget = SampleWidgets.catalog.widget(named: name)!
        let matrix = CheckMatrix(widgets: [widget], devices: [DeviceCatalog.defaultDevice], contexts: contexts)
        return CheckReport(results: MatrixRunner().run(matrix))
    }

    @Test("The photo-and-logo widget is clean in full colour and flagged on tinted and glass Home Screens")
    func trailConditionsFlagged() {
        // In full colour only the colour-vision audit flags it: its open/closed dots are red and green alone.
        #expect(report("TrailConditions", contexts: [.homeScreen]).problems.map(\.kind) == [.colorOnlyStatus])
        let tinted = report("TrailConditions", contexts: [.tinted, .clearGlass, .tintedGlass])
        let kinds = Dictionary(grouping: tinted.problems, by: \.kind).mapValues(\.count)
        // The photo and the opaque logo; the park name and two trail names drawn on the photo's shape; the two dots.
        #expect(kinds[.opaqueImageInAccentedMode] == 2)
        #expect(kinds[.lowContrast] == 3)
        #expect(kinds[.colorOnlyDistinction] == 1)
        #expect(tinted.problems.allSatisfy { problem in problem.cells.allSatisfy { $0.context != .homeScreen } })
    }

    @Test("The fixed widget is clean in every context, at every widget text size, light and dark")
    func trailConditionsFixedClean() {
        let report = report("TrailConditionsFixed")
        // 9 widget text sizes × 2 appearances × 4 Home Screen contexts (a medium widget is not shown in StandBy).
        #expect(report.cellCount == 9 * 2 * 4)
        // Its symbols' stand-in notes (info) are about Widgetry's drawing, not the widget.
        #expect(report.problems.filter { $0.kind != .symbolStandIn }.isEmpty, "\(report.summary())")
    }

    @Test("A toggle whose other state is wider is flagged only in that state")
    func errandsToggle() {
        let report = report("Errands", contexts: [.homeScreen])
        let problems = report.problems.filter { $0.kind != .symbolStandIn }
        #expect(problems.count == 1)
        let problem = problems.first
        #expect(problem?.kind == .truncatedText)
        #expect(problem?.message.hasPrefix("with its toggles switched to their other state") == true)
        #expect(problem?.path.contains("Picked up at") == true)
    }

    @Test("Widget cells never run below Large, and the report says so")
    func widgetTextSizes() {
        let widget = SampleWidgets.catalog.widget(named: "DailyQuote")!
        let matrix = CheckMatrix(widgets: [widget], devices: [DeviceCatalog.defaultDevice], sizes: [.xSmall, .medium, .large, .accessibility2],
                                 appearances: [.light], contexts: [.homeScreen])
        let cells = matrix.jobs().map(\.cell.dynamicTypeSize)
        #expect(Set(cells) == [.large, .accessibility2])
        #expect(cells.allSatisfy { $0 >= .large })
        #expect(matrix.notes.count == 1)
    }
}

/// The localised sample: German overflows where English fits; the fixed version holds in every language.
@Suite struct LocalizedSampleTests {
    private func report(_ name: String, locales: [CellLocale]) -> CheckReport {
        var matrix = CheckMatrix(widgets: [SampleWidgets.catalog.widget(named: name)!], devices: [DeviceCatalog.defaultDevice],
                                 sizes: [.large], appearances: [.light], contexts: [.homeScreen])
        matrix.locales = locales
        return CheckReport(results: MatrixRunner().run(matrix))
    }

    @Test("At Large, the German status line is truncated with its locale and key; English, Japanese and Arabic fit")
    func germanOverflows() {
        let report = report("ParcelTracker", locales: ["en", "de", "ja", "ar"].map(CellLocale.language))
        #expect(report.problems.count == 1)
        let problem = report.problems.first
        #expect(problem?.kind == .truncatedText)
        #expect(problem?.cells.map(\.locale) == ["de"])
        #expect(problem?.message.contains("(key \"Arriving today\")") == true)
    }

    @Test("The fixed sample is clean in every locale of its catalog at every widget text size, and under pseudo-locales")
    func fixedClean() {
        var matrix = CheckMatrix(widgets: [SampleWidgets.catalog.widget(named: "ParcelTrackerFixed")!], devices: [DeviceCatalog.defaultDevice],
                                 appearances: [.light], contexts: [.homeScreen])
        matrix.locales = ["en", "de", "ja", "ar"].map(CellLocale.language)
        let report = CheckReport(results: MatrixRunner().run(matrix))
        #expect(report.problems.isEmpty, "\(report.summary())")
    }

    @Test("--pseudo double-length and rtl run over every sample widget without failed cells")
    func pseudoOverEverything() {
        var matrix = CheckMatrix(widgets: SampleWidgets.catalog.widgets, devices: [DeviceCatalog.defaultDevice], sizes: [.large],
                                 appearances: [.light], contexts: [.homeScreen, .lockScreen])
        matrix.locales = [.pseudo(.doubleLength), .pseudo(.rightToLeft)]
        let results = MatrixRunner().run(matrix)
        #expect(!results.isEmpty)
        #expect(results.allSatisfy { $0.failure == nil })
        #expect(Set(results.compactMap(\.key.locale)) == ["pseudo-double-length", "pseudo-rtl"])
    }
}
