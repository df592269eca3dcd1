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

    @Test("Previews rendered together, sharing layouts across contexts and same-sized devices, report byte for byte what each cell alone reports")
    func sharingPreviewLayoutsChangesNothing() throws {
        // Every sample preview (provider previews, #Preview views and widget timelines, the Live Activity) on two
        // iPhones giving widgets the same sizes (Reference/widget-sizes.json) and an iPad, at two text sizes, in
        // both appearances and every context.
        let devices = try ["iPhone 16", "iPhone 14", "iPad (10th generation)"].map { try #require(DeviceCatalog.device(named: $0)) }
        let matrix = CheckMatrix(widgets: [], devices: devices, sizes: [.large, .accessibility3])
        let sources = SampleWidgets.previews
        let together = MatrixRunner().run(previews: sources, matrix: matrix)
        // Each cell alone: its preview's entry built anew and rendered in that cell only.
        let pipeline = CellPipeline()
        let alone = together.map { cell -> RenderedCell in
            guard cell.failure == nil, let open = cell.key.widget.lastIndex(of: "["),
                  let index = Int(cell.key.widget[cell.key.widget.index(after: open)...].dropLast()),
                  let source = sources.first(where: { $0.name == String(cell.key.widget[..<open]) }),
                  let entry = source.entries().first(where: { $0.index == index && $0.liveActivity == cell.cell.liveActivity?.presentation })
            else { return cell }
            return pipeline.render(entry.view, named: cell.key.widget, in: cell.cell, options: entry.options, now: entry.date,
                                   isWidget: entry.isWidget, isAppView: !entry.isWidget)
        }
        #expect(together.count > 100 && together.contains { $0.cell.context == .tintedGlass })
        #expect(try CheckReport(results: together).json() == CheckReport(results: alone).json())
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

    @Test("A block is one widget family in one language, so the cells listed at a time do not grow with the languages")
    func blocksPerLanguage() throws {
        let widget = try #require(SampleWidgets.catalog.widget(named: "DailyQuote"))
        var matrix = CheckMatrix(widgets: [widget], devices: Array(DeviceCatalog.all.prefix(2)), sizes: [.large])
        let oneLanguage = matrix.blocks()
        let largestBlock = oneLanguage.map(matrix.jobCount(in:)).max()
        matrix.locales = [.pseudo(.doubleLength), .pseudo(.accented), .pseudo(.bounded)]
        let blocks = matrix.blocks()
        #expect(blocks.count == 3 * oneLanguage.count)
        #expect(blocks.map(matrix.jobCount(in:)).max() == largestBlock)
        for block in blocks {
            #expect(matrix.jobs(in: block).allSatisfy { $0.cell.locale == block.locale && $0.cell.family == block.family })
        }
        #expect(blocks.flatMap(matrix.jobs(in:)).map(\.cell) == matrix.jobs().map(\.cell))
    }

    @Test("Cells listed a block at a time come back in the matrix's order, every cell of a shard once, each reporting its own cell")
    func blocksKeepTheMatrixOrder() throws {
        let widgets = ["DailyQuote", "ParcelTracker", "DayEventsFixedRows"].compactMap { SampleWidgets.catalog.widget(named: $0) }
        #expect(widgets.count == 3)
        var matrix = CheckMatrix(widgets: widgets, devices: Array(DeviceCatalog.all.prefix(3)), sizes: [.large, .accessibility2])
        // One block per widget and family, in widget order.
        let blocks = matrix.blocks()
        #expect(blocks.map(\.widgetIndex) == blocks.map(\.widgetIndex).sorted())
        #expect(blocks.flatMap(matrix.jobs(in:)).map(\.cell) == matrix.jobs().map(\.cell))
        // Counted from the axes (for progress and sizing), as many as listed.
        #expect(blocks.map(matrix.jobCount(in:)) == blocks.map { matrix.jobs(in: $0).count })
        for shard in [(1, 3), (2, 3), (3, 3), (4, 7)] {
            var sharded = matrix
            sharded.shard = shard
            for range in [0..<0, 0..<1, 2..<3, 5..<17, 3..<100] {
                #expect(sharded.shardCount(of: range) == range.filter(sharded.isInShard).count, "\(shard) \(range)")
            }
        }
        for shard in [nil, (2, 3)] as [(Int, Int)?] {
            matrix.shard = shard
            let expected = matrix.jobs()
            let rendered = MatrixRunner().run(matrix)
            #expect(rendered.map(\.cell) == expected.map(\.cell))
            #expect(rendered.map(\.key.widget) == expected.map { matrix.widgets[$0.widgetIndex].makeDescriptor()?.kind })
            #expect(MatrixRunner().report(matrix).cellCount == expected.count)
        }
    }
}
