import Foundation
import SwiftSyntax

/// Blanks byte ranges of a source file to spaces, keeping line breaks, so every line and column of the copy stays
/// where it was in the user's file — how the front door's rewriters remove an attribute without moving diagnostics.
enum SourceBlanking {
    /// `text` with `ranges` (UTF-8 offsets) blanked, and the 1-based line where each range starts.
    static func blank(_ ranges: [Range<Int>], in text: String, tree: SourceFileSyntax) -> (text: String, lines: [Int]) {
        guard !ranges.isEmpty else { return (text, []) }
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let lines = ranges.map { converter.location(for: AbsolutePosition(utf8Offset: $0.lowerBound)).line }
        return (String(decoding: blankingBytes(ranges, in: Array(text.utf8)), as: UTF8.self), lines)
    }

    /// `bytes` with `ranges` blanked, line breaks kept.
    static func blankingBytes(_ ranges: [Range<Int>], in bytes: [UInt8]) -> [UInt8] {
        var bytes = bytes
        for range in ranges {
            for index in range where index < bytes.count && bytes[index] != UInt8(ascii: "\n") && bytes[index] != UInt8(ascii: "\r") {
                bytes[index] = UInt8(ascii: " ")
            }
        }
        return bytes
    }

    /// `text` with each range (UTF-8 offsets) replaced by its text, followed by as many line breaks as the range held, so
    /// every line after it stays where it was (an expression written over several lines becomes one, then blank lines).
    static func replacingKeepingLines(_ replacements: [(range: Range<Int>, text: String)], in text: String) -> String {
        var bytes = Array(text.utf8)
        for (range, replacement) in replacements.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            let lineBreaks = bytes[range].filter { $0 == UInt8(ascii: "\n") }.count
            bytes.replaceSubrange(range, with: Array(replacement.utf8) + Array(repeating: UInt8(ascii: "\n"), count: lineBreaks))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
