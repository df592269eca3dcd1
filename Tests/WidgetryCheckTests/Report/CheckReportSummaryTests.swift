import Foundation
import Testing
import WidgetryCheck

/// The text summary a person reads at the end of `check`.
@Suite struct CheckReportSummaryTests {
    @Test("A check of no cell has no tick: it found nothing because it looked at nothing, and its notes say why")
    func nothingChecked() {
        var report = CheckReport(results: [])
        report.notes = ["nothing was checked: no widget or preview made a cell"]
        let summary = report.summary()
        #expect(summary.hasPrefix("0 cells checked: nothing was rendered."))
        #expect(!summary.contains("✓"))
        #expect(summary.contains("NOTE nothing was checked"))
    }
}
