import Testing
@testable import WidgetryCLI

@Suite struct ProgressDisplayTests {
    @Test("In a log, progress is a line per tenth that only goes up, ending at the total, whatever order workers report in")
    func logLinesOnlyGoUp() {
        var steps = ProgressDisplay.Steps(label: "checking", terminal: false)
        // Groups of uneven sizes finishing out of order, as two workers report them: 2,300 arrives after 2,950.
        let reports = [130, 260, 1_010, 2_950, 2_300, 4_000, 3_100, 6_020, 9_480, 8_800]
        let lines = reports.compactMap { steps.text(done: $0, total: 9_480) }
        // The first report shows the run has started; then one line per tenth reached.
        #expect(lines == ["checking: 130/9480 cells\n", "checking: 1010/9480 cells\n", "checking: 2950/9480 cells\n", "checking: 4000/9480 cells\n",
                          "checking: 6020/9480 cells\n", "checking: 9480/9480 cells\n"])
    }

    @Test("On a terminal the bar redraws in place and ends its line once, at the total")
    func terminalBarEndsOnce() {
        var steps = ProgressDisplay.Steps(label: "rendering", terminal: true)
        let lines = [0, 10, 5, 20].compactMap { steps.text(done: $0, total: 20) }
        #expect(lines.count == 3)
        #expect(lines.allSatisfy { $0.hasPrefix("\rrendering ") })
        #expect(lines.last == "\rrendering " + String(repeating: "█", count: 30) + " 20/20\n")
        #expect(lines.dropLast().allSatisfy { !$0.hasSuffix("\n") })
    }
}
