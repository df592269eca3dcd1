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
