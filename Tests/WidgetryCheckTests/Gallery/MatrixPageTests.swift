import Foundation
import Testing
import WidgetryCheck
import WidgetryKit
import WidgetryPipeline
import WidgetryReference
import WidgetrySamples

/// `matrix.html` over a real sample with errors: every cell listed, erroring cells outlined as errors,
/// thumbnails loaded lazily.
@Suite struct MatrixPageTests {
    @Test("The matrix page lists every cell, marks erroring cells with the error class and loads thumbnails lazily")
    func everyCellOutlined() throws {
        let widgets = ["DayEventsFixedRows", "DailyQuote"].compactMap { SampleWidgets.catalog.widget(named: $0) }
        let matrix = CheckMatrix(widgets: widgets, devices: [DeviceCatalog.defaultDevice, DeviceCatalog.device(named: "iPhone SE")!],
                                 sizes: [.large, .accessibility3, .accessibility5], appearances: [.light, .dark], contexts: [.homeScreen])
        let results = MatrixRunner(output: .drawing).run(matrix)
        let folder = GalleryFixtures.folder("matrix")
        let manifest = try GalleryWriter().writeGallery(results, report: CheckReport(results: results), to: folder)
        let page = try String(contentsOf: folder.appendingPathComponent("matrix.html"), encoding: .utf8)
        #expect(!manifest.entries.isEmpty)

        // One lazy thumbnail per cell, each in a cell classed by its worst finding.
        #expect(page.components(separatedBy: "<img loading=\"lazy\"").count - 1 == manifest.entries.count)
        for (index, entry) in manifest.entries.enumerated() {
            #expect(page.components(separatedBy: "src=\"\(entry.image)\"").count - 1 == 1, "\(entry.image) not listed once")
            let classes = ["cell"] + (entry.highestSeverity.map { [$0.rawValue] } ?? [])
            #expect(page.contains("<td class=\"\(classes.joined(separator: " "))\" data-index=\"\(index)\""), "\(entry.label) not classed \(classes)")
        }
        let erroring = try #require(manifest.entries.firstIndex { $0.highestSeverity == .error })
        #expect(page.contains("<td class=\"cell error\" data-index=\"\(erroring)\""))
        #expect(page.contains("td.cell.error img { outline: 3px solid #ff3b30; }"))
        // A grid per widget and family with the text sizes as rows and the devices as columns.
        #expect(page.contains("<h2>DayEventsFixedRows · systemMedium</h2>"))
        #expect(page.contains("<th colspan=\"2\">iPhone SE</th>"))
        #expect(page.contains("<tr><th>accessibility5</th>"))
        // The contact sheet links to it.
        #expect(try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8).contains("href=\"matrix.html\""))
        // Both pages draw a cell with the one viewer's marks (CellMarks), as the live preview does.
        let index = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        for html in [page, index] {
            #expect(html.contains("function markCell(") && html.contains("function findingItem(") && html.contains(".mark.tap"))
        }
    }
}
