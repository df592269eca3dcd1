import Foundation
import Testing
@testable import WidgetryUI

/// iOS 18's live text, `Text(.currentDate, format: .reference(to:))`, written for the instant being rendered.
@Suite struct TimeDataSourceTests {
    /// A container-status row as apps write it: when the next check is, phrased from the instant shown.
    struct NextCheck: View {
        let date: Date
        var body: some View { Text(.currentDate, format: .reference(to: date, allowedFields: [.day, .hour, .minute], maxFieldCount: 1)) }
    }

    private func text(_ offset: TimeInterval) -> String {
        // The render's instant: a fixed Monday noon, UTC (1 December 2025).
        let now = Date(timeIntervalSince1970: 1_764_590_400)
        let result = layout(NextCheck(date: now.addingTimeInterval(offset))) { environment in
            environment.now = now
            environment.locale = Locale(identifier: "en_US")
        }
        return result.texts.map(\.text.string).joined()
    }

    @Test("Phrased by distance from the instant shown: now, minutes, hours, tomorrow, days ago (Apple's examples)")
    func relativePhrases() {
        #expect(text(20) == "now")
        #expect(text(5 * 60) == "in 5 minutes")
        #expect(text(3 * 3_600) == "in 3 hours")
        #expect(text(30 * 3_600) == "tomorrow")
        #expect(text(-3 * 86_400) == "3 days ago")
    }

    @Test("Beyond the threshold (a month for .day) the date itself is shown")
    func absoluteBeyondTheThreshold() {
        let shown = text(40 * 86_400)
        #expect(!shown.contains("in ") && !shown.contains("ago"))
        #expect(shown.contains("January"))
    }
}

/// `.timer(countingDownIn:)`, `.timer(countingUpIn:)` and `.stopwatch(startingAt:)`, with the output tables of Apple's
/// documentation for `SystemFormatStyle.Timer` and `SystemFormatStyle.Stopwatch`.
@Suite struct LiveTimerStyleTests {
    let start = Date(timeIntervalSince1970: 1_764_590_400)

    @Test("A five-minute countdown: 5:00 at the start, 4:00 after a minute, 0:30 after 4:30, 0:00 at the end")
    func countdown() {
        let timer = SystemFormatStyle.Timer(countingDownIn: start..<start.addingTimeInterval(300))
        let shown = [0, 60, 270, 300].map { String(timer.format(start.addingTimeInterval(TimeInterval($0))).characters) }
        #expect(shown == ["5:00", "4:00", "0:30", "0:00"])
    }

    @Test("A one-hour count-up reaches hours; without showsHours minutes pass 60; two fields drop the seconds")
    func countUp() {
        let interval = start..<start.addingTimeInterval(7_200)
        #expect(String(SystemFormatStyle.Timer(countingUpIn: interval).format(start).characters) == "0:00")
        let later = start.addingTimeInterval(5_025)  // 1 h 23 min 45 s
        #expect(String(SystemFormatStyle.Timer(countingUpIn: interval).format(later).characters) == "1:23:45")
        #expect(String(SystemFormatStyle.Timer(countingUpIn: interval, showsHours: false).format(later).characters) == "83:45")
        #expect(String(SystemFormatStyle.Timer(countingUpIn: interval, maxFieldCount: 2).format(later).characters) == "1:23")
    }

    @Test("A stopwatch shows hundredths, and hours from an hour on")
    func stopwatch() {
        let watch = SystemFormatStyle.Stopwatch(startingAt: start)
        #expect(String(watch.format(start.addingTimeInterval(5.23)).characters) == "00:05.23")
        #expect(String(watch.format(start.addingTimeInterval(2_730.12)).characters) == "45:30.12")
        #expect(String(watch.format(start.addingTimeInterval(3_600)).characters) == "01:00:00.00")
        #expect(String(SystemFormatStyle.Stopwatch(startingAt: start, maxPrecision: .seconds(1)).format(start.addingTimeInterval(5.23)).characters) == "00:05")
    }

    struct Countdown: View {
        let end: Date
        var body: some View { Text(.currentDate, format: .timer(countingDownIn: Date(timeIntervalSince1970: 1_764_590_400)..<end)) }
    }

    @Test("In a view, the timer is written for the instant rendered")
    func inAView() {
        let result = layout(Countdown(end: start.addingTimeInterval(300))) { $0.now = self.start.addingTimeInterval(60) }
        #expect(result.texts.map(\.text.string) == ["4:00"])
    }
}

/// `.offset(to:allowedFields:maxFieldCount:sign:)`, with the examples of Apple's documentation for
/// `SystemFormatStyle.DateOffset`: "3 minutes, 42 seconds" by default, "5:32" and "1:23:45" in its time patterns.
@Suite struct DateOffsetStyleTests {
    let start = Date(timeIntervalSince1970: 1_764_590_400)
    private func shown(_ style: SystemFormatStyle.DateOffset, after seconds: TimeInterval) -> String {
        String(style.locale(Locale(identifier: "en_US")).format(start.addingTimeInterval(seconds)).characters)
    }

    @Test("By default, the two largest units since the anchor: 3 minutes, 42 seconds; 1 hour, 34 minutes")
    func units() {
        let style = SystemFormatStyle.DateOffset(to: start)
        #expect(shown(style, after: 222) == "3 minutes, 42 seconds")
        // Apple's maxFieldCount example: 1 hour, 34 minutes and 23 seconds shown as two fields.
        #expect(shown(style, after: 5_663) == "1 hour, 34 minutes")
        #expect(shown(.offset(to: start, maxFieldCount: 3), after: 5_663) == "1 hour, 34 minutes, 23 seconds")
    }

    @Test("The time patterns of Apple's table: [.minute, .second] with 2 fields, [.hour, .minute, .second] with 3")
    func timePatterns() {
        #expect(shown(.offset(to: start, allowedFields: [.minute, .second], maxFieldCount: 2), after: 332) == "5:32")
        #expect(shown(.offset(to: start, allowedFields: [.hour, .minute, .second], maxFieldCount: 3), after: 5_025) == "1:23:45")
        // Any other combination writes units.
        #expect(shown(.offset(to: start, allowedFields: [.minute, .second], maxFieldCount: 1), after: 332) == "5 minutes")
    }

    @Test("Before the anchor the offset is negative; .never hides the sign, .always shows a plus")
    func signs() {
        let pattern = SystemFormatStyle.DateOffset(to: start, allowedFields: [.minute, .second], maxFieldCount: 2)
        #expect(shown(pattern, after: -90) == "-1:30")
        #expect(shown(.offset(to: start, allowedFields: [.minute, .second], maxFieldCount: 2, sign: .never), after: -90) == "1:30")
        #expect(shown(.offset(to: start, allowedFields: [.minute, .second], maxFieldCount: 2, sign: .always()), after: 90) == "+1:30")
    }

    struct Elapsed: View {
        let start: Date
        var body: some View { Text(.currentDate, format: .offset(to: start)) }
    }

    @Test("In a view, the offset is written for the instant rendered")
    func inAView() {
        let result = layout(Elapsed(start: start)) { $0.now = self.start.addingTimeInterval(222) }
        #expect(result.texts.map(\.text.string) == ["3 minutes, 42 seconds"])
    }
}
