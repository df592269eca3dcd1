import Foundation
import Testing
import Widgetry
import WidgetryPipeline
import WidgetrySamples

/// `CellPipeline` takes a placeholder's layout from the snapshot when the two entries are equal; over every
/// sample, that must report exactly what laying each placeholder out again reports.
@Suite struct EqualPlaceholderSampleTests {
    @Test("Taking an equal placeholder entry's layout from the snapshot reports what laying it out again reports, for every sample")
    func samplesUnchanged() throws {
        let devices = try ["iPhone 16", "iPad Pro 12.9-inch (6th generation)"].map { try #require(DeviceCatalog.device(named: $0)) }
        let reusing = CellPipeline()
        var reference = CellPipeline()
        reference.reusesSnapshotForEqualPlaceholder = false
        var compared = 0, expected = 0, equalEntries = 0
        for widget in SampleWidgets.catalog.widgets {
            let descriptor = try #require(widget.makeDescriptor())
            let families = descriptor.options.supportedFamilies
            let context = TimelineProviderContext(family: families[0], displaySize: CGSize(width: 170, height: 170), isPreview: true)
            if let content = descriptor.snapshot(context).entry.content, content == descriptor.placeholder(context).entry.content {
                equalEntries += 1
            }
            let cells = devices.flatMap { device in
                families.flatMap { family in
                    [DynamicTypeSize.large, .accessibility5].map { WidgetCell(family: family, device: device, dynamicTypeSize: $0) }
                }
            }
            expected += cells.count
            for (a, b) in zip(reusing.render(widget, in: cells), reference.render(widget, in: cells)) {
                #expect(a.findings == b.findings, "\(a.key)")
                compared += 1
            }
        }
        #expect(compared == expected)
        // Most samples answer getSnapshot with placeholder(in:), as providers commonly do: the reuse is exercised.
        #expect(equalEntries * 2 > SampleWidgets.catalog.widgets.count)
    }

}
