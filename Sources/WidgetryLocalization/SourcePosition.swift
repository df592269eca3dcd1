import Foundation

/// Where a parser's complaint is in a file, as a 1-based line and column. Foundation's parsers report a
/// byte offset (`JSONSerialization`: "around character 25") or a line ("on line 3"), or nothing at the end
/// of the file; these helpers turn each into a line and column.
struct SourcePosition: Hashable {
    var line: Int
    var column: Int?

    /// The line and column (in characters) of a UTF-8 byte offset.
    init(byteOffset: Int, in data: Data) {
        let bytes = [UInt8](data.prefix(max(0, byteOffset)))
        let lineStart = (bytes.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 }) ?? 0
        line = bytes.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        column = String(decoding: bytes[lineStart...], as: UTF8.self).count + 1
    }

    init(line: Int, column: Int? = nil) {
        self.line = line
        self.column = column
    }

    /// The position in a Foundation parser error: `line N, column M`, `character N` (a byte offset) or
    /// `line N`, searched in the error's description and the old-style plist parser's nested error.
    static func from(_ error: Error, in data: Data) -> SourcePosition? {
        for message in messages(of: error) {
            if let numbers = firstMatch(#"line (\d+), column (\d+)"#, in: message), numbers.count == 2 {
                return SourcePosition(line: numbers[0], column: numbers[1])
            }
            if let numbers = firstMatch(#"character (\d+)"#, in: message) {
                return SourcePosition(byteOffset: numbers[0], in: data)
            }
            if let numbers = firstMatch(#"line (\d+)"#, in: message) {
                return SourcePosition(line: numbers[0])
            }
        }
        return nil
    }

    /// The error's own description, then the old-style property-list parser's when Foundation nests one
    /// (for XML input that one is the old-style parser's irrelevant complaint, so it comes second).
    static func messages(of error: Error) -> [String] {
        let info = (error as NSError).userInfo
        let nested = (info["kCFPropertyListOldStyleParsingError"] as? NSError).flatMap { $0.userInfo[NSDebugDescriptionErrorKey] as? String }
        let outer = info[NSDebugDescriptionErrorKey] as? String
        return [outer, nested].compactMap { $0 }
    }

    private static func firstMatch(_ pattern: String, in text: String) -> [Int]? {
        guard let expression = try? NSRegularExpression(pattern: pattern),
              let match = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) else { return nil }
        return (1..<match.numberOfRanges).compactMap { Range(match.range(at: $0), in: text).flatMap { Int(text[$0]) } }
    }

    /// For JSON that ends too early, where Foundation gives no offset: the opening quote of an unterminated
    /// string, else the innermost `{` or `[` never closed, else the last line. Returns what was found to say.
    static func endOfJSONProblem(in data: Data) -> (position: SourcePosition, problem: String) {
        let bytes = [UInt8](data)
        var open: [(byte: UInt8, offset: Int)] = []
        var stringStart: Int?
        var escaped = false
        for (offset, byte) in bytes.enumerated() {
            if stringStart != nil {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { stringStart = nil }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): stringStart = offset
            case UInt8(ascii: "{"), UInt8(ascii: "["): open.append((byte, offset))
            case UInt8(ascii: "}"), UInt8(ascii: "]"): if !open.isEmpty { open.removeLast() }
            default: break
            }
        }
        if let stringStart {
            return (SourcePosition(byteOffset: stringStart, in: data), "the string starting here is never closed")
        }
        if let innermost = open.last {
            let bracket = innermost.byte == UInt8(ascii: "{") ? "{" : "["
            return (SourcePosition(byteOffset: innermost.offset, in: data), "the '\(bracket)' opened here is never closed")
        }
        let lines = bytes.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        return (SourcePosition(line: bytes.last == UInt8(ascii: "\n") ? max(1, lines - 1) : lines), "the file ends too early")
    }
}
