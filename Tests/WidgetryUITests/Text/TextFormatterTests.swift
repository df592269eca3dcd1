import Foundation
import Testing
@testable import WidgetryUI

@Suite struct TextFormatterTests {
    /// A fixed formatter: 2026-06-01 12:00 UTC as "2026-06-01".
    let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter
    }()
    let date = Date(timeIntervalSince1970: 1_780_315_200)   // 2026-06-01T12:00:00Z

    @Test("Text interpolation with formatter: shows the formatter's output")
    func interpolation() {
        #expect(layout(Text("Due \(date, formatter: formatter)")).texts[0].text.string == "Due 2026-06-01")
    }

    @Test("Text(_:formatter:) shows the formatter's output, numbers included")
    func initialiser() {
        #expect(layout(Text(date, formatter: formatter)).texts[0].text.string == "2026-06-01")
        let number = NumberFormatter()
        number.minimumFractionDigits = 2
        number.maximumFractionDigits = 2
        #expect(layout(Text(NSNumber(value: 3.14159), formatter: number)).texts[0].text.string == "3.14")
    }
}
