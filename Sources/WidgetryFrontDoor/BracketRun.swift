/// The longest run of `[` in a file's code, whitespace between them allowed. swift-syntax's parser (which the front door
/// reads every file with) looks ahead at each `[` in statement position for an inline-array type (`[3 of Int]`),
/// and the lookahead nests: its time doubles with each `[` of a run, balanced or not. Fuzzing the `#if` rewriter
/// found it (a 120-deep run did not finish in minutes; 16 take 30 s in a debug build, 8 a third of a second), so a
/// file with a longer run than ``limit`` is refused with its line instead of hanging the check.
///
/// Brackets in string literals and comments are text, not code: the parser never looks ahead there, and a widget's
/// `print("[[[[…")` or a progress bar drawn with `"[[[["` was refused for them (held-out batch 6).
enum BracketRun {
    /// Deeper than any array literal or subscript chain in code we have seen (real code nests two or three).
    static let limit = 12

    /// Where the scan is: in code, or inside a comment or string literal, whose brackets do not count.
    private enum Place {
        /// Code; inside a string's interpolation (`"\(rows[0])"`), the parentheses still open in it.
        case code(interpolationParens: Int?)
        case lineComment
        case blockComment(depth: Int)
        /// A string literal; `hashes` is the number of `#` of a raw string (`#"…"#`).
        case string(multiline: Bool, hashes: Int)
    }

    /// The longest run and the line (1-based) it starts on.
    static func longest(in text: String) -> (depth: Int, line: Int) {
        let bytes = Array(text.utf8)
        var best = (depth: 0, line: 0)
        var depth = 0, line = 1, start = 1
        // The innermost place last: an interpolation's code sits above the string it interrupts.
        var stack: [Place] = [.code(interpolationParens: nil)]
        var index = 0
        func at(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
        func hashes(from offset: Int) -> Int {
            var count = 0
            while at(offset + count) == UInt8(ascii: "#") { count += 1 }
            return count
        }
        let quote = UInt8(ascii: "\""), slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), newline = UInt8(ascii: "\n")
        while index < bytes.count {
            let byte = bytes[index]
            if byte == newline { line += 1 }
            switch stack[stack.count - 1] {
            case .lineComment:
                if byte == newline { stack.removeLast() }
                index += 1
            case .blockComment(let level):
                if byte == slash, at(1) == star { stack[stack.count - 1] = .blockComment(depth: level + 1); index += 2 }
                else if byte == star, at(1) == slash {
                    if level == 1 { stack.removeLast() } else { stack[stack.count - 1] = .blockComment(depth: level - 1) }
                    index += 2
                } else { index += 1 }
            case .string(let multiline, let count):
                if byte == UInt8(ascii: "\\"), hashes(from: 1) == count {
                    // An escape; `\(` (`\#(` in a raw string) opens an interpolation, whose code counts.
                    if at(1 + count) == UInt8(ascii: "(") {
                        stack.append(.code(interpolationParens: 1))
                        depth = 0
                        index += 2 + count
                    } else {
                        if at(1 + count) == newline { line += 1 }
                        index += 2 + count
                    }
                } else if byte == quote, !multiline || (at(1) == quote && at(2) == quote) {
                    let closing = multiline ? 3 : 1
                    if hashes(from: closing) >= count { stack.removeLast(); index += closing + count } else { index += 1 }
                } else if byte == newline, !multiline {
                    stack.removeLast()
                    index += 1
                } else {
                    index += 1
                }
            case .code(let parens):
                if byte == slash, at(1) == slash { stack.append(.lineComment); depth = 0; index += 2; continue }
                if byte == slash, at(1) == star { stack.append(.blockComment(depth: 1)); depth = 0; index += 2; continue }
                let raw = byte == UInt8(ascii: "#") ? hashes(from: 0) : 0
                if byte == quote || (raw > 0 && at(raw) == quote) {
                    let multiline = at(raw) == quote && at(raw + 1) == quote && at(raw + 2) == quote
                    stack.append(.string(multiline: multiline, hashes: raw))
                    depth = 0
                    index += raw + (multiline ? 3 : 1)
                    continue
                }
                if let parens, byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")") {
                    let open = parens + (byte == UInt8(ascii: "(") ? 1 : -1)
                    if open == 0 { stack.removeLast() } else { stack[stack.count - 1] = .code(interpolationParens: open) }
                    depth = 0
                    index += 1
                    continue
                }
                switch byte {
                case UInt8(ascii: "["):
                    if depth == 0 { start = line }
                    depth += 1
                    if depth > best.depth { best = (depth, start) }
                case newline, UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                    break
                default:
                    depth = 0
                }
                index += 1
            }
        }
        return best
    }
}
