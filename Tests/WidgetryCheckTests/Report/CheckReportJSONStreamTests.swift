import Foundation
import Testing
import WidgetryCheck
import WidgetryReference
import WidgetrySamples

/// `check --json-output` writes the report a problem at a time; what it writes must be `json()`'s bytes,
/// which `merge`, baselines and other readers compare byte for byte.
@Suite struct CheckReportJSONStreamTests {
    /// A real report with errors, warnings, notes, locales and Live Activity-free families: the fixed-row
    /// sample (truncates) and a clean one, under a pseudo-locale, on one device at two text sizes.
    private static let report: CheckReport = {
        let widgets = ["DayEventsFixedRows", "DailyQuote", "ParcelTracker"].compactMap { SampleWidgets.catalog.widget(named: $0) }
        var matrix = CheckMatrix(widgets: widgets, devices: [DeviceCatalog.defaultDevice], sizes: [.large, .accessibility5], appearances: [.light, .dark])
        matrix.locales = [.pseudo(.doubleLength)]
        var report = MatrixRunner().report(matrix)
        report.notes = ["a note the report carries"]
        return report
    }()

    private static func streamed(_ report: CheckReport) throws -> Data {
        var data = Data()
        try report.writeJSON { data.append($0) }
        return data
    }

    @Test("The pieces join to json()'s bytes, for a report with problems and for a clean one")
    func sameBytes() throws {
        let report = Self.report
        #expect(report.problems.count > 2)
        #expect(report.problems.contains { $0.cells.count > 1 })
        #expect(try Self.streamed(report) == report.json())

        var clean = report
        clean.problems = []
        #expect(try Self.streamed(clean) == clean.json())
    }

    @Test("Written to a file: the whole report, replacing an older one, with no partial file left beside it")
    func file() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-json-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("report.json")
        try Data("an older report".utf8).write(to: url)

        try Self.report.writeJSON(to: url)
        #expect(try Data(contentsOf: url) == Self.report.json())
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.json"])
        // What was written reads back as the same report.
        let decoded = try JSONDecoder().decode(CheckReport.self, from: Data(contentsOf: url))
        #expect(try decoded.json() == Self.report.json())
    }

    @Test("A folder that does not exist is an error, and nothing is left behind")
    func missingFolder() {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-missing-\(UUID().uuidString)/report.json")
        #expect(throws: (any Error).self) { try Self.report.writeJSON(to: url) }
        #expect(!FileManager.default.fileExists(atPath: url.deletingLastPathComponent().path))
    }
}
