import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import WidgetryCheck
import WidgetryFindings
import WidgetryKit
import WidgetryPipeline
import WidgetryReference
import WidgetrySamples

/// JUnit and SARIF from one real check: the broken fixed-row sample and a clean one, one device, two sizes.
@Suite struct CIReportTests {
    private static let report: CheckReport = {
        let widgets = ["DayEventsFixedRows", "DailyQuote"].compactMap { SampleWidgets.catalog.widget(named: $0) }
        let matrix = CheckMatrix(widgets: widgets, devices: [DeviceCatalog.defaultDevice], sizes: [.large, .accessibility5], appearances: [.light])
        return CheckReport(results: MatrixRunner().run(matrix))
    }()

    @Test("JUnit: a failure per error group, skipped warnings, a passing case per clean widget × family")
    func junit() throws {
        let report = Self.report
        let xml = JUnitReport.xml(report, failingAt: .error)
        let errors = report.problems.filter { $0.severity == .error }.count
        #expect(errors > 0)
        #expect(xml.components(separatedBy: "<failure ").count - 1 == errors)
        #expect(xml.components(separatedBy: "<skipped ").count - 1 == report.problems.count - errors)
        #expect(xml.contains("<testsuite name=\"DayEventsFixedRows\""))
        // The clean families of the quote sample are listed as passing cases.
        let cleanFamilies = report.checkedFamilies.filter { checked in !report.problems.contains { $0.widget == checked.widget && $0.family == checked.family } }
        #expect(xml.components(separatedBy: "name=\"no findings\"").count - 1 == cleanFamilies.count)
        // Well-formed: the XML parser reads it to the end.
        let parser = XMLParser(data: Data(xml.utf8))
        #expect(parser.parse())
        // Failing at warnings turns the skipped groups into failures.
        #expect(JUnitReport.xml(report, failingAt: .warning).components(separatedBy: "<failure ").count - 1 == report.problems.filter { $0.severity >= .warning }.count)
    }

