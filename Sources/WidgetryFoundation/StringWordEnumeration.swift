import Foundation

#if !canImport(Darwin)
extension String {
    /// The one enumeration option Linux's Foundation declares unavailable: `.byWords` ("Enumeration by words isn't
    /// supported in swift-corelibs-foundation"). Code that counts or splits words the way apps copy it,
    /// `enumerateSubstrings(in: startIndex..., options: .byWords) { … }`, resolves `.byWords` to this type, because
    /// Swift prefers an available declaration over an unavailable one; every other option keeps Foundation's method.
    public struct WordEnumerationOption: Sendable, Hashable {
        fileprivate let name: String
        /// Words, as `String.EnumerationOptions.byWords` enumerates them.
        public static var byWords: WordEnumerationOption { WordEnumerationOption(name: "byWords") }
        /// With `.byWords` in a list (`[.byWords, .localized]`): the user's locale's rules (the same default rules here).
        public static var localized: WordEnumerationOption { WordEnumerationOption(name: "localized") }
        /// With `.byWords` in a list: the substring is not needed, so `nil` is passed.
        public static var substringNotRequired: WordEnumerationOption { WordEnumerationOption(name: "substringNotRequired") }
        /// With `.byWords` in a list: last word first.
        public static var reverse: WordEnumerationOption { WordEnumerationOption(name: "reverse") }
    }
}

extension StringProtocol {
    /// Calls `body` with each word in `range`, as Foundation's `enumerateSubstrings(in:options:_:)` does with
    /// `.byWords` on Apple platforms: the word without the spaces and punctuation around it, and an enclosing range
    /// that runs on to the next word. Word boundaries follow Unicode's default rules (UAX #29), the rules ICU
    /// applies for Apple: letters and digits join, an apostrophe or full stop between letters stays inside the word
    /// ("it's"), a full stop or comma between digits too ("3.14"); a hyphen, a space or other punctuation separates.
    public func enumerateSubstrings<R>(
        in range: R, options opts: String.WordEnumerationOption,
        _ body: @escaping (_ substring: String?, _ substringRange: Range<Self.Index>, _ enclosingRange: Range<Self.Index>, inout Bool) -> Void
    ) where R: RangeExpression, R.Bound == String.Index {
        enumerateWords(in: range, reversed: false, passesSubstring: true, body)
    }

    /// The same with `.byWords` among other options (`[.byWords, .localized, .substringNotRequired]`), as a list literal
    /// writes them: Foundation's method is unavailable for that list on Linux, so this one is chosen; a list without
    /// `.byWords` keeps Foundation's (this one is disfavored).
    @_disfavoredOverload
    public func enumerateSubstrings<R>(
        in range: R, options opts: [String.WordEnumerationOption],
        _ body: @escaping (_ substring: String?, _ substringRange: Range<Self.Index>, _ enclosingRange: Range<Self.Index>, inout Bool) -> Void
    ) where R: RangeExpression, R.Bound == String.Index {
        enumerateWords(in: range, reversed: opts.contains(.reverse), passesSubstring: !opts.contains(.substringNotRequired), body)
    }

    private func enumerateWords<R>(
        in range: R, reversed: Bool, passesSubstring: Bool,
        _ body: @escaping (_ substring: String?, _ substringRange: Range<Self.Index>, _ enclosingRange: Range<Self.Index>, inout Bool) -> Void
    ) where R: RangeExpression, R.Bound == String.Index {
        let bounds = range.relative(to: String(self))
        let text = self[bounds.lowerBound..<bounds.upperBound]
        let words = WordBoundaries.words(in: text)
        var stop = false
        let order = reversed ? Array(words.indices.reversed()) : Array(words.indices)
        for position in order {
            let word = words[position]
            let enclosingStart = position == 0 ? text.startIndex : word.lowerBound
            let enclosingEnd = position + 1 < words.count ? words[position + 1].lowerBound : text.endIndex
            body(passesSubstring ? String(text[word]) : nil, word, enclosingStart..<enclosingEnd, &stop)
            if stop { return }
        }
    }
}

#endif

/// Word boundaries of UAX #29 reduced to what word counting sees: runs of word characters, joined across one
/// mid-word character.
package enum WordBoundaries {
    /// The words of `text`; with `emojiAsWords`, each emoji is a word of its own (as NaturalLanguage's tokenizer gives
    /// them), else emoji separate words like punctuation (as word counting skips them).
    package static func words<S: StringProtocol>(in text: S, emojiAsWords: Bool = false) -> [Range<S.Index>] {
        var words: [Range<S.Index>] = []
        var start: S.Index?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if emojiAsWords, isEmoji(character) {
                if let wordStart = start { words.append(wordStart..<index); start = nil }
                words.append(index..<next)
            } else if isWordCharacter(character) {
                if start == nil { start = index }
            } else if let wordStart = start,
                      !(next < text.endIndex && joins(text[text.index(before: index)], character, text[next])) {
                words.append(wordStart..<index)
                start = nil
            }
            index = next
        }
        if let wordStart = start { words.append(wordStart..<text.endIndex) }
        return words
    }

    /// Whether `character` is an emoji (a presentation emoji, or a sequence of several scalars with an emoji in it).
    package static func isEmoji(_ character: Character) -> Bool {
        character.unicodeScalars.contains { $0.properties.isEmojiPresentation }
            || (character.unicodeScalars.count > 1 && character.unicodeScalars.contains { $0.properties.isEmoji && $0.value > 0xFF })
    }

    /// Letters, digits, marks and the connector `_` (UAX #29's ALetter, Numeric, Extend and ExtendNumLet).
    package static func isWordCharacter(_ character: Character) -> Bool {
        character.unicodeScalars.first.map { scalar in
            scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_"
                || scalar.properties.generalCategory == .nonspacingMark
        } ?? false
    }

    /// Whether `middle` stays inside a word between `before` and `after`: MidLetter/MidNumLet between letters
    /// (rules WB6–7), MidNum/MidNumLet between digits (WB11–12).
    private static func joins(_ before: Character, _ middle: Character, _ after: Character) -> Bool {
        switch middle {
        case "'", "\u{2019}", ".", ":", "\u{00B7}":
            if before.isLetter && after.isLetter { return true }
            return middle == "." && before.isNumber && after.isNumber
        case ",", ";", "\u{066C}":
            return before.isNumber && after.isNumber
        default:
            return false
        }
    }
}
