import Foundation
import Testing
@testable import WidgetryReference

@Suite("Today widget, refresh and layout facts")
struct FactsTests {
    @Test("Today widget facts equal today-widget.json")
    func todayWidget() throws {
        let json = try ReferenceJSON.load("today-widget.json")
        let today = try #require(json["todayExtension"] as? [String: Any])
        let modes = try #require(today["displayModes"] as? [String: Any])
        let compact = try #require(modes["compact"] as? [String: Any])
        #expect(TodayWidgetFacts.compactHeight == ReferenceJSON.double(compact["height"]))
        let maximums = try #require(today["maximumSizes"] as? [String: Any])
        let ios10 = try #require(maximums["iOS10plus"] as? [[String: Any]])
        #expect(TodayWidgetFacts.iPadExpandedMaximumHeight == ReferenceJSON.double(ios10.first?["maxHeight"]))
        let ios8 = try #require(maximums["iOS8_measured"] as? [String: Any])
        let rows = try #require(ios8["rows"] as? [[String: Any]])
        #expect(TodayWidgetFacts.iOS8MeasuredMaximumSizes.count == rows.count)
        for (fact, row) in zip(TodayWidgetFacts.iOS8MeasuredMaximumSizes, rows) {
            #expect(fact.device == row["device"] as? String)
            #expect(fact.orientation == row["orientation"] as? String)
            #expect(Double(fact.size.width) == ReferenceJSON.double(row["width"]))
            #expect(Double(fact.size.height) == ReferenceJSON.double(row["height"]))
        }
        let note = try #require(ios8["note"] as? String)
        #expect(note.contains("screen height - \(Int(TodayWidgetFacts.iPhoneMaximumHeightInset))"))
        #expect(note.contains("screen height - \(Int(TodayWidgetFacts.iPadMaximumHeightInset))"))
        #expect(TodayWidgetFacts.ruleOfThumbMaximumHeight(screenHeight: 667, idiom: .phone)
            == 667 - TodayWidgetFacts.iPhoneMaximumHeightInset)
        #expect(TodayWidgetFacts.ruleOfThumbMaximumHeight(screenHeight: 1024, idiom: .pad)
            == 1024 - TodayWidgetFacts.iPadMaximumHeightInset)
    }

    @Test("refresh budget equals today-widget.json")
    func refreshBudget() throws {
        let json = try ReferenceJSON.load("today-widget.json")
        let refresh = try #require(json["widgetKitRefresh"] as? [String: Any])
        let budget = try #require(refresh["dailyBudget"] as? [String: Any])
        let interval = try #require(budget["approxInterval"] as? [String: Any])
        #expect(RefreshBudgetFacts.dailyReloadBudget.lowerBound == budget["min"] as? Int)
        #expect(RefreshBudgetFacts.dailyReloadBudget.upperBound == budget["max"] as? Int)
        #expect(RefreshBudgetFacts.typicalReloadIntervalMinutes.lowerBound == interval["minMinutes"] as? Int)
        #expect(RefreshBudgetFacts.typicalReloadIntervalMinutes.upperBound == interval["maxMinutes"] as? Int)
        #expect(RefreshBudgetFacts.typicalReloadInterval.lowerBound
            == TimeInterval(RefreshBudgetFacts.typicalReloadIntervalMinutes.lowerBound * 60))
    }

    @Test("layout facts equal widget-sizes.json")
    func layout() throws {
        let json = try ReferenceJSON.load("widget-sizes.json")
        let margins = try #require(json["marginsAndPadding"] as? [String: Any])
        #expect(WidgetLayoutFacts.standardContentMargin == ReferenceJSON.double(margins["standardContentMargin"]))
        #expect(WidgetLayoutFacts.tightContentMargin == ReferenceJSON.double(margins["tightContentMargin"]))
        #expect(WidgetLayoutFacts.minimumFontSize == ReferenceJSON.double(margins["minimumFontSize"]))
        #expect(WidgetLayoutFacts.minimumFontSize == DynamicTypeTable.minimumPointSize)
        #expect(WidgetLayoutFacts.maximumUpdateAnimationDuration
            == ReferenceJSON.double(margins["maxUpdateAnimationSeconds"]))
    }

    @Test("the generated Swift is up to date with Reference/")
    func generatedFilesAreCurrent() throws {
        let root = ReferenceJSON.directory.deletingLastPathComponent()
        let script = root.appendingPathComponent("scripts/generate-reference.py")
        // No silent skip: a moved script or a missing python3 fails here rather than passing unnoticed.
        try #require(FileManager.default.fileExists(atPath: script.path), "missing \(script.path)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, "--check"]
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = Pipe()
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(message)")
    }
}
