import Foundation
import Testing
@testable import WidgetryFoundation

/// A settings row that formats a stored count, as shared code does with values read from `UserDefaults` as
/// `NSNumber`: on iOS `%@` prints the number's description.
@Suite struct NSNumberFormatArgumentTests {
    @Test func percentAtFormatsANumberByItsDescription() {
        let stored = NSNumber(value: 12)
        #expect(String(format: "%@ tasks left", stored) == "12 tasks left")
    }

    @Test func fractionsAndSeveralArgumentsKeepTheirOrder() {
        // NSNumber(value: 2.5).description is "2.5", and arguments are consumed left to right.
        let text = String(format: "%@ of %@ km", NSNumber(value: 2.5), NSNumber(value: 10))
        #expect(text == "2.5 of 10 km")
    }
}
