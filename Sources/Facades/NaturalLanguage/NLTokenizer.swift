// NaturalLanguage's tokenizer: words, sentences and paragraphs need no language model, so they are found here by
// Unicode character properties, as `NLTokenizer` finds them in the languages that separate words with spaces.
import Foundation
import WidgetryFoundation

/// A unit of text, as NaturalLanguage's `NLTokenUnit`.
public enum NLTokenUnit: Int, Sendable, Hashable {
    case word, sentence, paragraph, document
}

/// Splits text into tokens, as NaturalLanguage's `NLTokenizer`.
open class NLTokenizer: NSObject {
    /// What a token holds, as `NLTokenizer.Attributes`.
    public struct Attributes: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Digits.
        public static let numeric = Attributes(rawValue: 1 << 0)
        /// Symbols.
        public static let symbolic = Attributes(rawValue: 1 << 1)
        /// An emoji.
        public static let emoji = Attributes(rawValue: 1 << 2)
    }

    /// The unit this tokenizer splits into.
    public let unit: NLTokenUnit
    /// The text to split.
    open var string: String?

    /// A tokenizer for `unit`.
    public init(unit: NLTokenUnit) {
        self.unit = unit
        super.init()
    }

    /// The language of the text (word boundaries here do not depend on it).
    open func setLanguage(_ language: NLLanguage) {}

    /// The tokens of `range`, in order.
    open func tokens(for range: Range<String.Index>) -> [Range<String.Index>] {
        guard let string else { return [] }
        return TextSegmenter.tokens(of: string, in: range, unit: unit)
    }

    /// The token containing `index`.
    open func tokenRange(at index: String.Index) -> Range<String.Index> {
        guard let string else { return index..<index }
        return TextSegmenter.tokens(of: string, in: string.startIndex..<string.endIndex, unit: unit)
            .first { $0.contains(index) } ?? index..<index
    }

    /// The smallest run of whole tokens covering `range`.
    open func tokenRange(for range: Range<String.Index>) -> Range<String.Index> {
        guard let string else { return range }
        let covering = TextSegmenter.tokens(of: string, in: string.startIndex..<string.endIndex, unit: unit)
            .filter { $0.overlaps(range) || $0.contains(range.lowerBound) }
        guard let first = covering.first, let last = covering.last else { return range }
        return first.lowerBound..<last.upperBound
    }

    /// Calls `block` with each token of `range` and its attributes until it returns `false`.
    open func enumerateTokens(in range: Range<String.Index>, using block: (Range<String.Index>, Attributes) -> Bool) {
        guard let string else { return }
        for token in TextSegmenter.tokens(of: string, in: range, unit: unit) {
            guard block(token, TextSegmenter.attributes(of: string[token])) else { return }
        }
    }
}

/// Token boundaries by Unicode properties: words as UAX #29 finds them (``WordBoundaries``: an apostrophe or a period
/// between letters stays inside, as in "don't", a decimal point between digits too; each emoji a word); a sentence ends after `.`, `!`, `?` (or their full-width forms) and the closing quotes
/// and spaces that follow; a paragraph ends at a line break.
enum TextSegmenter {
    static func tokens(of string: String, in range: Range<String.Index>, unit: NLTokenUnit) -> [Range<String.Index>] {
        switch unit {
        case .document: return range.isEmpty ? [] : [range]
        case .word: return words(of: string, in: range)
        case .sentence: return sentences(of: string, in: range)
        case .paragraph: return paragraphs(of: string, in: range)
        }
    }

    static func isWordCharacter(_ character: Character) -> Bool { WordBoundaries.isWordCharacter(character) }

    static func isEmoji(_ character: Character) -> Bool { WordBoundaries.isEmoji(character) }

    /// Words by UAX #29's rules as Foundation's word enumeration finds them (``WordBoundaries``), each emoji a token.
    private static func words(of string: String, in range: Range<String.Index>) -> [Range<String.Index>] {
        WordBoundaries.words(in: string[range], emojiAsWords: true)
    }

    private static func sentences(of string: String, in range: Range<String.Index>) -> [Range<String.Index>] {
        var tokens: [Range<String.Index>] = []
        var start = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            var end = string.index(after: index)
            if ".!?。！？".contains(string[index]) {
                while end < range.upperBound, ".!?\"'”’)".contains(string[end]) { end = string.index(after: end) }
                if end == range.upperBound || string[end].isWhitespace {
                    while end < range.upperBound, string[end].isWhitespace { end = string.index(after: end) }
                    tokens.append(start..<end)
                    start = end
                }
            } else if string[index].isNewline {
                while end < range.upperBound, string[end].isWhitespace { end = string.index(after: end) }
                tokens.append(start..<end)
                start = end
            }
            index = end
        }
        if start < range.upperBound, string[start..<range.upperBound].contains(where: { !$0.isWhitespace }) { tokens.append(start..<range.upperBound) }
        return tokens.filter { string[$0].contains { !$0.isWhitespace } }
    }

    private static func paragraphs(of string: String, in range: Range<String.Index>) -> [Range<String.Index>] {
        var tokens: [Range<String.Index>] = []
        var start = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            let next = string.index(after: index)
            if string[index].isNewline {
                tokens.append(start..<next)
                start = next
            }
            index = next
        }
        if start < range.upperBound { tokens.append(start..<range.upperBound) }
        return tokens.filter { string[$0].contains { !$0.isWhitespace } }
    }

    static func attributes(of token: Substring) -> NLTokenizer.Attributes {
        var attributes: NLTokenizer.Attributes = []
        if token.contains(where: \.isNumber) { attributes.insert(.numeric) }
        if token.contains(where: { $0.isSymbol && !isEmoji($0) }) { attributes.insert(.symbolic) }
        if token.contains(where: isEmoji) { attributes.insert(.emoji) }
        return attributes
    }
}
