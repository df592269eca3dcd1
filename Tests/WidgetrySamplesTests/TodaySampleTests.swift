import Foundation
import Testing
import Widgetry
import WidgetryCheck
import WidgetryPipeline
import WidgetrySamples

@Suite struct TodaySampleTests {
    private func run(_ name: String, textSize: DynamicTypeSize = .accessibility3) -> [TodayStepResult] {
        let registered = SampleWidgets.todayWidgets.first { $0.name == name }!
        let host = TodayHostSimulator(device: DeviceCatalog.defaultDevice, makeController: registered.makeController)
        return TodayScenario.standard(textSize: textSize).run(on: host)
    }

    @Test("The Today day-events sample stays within the granted height through every step, at every text size",
          arguments: DynamicTypeSize.allCases)
    func dayEventsClean(size: DynamicTypeSize) {
        let results = run("TodayDayEvents", textSize: size)
        #expect(results.allSatisfy { $0.state?.diagnostics.isEmpty ?? true })
    }

    @Test("Compact mode is granted 110 pt whatever the widget asks (iOS 10+, Reference/today-widget.json)")
    func compactIs110() {
        let appear = run("TodayDayEvents")[0].state!
        #expect(appear.activeDisplayMode == .compact)
        #expect(appear.grantedSize.height == 110)
    }

    @Test("The grid offers the expand control only with more than four items")
    func gridExpandControl() {
        #expect(run("TodayGrid")[0].state?.showsDisplayModeControl == true)
        #expect(run("TodayGridFour")[0].state?.showsDisplayModeControl == false)
        // Eight items are two rows of 110 pt when expanded.
        #expect(run("TodayGrid")[1].state?.grantedSize.height == 220)
    }
}

/// `widgetry today` runs the same content checks as `check`: the fixed-row sample is caught, the
/// adaptive one is clean.
@Suite struct TodayChecksTests {
    private func findings(_ name: String, textSize: DynamicTypeSize) -> [(step: String, finding: Finding)] {
        let registered = SampleWidgets.todayWidgets.first { $0.name == name }!
        let host = TodayHostSimulator(device: DeviceCatalog.defaultDevice, makeController: registered.makeController)
        let pipeline = CellPipeline()
        return TodayScenario.standard(textSize: textSize).run(on: host).flatMap { result in
            (result.state.map(pipeline.findings(for:)) ?? []).map { ("\(result.step)", $0) }
        }
    }

    @Test("The adaptive day-events sample has no findings at any step, at any text size", arguments: DynamicTypeSize.allCases)
    func adaptiveClean(size: DynamicTypeSize) {
        #expect(findings("TodayDayEvents", textSize: size).isEmpty)
    }

    @Test("Fixed 55 pt rows hold a body and a footnote line up to xxLarge and lose the second row's text from xxxLarge")
    func fixedRowsFlagged() throws {
        // Apple's leading (Reference/dynamic-type.json): body + 2 pt + footnote is 26 + 2 + 22 = 50 pt at
        // xxLarge, inside the 55 pt row; at xxxLarge it is 29 + 2 + 24 = 55 pt, no room left.
        for size in DynamicTypeSize.allCases where size <= .xxLarge {
            #expect(findings("TodayDayEventsFixedRows", textSize: size).isEmpty, "clean at \(size.argumentName)")
        }
        let broken = findings("TodayDayEventsFixedRows", textSize: .xxxLarge)
        // Flagged at the step that changed the text size, on the second row (the ForEach's child 1).
        let cut = try #require(broken.first { $0.finding.severity == .error })
        #expect(cut.step == "text size xxxLarge")
        #expect(cut.finding.kind == .outOfBounds || cut.finding.kind == .clippedText)
        #expect(cut.finding.path.hasPrefix("VStack/VStack[1]/"))
        // The steps before the change, still at the default size, are clean.
        #expect(!broken.contains { ["appear", "expand", "collapse"].contains($0.step) && $0.finding.severity == .error })
    }

    @Test("The Today report has the check report's shape: the same keys, and the steps where each problem occurs")
    func reportShape() throws {
        let registered = SampleWidgets.todayWidgets.first { $0.name == "TodayDayEventsFixedRows" }!
        let host = TodayHostSimulator(device: DeviceCatalog.defaultDevice, makeController: registered.makeController)
        let report = CheckReport(today: registered.name, results: TodayScenario.standard(textSize: .accessibility2).run(on: host))
        #expect(report.hasProblems(atOrAbove: .error))
        let json = try JSONSerialization.jsonObject(with: report.json()) as? [String: Any]
        let checkJSON = try JSONSerialization.jsonObject(with: CheckReport(results: []).json()) as? [String: Any]
        #expect(Set(json?.keys ?? [:].keys) == Set(checkJSON?.keys ?? [:].keys))
        let problem = try #require((json?["problems"] as? [[String: Any]])?.first)
        for key in ["widget", "family", "kind", "severity", "path", "message", "suggestion", "firstSizeCategory", "cells", "steps"] {
            #expect(problem[key] != nil, "problem has \(key)")
        }
        #expect(problem["family"] as? String == "today")
        #expect((problem["steps"] as? [String])?.first?.contains("text size accessibility2") == true)
    }
}