    /// The package's root, where CI runs and where SARIF and annotation paths start.
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("SARIF 2.1.0: a rule per kind, a result per group with its level, located at the line that wrote the view")
    func sarif() throws {
        let report = Self.report
        let declared = SARIFReport.declarations(of: ["FixedRowDayEventsWidget"], in: Self.root.appendingPathComponent("Sources"))
        let location = try #require(declared["FixedRowDayEventsWidget"])
        #expect(location.path == "WidgetrySamples/Widgets/DayEvents.swift")
        let data = try SARIFReport.json(report, locations: ["DayEventsFixedRows": location], relativeTo: Self.root.path)
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(document["version"] as? String == "2.1.0")
        let run = try #require((document["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == report.problems.count)
        let rules = ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]] ?? []
        #expect(Set(rules.compactMap { $0["id"] as? String }) == Set(report.problems.map(\.kind.rawValue)))
        // The fixed-row sample's truncated and pushed-out text: each result at the line of its `Text(…)`
        // statement in the sample's file, not at the widget's declaration.
        let source = try String(contentsOf: Self.root.appendingPathComponent("Sources/WidgetrySamples/Widgets/DayEvents.swift"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        let textResults = results.filter { result in
            (result["ruleId"] as? String).map { ["truncatedText", "outOfBounds", "clippedText"].contains($0) } == true
                && ((result["message"] as? [String: Any])?["text"] as? String)?.hasPrefix("DayEventsFixedRows") == true
        }
        #expect(!textResults.isEmpty)
        for result in textResults {
            let physical = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "Sources/WidgetrySamples/Widgets/DayEvents.swift")
            let line = try #require((physical["region"] as? [String: Any])?["startLine"] as? Int)
            #expect(line != location.line)
            #expect(source[line - 1].contains("Text("), "line \(line): \(source[line - 1])")
        }
    }

    @Test("GitHub: a workflow command per problem at its line, escaped, and a job summary with the counts")
    func github() throws {
        let report = Self.report
        let annotations = GitHubReport.annotations(report, relativeTo: Self.root.path).split(separator: "\n")
        #expect(annotations.count == report.problems.count + report.failures.count)
        let errors = annotations.filter { $0.hasPrefix("::error ") }
        #expect(errors.count == report.problems.filter { $0.severity == .error }.count)
        #expect(annotations.contains { $0.contains("file=Sources/WidgetrySamples/Widgets/DayEvents.swift,line=") })
        // The properties (between the command and `::`) hold no raw colon, which would end them early.
        for annotation in annotations {
            let body = annotation.dropFirst(2)
            let end = try #require(body.range(of: "::"))
            #expect(!body[..<end.lowerBound].contains(":"), "\(annotation)")
        }
        #expect(GitHubReport.escapeProperty("a,b:c%\n") == "a%2Cb%3Ac%25%0A")
        #expect(GitHubReport.escapeMessage("50% cut\nnext") == "50%25 cut%0Anext")
        let summary = GitHubReport.summary(report, relativeTo: Self.root.path)
        #expect(summary.contains("\(report.cellCount) cells checked"))
        #expect(summary.contains("`Sources/WidgetrySamples/Widgets/DayEvents.swift:"))
    }

    @Test("JUnit: a failure's test case carries the file and line of its view")
    func junitLocations() {
        let xml = JUnitReport.xml(Self.report, failingAt: .error, relativeTo: Self.root.path)
        #expect(xml.contains("file=\"Sources/WidgetrySamples/Widgets/DayEvents.swift\" line=\""))
    }

    @Test("SARIF: a cell that failed to render (a crashed or hung widget) is an error result of its own rule")
    func sarifFailedCells() throws {
        let crashed = CellPipeline().failed("Crashing", in: WidgetCell(family: .systemMedium),
                                            finding: Finding(kind: .widgetCrashed, message: "'Crashing' crashed while Widgetry ran its code: Fatal error: boom",
                                                             suggestion: "handle the missing value"))
        let report = CheckReport(merging: [Self.report, CheckReport(results: [crashed])])
        #expect(report.failures.count == 1)
        let data = try SARIFReport.json(report, locations: ["Crashing": .init(path: "Crashing.swift", line: 7)])
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let run = try #require((document["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == report.problems.count + 1)
        let failed = try #require(results.first { $0["ruleId"] as? String == SARIFReport.failedCellRule })
        #expect(failed["level"] as? String == "error")
        let message = (failed["message"] as? [String: Any])?["text"] as? String ?? ""
        #expect(message.contains("Fatal error: boom"))
        let location = (failed["locations"] as? [[String: Any]])?.first ?? [:]
        let logical = (location["logicalLocations"] as? [[String: Any]])?.first?["fullyQualifiedName"] as? String
        #expect(logical == "Crashing/systemMedium")
        let region = (location["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
        let line = region?["startLine"] as? Int
        #expect(line == 7)
        let rules = ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]] ?? []
        #expect(rules.contains { $0["id"] as? String == SARIFReport.failedCellRule })
    }
}

@Suite struct ShardingTests {
    @Test("Three shards, merged after a trip through JSON, are byte for byte the report of one run")
    func mergedShardsEqualOneRun() throws {
        var matrix = CheckMatrix(widgets: SampleWidgets.catalog.widgets,
                                 devices: [DeviceCatalog.defaultDevice, DeviceCatalog.device(named: "iPhone SE")!])
        let single = CheckReport(results: MatrixRunner().run(matrix))
        var shards: [CheckReport] = []
        for index in 1...3 {
            matrix.shard = (index, 3)
            let shard = CheckReport(results: MatrixRunner().run(matrix))
            shards.append(try JSONDecoder().decode(CheckReport.self, from: shard.json()))
        }
        // The shards hold every cell once, balanced to within one cell.
        let counts = shards.map(\.cellCount)
        #expect(counts.reduce(0, +) == single.cellCount)
        #expect((counts.max() ?? 0) - (counts.min() ?? 0) <= 1)
        #expect(try CheckReport(merging: shards).json() == single.json())
        #expect(!single.problems.isEmpty)
    }

    @Test("A shard is every n-th cell from the i-th")
    func shardSlices() {
        var matrix = CheckMatrix(widgets: [SampleWidgets.catalog.widget(named: "DailyQuote")!], devices: [DeviceCatalog.defaultDevice])
        let all = matrix.jobs().map(\.cell)
        matrix.shard = (2, 3)
        #expect(matrix.jobs().map(\.cell) == all.enumerated().filter { $0.offset % 3 == 1 }.map(\.element))
    }
}
