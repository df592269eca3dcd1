import Foundation
import Testing
import Widgetry
import WidgetryCheck
import WidgetryPipeline
import WidgetrySamples

/// The delivery Live Activity sample, checked as `widgetry check` checks it.
@Suite struct LiveActivitySampleTests {
    static let report: CheckReport = {
        let devices = DeviceCatalog.all.filter { ["393x852", "375x667"].contains($0.screenKey) }
        let matrix = CheckMatrix(widgets: [], devices: devices, sizes: [.large, .accessibility5])
        let results = MatrixRunner().run(previews: [PreviewSource(DeliveryActivityWidget.registration)], matrix: matrix,
                                         assets: SampleWidgets.assets)
        return CheckReport(results: results)
    }()

    @Test("Only the delayed state's Lock Screen banner is too tall")
    func delayedStateIsFlagged() {
        let tall = Self.report.problems.filter { $0.kind == .liveActivityTooTall }
        #expect(tall.count == 1)
        #expect(tall.first?.family == "liveActivity.lockScreen")
        #expect(tall.first.map { Set($0.cells.map(\.widget)) } == ["DeliveryActivityWidget[2]"])
    }

    @Test("The other states and every island presentation are clean")
    func restIsClean() {
        #expect(Self.report.failures.isEmpty)
        // Stand-in notes for the bag symbol (info) are about Widgetry's drawing, not the widget.
        let others = Self.report.problems.filter { $0.kind != .liveActivityTooTall && $0.kind != .symbolStandIn }
        #expect(others.isEmpty, "\(others.map { "\($0.family) \($0.kind) \($0.path): \($0.message)" })")
        let families = Set(Self.report.checkedFamilies.map(\.family))
        #expect(families == Set(LiveActivityPresentation.allCases.map(\.familyName)))
    }
}

/// The same Live Activity with no registration: checked with content made from its types, as a bundle's Live Activity that
/// no preview names is.
@Suite struct SampledLiveActivityTests {
    @Test("the delivery activity with sample content is drawn in every presentation, with no failed cell")
    func sampledDelivery() {
        let widget = RegisteredWidget(DeliveryActivityWidget.self)
        #expect(widget.isLiveActivity)
        let source = PreviewSource(RegisteredLiveActivity.sampled(widget))
        #expect(source.isSampledLiveActivity && source.liveActivityType == "DeliveryActivityWidget")
        #expect(source.problem() == nil)
        // One made-up content state, drawn in each of the five presentations.
        #expect(source.entries().count == LiveActivityPresentation.allCases.count)
        let iPhone16 = DeviceCatalog.all.filter { $0.screenKey == "393x852" }
        let results = MatrixRunner().run(previews: [source], matrix: CheckMatrix(widgets: [], devices: iPhone16, sizes: [.large]),
                                         assets: SampleWidgets.assets)
        let report = CheckReport(results: results)
        #expect(report.failures.isEmpty)
        #expect(Set(report.checkedFamilies.map(\.family)) == Set(LiveActivityPresentation.allCases.map(\.familyName)))
        #expect(report.checkedFamilies.allSatisfy { $0.widget.hasPrefix("DeliveryActivityWidget (sample content)") })
    }

    @Test("a widget that is no Live Activity is not sampled, and asked anyway says why")
    func notALiveActivity() {
        let widget = RegisteredWidget(BatteryLevelWidget.self)
        #expect(!widget.isLiveActivity)
        let problem = PreviewSource(RegisteredLiveActivity.sampled(widget)).problem()
        #expect(problem?.contains("not an ActivityConfiguration") == true)
    }
}
