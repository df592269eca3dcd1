import Foundation
import Testing
import WidgetryCheck
import WidgetryKit
import WidgetryPipeline
import WidgetryReference
import WidgetrySamples

@Suite struct MatrixRunnerTests {
    @Test("Running cells together, sharing layouts across contexts and same-sized devices, reports byte for byte what rendering each cell alone reports")
    func sharingLayoutsChangesNothing() throws {
        // Every sample, on two iPhones (StandBy included) and two iPads, each pair giving widgets the same sizes
        // (Reference/widget-sizes.json), at the smallest and a large widget text size, in both appearances and
        // every context each family appears in.
        let devices = try ["iPhone 16", "iPhone 14", "iPad (10th generation)", "iPad Pro 11-inch (4th generation)"].map {
            try #require(DeviceCatalog.device(named: $0))
        }
        let matrix = CheckMatrix(widgets: SampleWidgets.catalog.widgets, devices: devices, sizes: [.large, .accessibility3])
        let together = MatrixRunner().run(matrix)
        let pipeline = CellPipeline()
        let alone = matrix.jobs().map { pipeline.render(matrix.widgets[$0.widgetIndex], in: $0.cell) }
        #expect(together.count == alone.count)
        #expect(together.contains { $0.cell.context == .standBy } && together.contains { $0.cell.context == .tintedGlass })
        let sharedJSON = try CheckReport(results: together).json()
        let aloneJSON = try CheckReport(results: alone).json()
        #expect(sharedJSON == aloneJSON)
        for (a, b) in zip(together, alone) where a.findings != b.findings {
            Issue.record("\(a.key): \(a.findings.map(\.message)) ≠ \(b.findings.map(\.message))")
        }
    }

    @Test("The streamed report is the report of the kept cells, and does not depend on the order cells arrive in")
    func streamedReportEqualsKeptCells() throws {
        let matrix = CheckMatrix(widgets: SampleWidgets.catalog.widgets, devices: [DeviceCatalog.defaultDevice], sizes: [.large, .accessibility5])
        let runner = MatrixRunner()
        let cells = runner.run(matrix)
        var reversed = CheckReport.Builder()
        for cell in cells.reversed() { reversed.add(cell) }
        let kept = try CheckReport(results: cells).json()
        #expect(try runner.report(matrix).json() == kept)
        #expect(try reversed.report().json() == kept)
        #expect(try JSONSerialization.jsonObject(with: kept) as? [String: Any] != nil)
        #expect(runner.report(matrix).cellCount == cells.count)
    }
}
