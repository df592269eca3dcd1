import Foundation

// An `NSRange` found in an attributed string's text (a search with `NSString`/`range(of:)`, a regular expression's match)
// turned into the attributed string's own range to style it, as Foundation's `Range(_:in:)` for `AttributedString`
// (iOS 15), which Linux's Foundation lacks. An `NSRange` counts UTF-16 units; the range is found through the text's
// unicode scalars, which `AttributedString` indexes too.
extension Range where Bound == AttributedString.Index {
    /// The range of `attributed` that `range` (UTF-16 offsets in its text) covers; nil when it lies outside the text or
    /// splits a character's UTF-16 pair.
    public init?(_ range: NSRange, in attributed: AttributedString) {
        let text = String(attributed.characters)
        guard let found = Range<String.Index>(range, in: text) else { return nil }
        let scalars = attributed.unicodeScalars
        let lower = scalars.index(scalars.startIndex, offsetBy: text.unicodeScalars.distance(from: text.startIndex, to: found.lowerBound))
        let upper = scalars.index(lower, offsetBy: text.unicodeScalars.distance(from: found.lowerBound, to: found.upperBound))
        self = lower..<upper
    }
}

extension NSRange {
    /// The UTF-16 offsets of `range` in `attributed`'s text, as Foundation's `NSRange(_:in:)` for `AttributedString`.
    public init(_ range: Range<AttributedString.Index>, in attributed: AttributedString) {
        let text = String(attributed.characters)
        let scalars = attributed.unicodeScalars
        let start = text.unicodeScalars.index(text.startIndex, offsetBy: scalars.distance(from: scalars.startIndex, to: range.lowerBound))
        let end = text.unicodeScalars.index(start, offsetBy: scalars.distance(from: range.lowerBound, to: range.upperBound))
        self.init(start..<end, in: text)
    }
}
