import Foundation

/// The kinds of data a detector finds, as Foundation's `NSTextCheckingTypes` (`CheckingType` raw values combined).
public typealias NSTextCheckingTypes = UInt64

/// Finds links, email addresses and phone numbers in text, as Foundation's `NSDataDetector` (which Linux's Foundation
/// lacks): code that lists the URLs in a note or a message (`enumerateMatches(in:options:range:using:)`, then each
/// result's `url`). Links are `scheme://…`, `www.…`, bare domains with a common top-level domain (given `http://`, as
/// iOS does) and email addresses (given `mailto:`); phone numbers are runs of at least 7 digits with the usual
/// separators. Other types (dates, addresses, transit information) are accepted and never found, told once as a note.
/// On iOS it is an `NSRegularExpression` subclass; Linux's `NSRegularExpression` cannot be subclassed outside its
/// module, so this class offers the same matching methods itself.
open class NSDataDetector: NSObject, @unchecked Sendable {
    /// The kinds of data it finds (`NSTextCheckingResult.CheckingType` raw values combined).
    public let checkingTypes: NSTextCheckingTypes

    /// A detector for `checkingTypes`; declared `throws` as Foundation's is, though every value is accepted here.
    public init(types checkingTypes: NSTextCheckingTypes) throws {
        self.checkingTypes = checkingTypes
        super.init()
        let found: NSTextCheckingTypes = NSTextCheckingResult.CheckingType.link.rawValue | NSTextCheckingResult.CheckingType.phoneNumber.rawValue
        if checkingTypes & ~found != 0 {
            SkippedEffects.note("Foundation", "NSDataDetector finds links, email addresses and phone numbers; dates, addresses and other types are never found here")
        }
    }

    /// Every match in `range` of `string`, in order.
    open func matches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> [NSTextCheckingResult] {
        var results: [DetectedData] = []
        let text = string as NSString
        if checkingTypes & NSTextCheckingResult.CheckingType.link.rawValue != 0 {
            for match in Self.linkPattern.matches(in: string, range: range) {
                var found = match.range
                // Sentence punctuation after a link is not part of it.
                while found.length > 0, ".,;:!?)'\"".contains(Character(UnicodeScalar(text.character(at: found.location + found.length - 1)) ?? " ")) {
                    found.length -= 1
                }
                let written = text.substring(with: found)
                let address = written.contains("://") ? written : (written.contains("@") && !written.contains("/") ? "mailto:" + written : "http://" + written)
                if let url = URL(string: address) { results.append(DetectedData(range: found, type: .link, url: url)) }
            }
        }
        if checkingTypes & NSTextCheckingResult.CheckingType.phoneNumber.rawValue != 0 {
            for match in Self.phonePattern.matches(in: string, range: range)
            where !results.contains(where: { NSIntersectionRange($0.range, match.range).length > 0 })
                && Self.datePattern.firstMatch(in: string, range: match.range) == nil {
                results.append(DetectedData(range: match.range, type: .phoneNumber, phoneNumber: text.substring(with: match.range)))
            }
        }
        return results.sorted { $0.range.location < $1.range.location }
    }

    /// Calls `block` with each match in order; setting its `stop` argument ends the search.
    open func enumerateMatches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange,
                               using block: (NSTextCheckingResult?, NSRegularExpression.MatchingFlags, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop: ObjCBool = false
        for match in matches(in: string, options: options, range: range) {
            block(match, [], &stop)
            if stop.boolValue { return }
        }
    }

    /// The first match, if any.
    open func firstMatch(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> NSTextCheckingResult? {
        matches(in: string, options: options, range: range).first
    }

    /// How many matches there are.
    open func numberOfMatches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> Int {
        matches(in: string, options: options, range: range).count
    }

    // A scheme link, a www. host, an email address, or a bare host whose top-level domain is a common one.
    private static let linkPattern = try! NSRegularExpression(pattern: #"""
        (?ix) \b (?: [a-z][a-z0-9+.-]*://[^\s<>"]+
                   | www\.[^\s<>"]+
                   | [a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}
                   | (?:[a-z0-9-]+\.)+(?:com|org|net|edu|gov|io|app|dev|co|me|info|uk|de|fr|pl|it|es|nl|eu|ca|au|jp)\b(?:/[^\s<>"]*)? )
        """#)
    private static let phonePattern = try! NSRegularExpression(pattern: #"(?<![\w+])\+?\d(?:[\d \-().]{5,}\d)"#)
    // A date written with numbers ("2026-11-29", "29.11.2026", "11/29/2026") is a date to the detector, never a phone
    // number, though its digits and separators fit the phone pattern. Matched within a candidate's range, whose bounds
    // anchor `^` and `$`.
    private static let datePattern = try! NSRegularExpression(pattern: #"^(?:\d{4}-\d{1,2}-\d{1,2}|\d{1,2}[-./]\d{1,2}[-./]\d{2,4})$"#)
}

/// A match of ``NSDataDetector``: Linux's `NSTextCheckingResult` cannot be made with a URL or a phone number, so this
/// subclass carries them, and ``NSTextCheckingResult/url`` and ``NSTextCheckingResult/phoneNumber`` read them.
final class DetectedData: NSTextCheckingResult, @unchecked Sendable {
    private let foundRange: NSRange
    private let type: NSTextCheckingResult.CheckingType
    let detectedURL: URL?
    let detectedPhoneNumber: String?

    init(range: NSRange, type: NSTextCheckingResult.CheckingType, url: URL? = nil, phoneNumber: String? = nil) {
        foundRange = range
        self.type = type
        detectedURL = url
        detectedPhoneNumber = phoneNumber
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    override var range: NSRange { foundRange }
    override var resultType: NSTextCheckingResult.CheckingType { type }
}

extension NSTextCheckingResult {
    /// The link a data detector found, as Foundation's `url`.
    public var url: URL? { (self as? DetectedData)?.detectedURL }
    /// The phone number a data detector found, as Foundation's `phoneNumber`.
    public var phoneNumber: String? { (self as? DetectedData)?.detectedPhoneNumber }
}
