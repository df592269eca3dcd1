import Foundation
import Testing
import WidgetryCheck
import WidgetryKit
import WidgetryReference
import WidgetrySamples

/// Opens a written gallery in headless Chromium (Debian's `chromium`, installed by `make test`) from disk,
/// with no server, and checks that the page ran and every image it shows loaded.
@Suite struct GalleryBrowserTests {
    @Test("The gallery opens from disk in Chromium and its images load")
    func opensInChromium() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-gallery-\(UUID().uuidString)")
        let widgets = SampleWidgets.catalog.widgets.filter { ["DayEventsFixedRows", "LocationSummary"].contains($0.name) }
        let matrix = CheckMatrix(widgets: widgets, devices: [DeviceCatalog.defaultDevice], sizes: [.large, .accessibility3], appearances: [.light])
        let results = MatrixRunner(output: .drawing).run(matrix)
        let page = try GalleryWriter().write(results, report: CheckReport(results: results), to: folder)

        let browser = try HeadlessChromium()
        let dom = try browser.dom(page.absoluteString)
        // The page shows one image per widget-and-family section at the default size: 3 sections
        // (DayEventsFixedRows medium and large, LocationSummary small).
        #expect(dom.contains("data-loaded=\"3\""), "images did not all load; body attributes: \(dom.prefix(300))")
        #expect(!dom.contains("data-failed"))
        #expect(dom.contains("DayEventsFixedRows · systemMedium"))

        let shot = folder.appendingPathComponent("screenshot.png")
        try browser.screenshot(page.absoluteString, width: 1100, height: 1200, to: shot)
        #expect(FileManager.default.fileExists(atPath: shot.path))
        print("gallery screenshot kept at \(shot.path)")
    }
}
