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

        let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
        let browser = try #require(chromium, "Chromium is not installed: run `make test` (it installs Debian's chromium) or apt-get install chromium")
        let dom = try run(browser, ["--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=10000", "--dump-dom", page.absoluteString])
        // The page shows one image per widget-and-family section at the default size: 3 sections
        // (DayEventsFixedRows medium and large, LocationSummary small).
        #expect(dom.contains("data-loaded=\"3\""), "images did not all load; body attributes: \(dom.prefix(300))")
        #expect(!dom.contains("data-failed"))
        #expect(dom.contains("DayEventsFixedRows · systemMedium"))

        let shot = folder.appendingPathComponent("screenshot.png")
        _ = try run(browser, ["--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=10000", "--window-size=1100,1200",
                              "--screenshot=\(shot.path)", page.absoluteString])
        #expect(FileManager.default.fileExists(atPath: shot.path))
        print("gallery screenshot kept at \(shot.path)")
    }

    private func run(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
