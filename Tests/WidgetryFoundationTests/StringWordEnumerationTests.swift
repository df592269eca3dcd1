import Foundation
import Testing
import WidgetryFoundation

/// Word enumeration as widget code copies it (a word-count helper on `StringProtocol`), which Linux's Foundation
/// refuses to compile (`.byWords` is unavailable there).
@Suite struct StringWordEnumerationTests {
    @Test func wordsAsAppleEnumeratesThem() {
        // Expected words follow UAX #29 as ICU applies it on iOS: the apostrophe in "It's" and the full stop in
        // "3.14" stay inside their words; the hyphen, comma, "!" and spaces separate.
        #expect("Hello, world! It's 3.14 well-known".wordsAsAppsCountThem == ["Hello", "world", "It's", "3.14", "well", "known"])
        #expect("   ".wordsAsAppsCountThem.isEmpty)
        #expect("Straße über Äpfel".wordsAsAppsCountThem.count == 3)
    }

    @Test func enclosingRangesCoverTheTextAndStopStops() {
        let text = "one two, three"
        var enclosing: [String] = []
        text.enumerateSubstrings(in: text.startIndex..., options: .byWords) { _, _, range, stop in
            enclosing.append(String(text[range]))
            if enclosing.count == 2 { stop = true }
        }
        // Each enclosing range runs on to the next word, so the two read "one " and "two, ".
        #expect(enclosing == ["one ", "two, "])
    }

    @Test func wordsAmongOtherOptionsInAList() {
        // A search highlighter's call: words, localized, without substrings, last first.
        let text = "find the words"
        var ranges: [String] = []
        var substrings: [String?] = []
        text.enumerateSubstrings(in: text.startIndex..<text.endIndex, options: [.byWords, .localized, .substringNotRequired, .reverse]) { word, range, _, _ in
            ranges.append(String(text[range]))
            substrings.append(word)
        }
        #expect(ranges == ["words", "the", "find"] && substrings == [nil, nil, nil])
        // A list without .byWords keeps Foundation's method.
        var lines: [String] = []
        "a\nb".enumerateSubstrings(in: "a\nb".startIndex..., options: [.byLines, .localized]) { line, _, _, _ in lines.append(line ?? "") }
        #expect(lines == ["a", "b"])
    }

    @Test func otherOptionsKeepFoundationsMethod() {
        var lines: [String] = []
        let text = "first\nsecond"
        text.enumerateSubstrings(in: text.startIndex..., options: .byLines) { line, _, _, _ in lines.append(line ?? "") }
        #expect(lines == ["first", "second"])
    }
}

private extension StringProtocol where Index == String.Index {
    var wordsAsAppsCountThem: [String] {
        var words: [String] = []
        enumerateSubstrings(in: startIndex..., options: .byWords) { word, _, _, _ in words.append(word ?? "") }
        return words
    }
}
