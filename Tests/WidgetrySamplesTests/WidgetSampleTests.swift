import Foundation
import Testing
import Widgetry
import WidgetryCheck
import WidgetrySamples

@Suite struct WidgetSampleTests {
    private func cell(_ name: String, _ family: WidgetFamily) -> CellResult {
        let widget = SampleWidgets.catalog.widget(named: name)!
        return MatrixRunner().render(widget, cell: WidgetCell(family: family))
    }

    @Test("Wallet shortcuts: four Link tap targets in the medium family")
    func walletLinks() {
        let result = cell("WalletShortcuts", .systemMedium)
        #expect(result.links.count == 4)
        #expect(Set(result.links.map(\.url)).count == 4)
        #expect(result.diagnostics.isEmpty)
    }

    @Test("Location summary: the whole small widget is one tap target (widgetURL)")
    func locationURL() {
        let result = cell("LocationSummary", .systemSmall)
        #expect(result.links.map(\.url) == ["widgetry-sample://location"])
        #expect(result.links[0].frame.size == DeviceCatalog.defaultDevice.size(for: .systemSmall))
    }

    @Test("Activity rings: three figure rows at the default size, the first goal's number alone at accessibility5")
    func activityRingsFallback() {
        func texts(_ size: DynamicTypeSize) -> [String] {
            let widget = SampleWidgets.catalog.widget(named: "ActivityRings")!
            let result = MatrixRunner(keepsDrawings: true).render(widget, cell: WidgetCell(family: .systemMedium, dynamicTypeSize: size))
            #expect(result.diagnostics.isEmpty)
            return (result.displayList?.commands ?? []).compactMap { if case .text(let text, _, _) = $0 { return text.string } else { return nil } }
        }
        // The placeholder is hour 4: 5/8 of 600 kcal, 5/8 · 0.8 of 30 min, 8 of 12 h.
        #expect(texts(.large) == ["Move", "375/600 kcal", "Exercise", "15/30 min", "Stand", "8/12 h"])
        #expect(texts(.accessibility5) == ["375"])
    }

    @Test("Every sample except the deliberately broken ones is free of errors on the default device at every size")
    func samplesClean() {
        let widgets = SampleWidgets.catalog.widgets.filter { !["DayEventsFixedRows", "PerSecondClock"].contains($0.name) }
        let report = CheckReport(results: MatrixRunner().run(CheckMatrix(widgets: widgets, devices: [DeviceCatalog.defaultDevice])))
        #expect(!report.hasProblems(atOrAbove: .error), "\(report.summary())")
    }
}
