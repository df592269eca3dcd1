import Foundation
import Testing
import Widgetry
import WidgetryCheck
import WidgetryPipeline
import WidgetrySamples

@Suite struct WidgetSampleTests {
    private func cell(_ name: String, _ family: WidgetFamily) -> RenderedCell {
        let widget = SampleWidgets.catalog.widget(named: name)!
        return CellPipeline().render(widget, in: WidgetCell(family: family))
    }

    @Test("Wallet shortcuts: four Link tap targets in the medium family")
    func walletLinks() {
        let result = cell("WalletShortcuts", .systemMedium)
        let links = result.tapTargets?.links ?? []
        #expect(links.count == 4)
        #expect(Set(links.map(\.url)).count == 4)
        // Only the notes that its four symbols are drawn with stand-ins (qrcode, creditcard, tram.fill, gift).
        #expect(result.findings.map(\.kind) == Array(repeating: .symbolStandIn, count: 4), "\(result.findings)")
    }

    @Test("Location summary: the whole small widget is one tap target (widgetURL)")
    func locationURL() {
        let result = cell("LocationSummary", .systemSmall)
        let targets = result.tapTargets?.targets ?? []
        #expect(targets.map(\.url.absoluteString) == ["widgetry-sample://location"])
        #expect(targets.first?.rect.size == DeviceCatalog.defaultDevice.size(for: .systemSmall))
    }

    @Test("Activity rings: three figure rows at the default size, the first goal's number alone at accessibility5")
    func activityRingsFallback() {
        func texts(_ size: DynamicTypeSize) -> [String] {
            let widget = SampleWidgets.catalog.widget(named: "ActivityRings")!
            let result = CellPipeline().render(widget, in: WidgetCell(family: .systemMedium, dynamicTypeSize: size), output: .drawing)
            // Only the colour-vision audit's: the Move figure in iOS 26's system red (#FF383C) on white is 3.6:1, 2.9:1
            // with deuteranopia; the Stand figure in iOS 26's system blue (#0088FF) is 3.5:1, just under 3:1 with tritanopia.
            #expect(result.findings.allSatisfy { finding in
                finding.kind == .lowContrastInColorVision && (finding.message.contains("deuteranopia") || finding.message.contains("tritanopia"))
            }, "\(result.findings)")
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
