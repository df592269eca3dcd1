import Foundation
import Testing
import WidgetryFoundation

/// Links and phone numbers found in text, as apps list the URLs of a note.
@Suite struct NSDataDetectorTests {
    func urls(in text: String) throws -> [String] {
        let detector = try NSDataDetector(types: NSTextCheckingResult.CheckingType.link.rawValue)
        var found: [String] = []
        detector.enumerateMatches(in: text, options: [], range: NSMakeRange(0, (text as NSString).length)) { result, _, _ in
            if let url = result?.url { found.append(url.absoluteString) }
        }
        return found
    }

    @Test("links with a scheme, www. hosts, bare domains and email addresses; sentence punctuation left out")
    func links() throws {
        let note = "Homework on https://school.example.org/task?id=4. See www.wikipedia.org, mail teacher@school.edu or apple.com/ios!"
        #expect(try urls(in: note) == ["https://school.example.org/task?id=4", "http://www.wikipedia.org", "mailto:teacher@school.edu",
                                       "http://apple.com/ios"])
        #expect(try urls(in: "No links here, just words.").isEmpty)
    }

    @Test("phone numbers beside links; the first match and the count")
    func phoneNumbers() throws {
        let types = NSTextCheckingResult.CheckingType.link.rawValue | NSTextCheckingResult.CheckingType.phoneNumber.rawValue
        let detector = try NSDataDetector(types: types)
        let text = "Call +48 22 123 45 67 or visit example.com"
        let matches = detector.matches(in: text, range: NSMakeRange(0, (text as NSString).length))
        #expect(matches.map(\.resultType) == [.phoneNumber, .link])
        #expect(matches.first?.phoneNumber == "+48 22 123 45 67")
        #expect(detector.numberOfMatches(in: text, range: NSMakeRange(0, (text as NSString).length)) == 2)
        #expect(detector.firstMatch(in: text, range: NSMakeRange(0, 4)) == nil)
    }

    @Test("a date written with numbers is not a phone number")
    func datesAreNotPhoneNumbers() throws {
        let detector = try NSDataDetector(types: NSTextCheckingResult.CheckingType.phoneNumber.rawValue)
        let text = "Due 2026-11-29 or 29.11.2026, call +1 555 123 4567"
        let found = detector.matches(in: text, range: NSMakeRange(0, (text as NSString).length)).compactMap(\.phoneNumber)
        #expect(found == ["+1 555 123 4567"])
    }
}
