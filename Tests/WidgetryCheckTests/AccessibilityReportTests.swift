import Foundation
import Testing
import WidgetryCheck
import WidgetryFindings
import WidgetryKit
import WidgetryPipeline
import WidgetryReference
import WidgetrySamples

/// The accessibility audit's findings travel like every other finding: JSON, SARIF, JUnit and baselines.
@Suite struct AccessibilityReportTests {
    /// The audit's kinds the broken sample shows.
    static let auditKinds: [FindingKind] = [.smallTapTarget, .overlappingTapTargets, .missingAccessibilityLabel, .repeatedAccessibilityLabel, .lowContrastInColorVision, .colorOnlyStatus,
                                             .readingOrderMismatch]

    static let report: CheckReport = {
        let widget = SampleWidgets.accessibilityCatalog.widget(named: "HomeControls")!
        let matrix = CheckMatrix(widgets: [widget], devices: [DeviceCatalog.defaultDevice], sizes: [.large], appearances: [.light],
                                 contexts: [.homeScreen])
        return CheckReport(results: MatrixRunner().run(matrix))
    }()

    @Test("Each audit kind is in the JSON report, decoded back with its path and source line")
    func json() throws {
        let decoded = try JSONDecoder().decode(CheckReport.self, from: Self.report.json())
        for kind in Self.auditKinds {
            let problem = try #require(decoded.problems.first { $0.kind == kind }, "\(kind)")
            #expect(!problem.path.isEmpty)
        }
    }

    @Test("Each audit kind is a SARIF rule with results, and a JUnit test case")
    func sarifAndJUnit() throws {
        let data = try SARIFReport.json(Self.report)
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let run = try #require((document["runs"] as? [[String: Any]])?.first)
        let rules = ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]] ?? []
        let results = run["results"] as? [[String: Any]] ?? []
        let xml = JUnitReport.xml(Self.report, failingAt: .warning)
        for kind in Self.auditKinds {
            #expect(rules.contains { $0["id"] as? String == kind.rawValue }, "\(kind)")
            #expect(results.contains { $0["ruleId"] as? String == kind.rawValue }, "\(kind)")
            #expect(xml.contains("<failure type=\"\(kind.rawValue)\""), "\(kind)")
        }
    }

    @Test("A baseline accepts the audit's findings and reports them fixed once gone")
    func baseline() throws {
        let baseline = Baseline(accepting: Self.report)
        let entries = Set(try JSONDecoder().decode(Baseline.self, from: baseline.json()).findings.map(\.kind))
        #expect(Set(Self.auditKinds.map(\.rawValue)).isSubset(of: entries))
        #expect(!Self.report.removingAccepted(by: baseline).hasProblems(atOrAbove: .info))
        var clean = Self.report
        clean.problems = []
        let fixed = Set(baseline.compare(clean).fixed.map(\.kind))
        #expect(Set(Self.auditKinds.map(\.rawValue)).isSubset(of: fixed))
    }

    @Test("The JSON carries what VoiceOver reads in each cell, grouped by reading; shards merge to the whole run's")
    func readingOrders() throws {
        let decoded = try JSONDecoder().decode(CheckReport.self, from: Self.report.json())
        let reading = try #require(decoded.readingOrders.first { $0.widget == "HomeControls" })
        #expect(reading.cells.count == 1 && reading.family == "systemMedium")
        // The overlay is read last though drawn at the top: the order the readingOrderMismatch finding names.
        #expect(reading.elements.last?.label == "Updated 9:41")
        #expect(reading.elements.contains { $0.label == "lightbulb" && $0.traits == ["button"] && $0.unlabeledImages == ["lightbulb"] })
        #expect(CheckReport(merging: [Self.report]).readingOrders == Self.report.readingOrders)
    }

    @Test("The gallery keeps each cell's reading order, drawn as numbered marks behind the VoiceOver toggle")
    func gallery() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-voiceover-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let widget = SampleWidgets.accessibilityCatalog.widget(named: "HomeControlsFixed")!
        let matrix = CheckMatrix(widgets: [widget], devices: [DeviceCatalog.defaultDevice], sizes: [.large], appearances: [.light],
                                 contexts: [.homeScreen])
        let results = MatrixRunner(output: .drawing).run(matrix)
        let manifest = try GalleryWriter().writeGallery(results, report: CheckReport(results: results), to: folder)
        let marks = try #require(manifest.entries.first?.readingOrder)
        #expect(marks.map(\.spoken) == ["Home", "Updated 9:41", "Front door locked", "Alarm off", "Lights, button", "Fan, toggle", "Heater, toggle"])
        let page = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("id=\"voiceOver\"") && page.contains("markCell(frame, e, 1, { readingOrder:"))
    }
}
