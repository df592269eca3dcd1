import Foundation
import Testing
import WidgetryCheck
import WidgetryKit
import WidgetryReference
import WidgetrySamples

/// The JSON report's documented shape (docs/report-schema.md): its top-level fields and its version.
@Suite struct ReportSchemaTests {
    private static let report: CheckReport = {
        let widgets = ["DayEventsFixedRows"].compactMap { SampleWidgets.catalog.widget(named: $0) }
        let matrix = CheckMatrix(widgets: widgets, devices: [DeviceCatalog.defaultDevice], sizes: [.accessibility5], appearances: [.light])
        return CheckReport(results: MatrixRunner().run(matrix))
    }()

    @Test("A report carries schemaVersion 1 and exactly the documented top-level and problem fields")
    func documentedFields() throws {
        let object = try #require(try JSONSerialization.jsonObject(with: Self.report.json()) as? [String: Any])
        #expect(Set(object.keys) == ["schemaVersion", "cellCount", "problems", "failures", "notes", "checkedFamilies", "readingOrders"])
        let reading = try #require((object["readingOrders"] as? [[String: Any]])?.first)
        #expect(Set(reading.keys) == ["widget", "family", "elements", "cells"])
        let element = try #require((reading["elements"] as? [[String: Any]])?.first)
        #expect(Set(element.keys).isSuperset(of: ["label", "traits", "frame", "path", "unlabeledImages"]))
        #expect(object["schemaVersion"] as? Int == 1)
        let problem = try #require((object["problems"] as? [[String: Any]])?.first)
        // `source` is optional (a problem about no view of the user's has none); this sample's views are the user's.
        #expect(Set(problem.keys) == ["widget", "family", "kind", "severity", "path", "message", "suggestion", "firstSizeCategory", "cells", "source"])
        let source = try #require(problem["source"] as? [String: Any])
        #expect(Set(source.keys) == ["file", "line"])
        let cell = try #require((problem["cells"] as? [[String: Any]])?.first)
        #expect(Set(cell.keys) == ["widget", "family", "device", "sizeCategory", "appearance", "context"])
    }

    @Test("A report from a newer Widgetry is refused with its version; one without the field reads as version 1")
    func versions() throws {
        var object = try #require(try JSONSerialization.jsonObject(with: Self.report.json()) as? [String: Any])
        object["schemaVersion"] = 2
        let newer = try JSONSerialization.data(withJSONObject: object)
        #expect { try JSONDecoder().decode(CheckReport.self, from: newer) } throws: { "\($0)".contains("schema version 2") }
        object.removeValue(forKey: "schemaVersion")
        let older = try JSONSerialization.data(withJSONObject: object)
        #expect(try JSONDecoder().decode(CheckReport.self, from: older).schemaVersion == 1)
    }
}
